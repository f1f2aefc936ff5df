/**
 * Inserting many rows at once (the register's imports and calculations write hundreds of thousands): one
 * INSERT with up to 256 rows of values, each statement prepared once per number of rows and reused.
 *
 * @example
 * new BatchInsert(db, 'running_hc', ['player_id', 'hc']).run(['10001', 2350, '10002', 1875])
 */
import type Database from 'better-sqlite3';

/** Multi-row INSERTs: one statement for many rows instead of one per row, prepared once per row count. */
export class BatchInsert {
  private readonly byRows = new Map<number, Database.Statement>();
  constructor(
    private readonly db: Database.Database,
    private readonly table: string,
    private readonly columns: readonly string[],
  ) {}

  /** `values`: the rows one after the other, `columns.length` values each. */
  run(values: readonly (string | number | null)[]): void {
    const width = this.columns.length;
    const MAX_ROWS = 256;
    for (let start = 0; start < values.length; start += width * MAX_ROWS) {
      const chunk = values.slice(start, start + width * MAX_ROWS);
      const rows = chunk.length / width;
      let stmt = this.byRows.get(rows);
      if (stmt === undefined) {
        const row = `(${this.columns.map(() => '?').join(', ')})`;
        stmt = this.db.prepare(`INSERT INTO ${this.table} (${this.columns.join(', ')}) VALUES ${Array.from({ length: rows }, () => row).join(', ')}`);
        this.byRows.set(rows, stmt);
      }
      stmt.run(chunk);
    }
  }
}
