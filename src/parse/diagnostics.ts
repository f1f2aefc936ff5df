/**
 * Diagnostics: every problem with an input names where it is (file, line, field), what was found and what
 * was expected. Parsers collect them rather than stopping at the first.
 */
export type Severity = 'error' | 'warning';

export interface Diagnostic {
  readonly severity: Severity;
  readonly code: string;
  readonly file: string;
  readonly line?: number;
  /** a record of a database rather than a line of a text file (`ReceivedData row 17`): shown in place of the line */
  readonly record?: string;
  readonly field?: string;
  readonly message: string;
}

/** Thrown (by readers and the CLI) to stop with exit code 1 after reporting `diagnostics`. */
export class InputError extends Error {
  readonly diagnostics: readonly Diagnostic[];
  constructor(diagnostics: readonly Diagnostic[]) {
    super(diagnostics.map(formatDiagnostic).join('\n'));
    this.name = 'InputError';
    this.diagnostics = diagnostics;
  }
}

/** Compiler-style: `scores.csv:14: field "contract": "8NT" is not a contract (expected …)`. */
export function formatDiagnostic(d: Diagnostic): string {
  const where = d.line !== undefined ? `${d.file}:${d.line}` : d.record !== undefined ? `${d.file}:${d.record}` : d.file;
  const field = d.field === undefined ? '' : `field "${d.field}": `;
  const prefix = d.severity === 'warning' ? 'warning: ' : '';
  return `${where}: ${prefix}${field}${d.message}`;
}

/** Collects diagnostics for one file. */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  constructor(readonly file: string) {}
  error(code: string, message: string, line?: number, field?: string): void {
    this.items.push(make('error', code, this.file, message, line, field));
  }
  warn(code: string, message: string, line?: number, field?: string): void {
    this.items.push(make('warning', code, this.file, message, line, field));
  }
  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }
  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }
  hasErrors(): boolean {
    return this.items.some((d) => d.severity === 'error');
  }
}

function make(severity: Severity, code: string, file: string, message: string, line?: number, field?: string): Diagnostic {
  return {
    severity,
    code,
    file,
    message,
    ...(line === undefined ? {} : { line }),
    ...(field === undefined ? {} : { field }),
  };
}

/** Where a record came from, as the fields of a diagnostic: its line, or its database record. */
export function locationOf(source: { readonly file: string; readonly line?: number | undefined; readonly record?: string | undefined }): {
  file: string;
  line?: number;
  record?: string;
} {
  return {
    file: source.file,
    ...(source.line === undefined ? {} : { line: source.line }),
    ...(source.record === undefined ? {} : { record: source.record }),
  };
}

/** `file:line`, `file:record` or `file`: a place named inside a message. */
export function placeText(source: { readonly file: string; readonly line?: number | undefined; readonly record?: string | undefined }): string {
  return source.line !== undefined ? `${source.file}:${source.line}` : source.record !== undefined ? `${source.file}:${source.record}` : source.file;
}

/** Sort by file, then line, stable otherwise (records keep the order they were reported in): the order messages are printed in. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.file < b.d.file ? -1 : a.d.file > b.d.file ? 1 : (a.d.line ?? 0) - (b.d.line ?? 0) || a.i - b.i))
    .map((x) => x.d);
}
