/**
 * `bridgescore handicap import`: scored events (the JSON of `pairs --format json`) into the register, read a few files
 * ahead while the register stores the last; the same event twice changes nothing, a correction within 48 hours
 * replaces it (NBF 1.10.4).
 *
 * @example
 * await importEventsAction(['events/club.json'], { db: 'handicap.sqlite', busyTimeout: 5000, lateCorrection: false }, deps);
 */
import type { CalcProgress } from '../../io/handicap-db.js';
import { decodeText } from '../../parse/decode.js';
import { InputError, type Diagnostic } from '../../base/diagnostics.js';
import { parseEventJson, type HcEvent } from '../../parse/json/event.js';
import { START_HC } from '../../laws/handicap.js';
import { EventImportSession, withWritableRegister, type EventImportOutcome } from '../../io/handicap-db.js';
import type { CliDeps } from '../deps.js';
import { printDiagnostics } from '../report.js';
import { renderImportReport } from '../../output/table/handicap-report.js';

export interface DbOptions {
  db: string;
  busyTimeout: number;
}

export interface ImportOptions {
  lateCorrection: boolean;
  now?: string;
  /** `--skip-bad`: a bad file is refused on its own (named, exit 1) and the good ones are stored */
  skipBad?: boolean;
}

interface ImportRun {
  readonly outcomes: EventImportOutcome[];
  readonly diagnostics: Diagnostic[];
  /** `--skip-bad`: the files refused, in the order given */
  readonly refused: string[];
}

export async function importEventsAction(files: readonly string[], o: DbOptions & ImportOptions, deps: CliDeps): Promise<void> {
  const now = o.now ?? new Date().toISOString();
  // An event is played before it is reported; a day's slack for the time zones of the clubs.
  const latestDate = new Date(Date.parse(now) + 86_400_000).toISOString().slice(0, 10);
  const progress = progressBar(deps);
  const { outcomes, diagnostics, refused } = await withWritableRegister(o.db, { busyTimeoutMs: o.busyTimeout }, async (reg): Promise<ImportRun> => {
    const session = new EventImportSession(reg.db, { now, allowLate: o.lateCorrection });
    const run: ImportRun = { outcomes: [], diagnostics: [], refused: [] };
    try {
      let failed = false;
      const next = prefetch(files, deps);
      for (const [i, file] of files.entries()) {
        const { text } = decodeText(await next(i));
        const parsed = parseEventJson(text, file, { latestDate });
        for (const d of parsed.diagnostics) run.diagnostics.push(d);
        const bad = parsed.value === undefined || parsed.diagnostics.some((d) => d.severity === 'error');
        if (o.skipBad === true) {
          // --skip-bad: this file alone is refused; the others are stored.
          if (bad || !addEvent(session, parsed.value as HcEvent, file, run)) run.refused.push(file);
        } else if (bad) failed = true;
        // After the first bad file the transaction will be rolled back: keep reading only to report all errors.
        else if (!failed) failed = !addEvent(session, parsed.value as HcEvent, file, run);
        progress({ phase: 'import', done: i + 1, total: files.length });
      }
      if (failed) throw new InputError(run.diagnostics);
      session.commit();
      return run;
    } finally {
      session.rollback();
    }
  });
  printDiagnostics(deps, diagnostics);
  deps.stdout(
    renderImportReport(
      o.db,
      outcomes.filter((x) => x.status !== 'refused'),
    ),
  );
  if (refused.length > 0) {
    // One line a file, for the nightly job to leave it out of the archive (the reasons are above, on stderr).
    deps.stdout(refused.map((f) => `refused: ${f}\n`).join(''));
    throw new InputError([]);
  }
}

/** Reads files a few ahead of the one being imported, so that reading overlaps the work on the database. */
function prefetch(files: readonly string[], deps: CliDeps, ahead = 16): (i: number) => Promise<Uint8Array> {
  const started = new Map<number, Promise<Uint8Array>>();
  const start = (i: number): void => {
    const file = files[i];
    if (file === undefined || started.has(i)) return;
    const p = deps.readBytes(file);
    // Handled when its turn comes; until then a failure must not count as unhandled.
    p.catch(() => undefined);
    started.set(i, p);
  };
  return (i) => {
    for (let j = i; j < i + ahead; j++) start(j);
    const p = started.get(i) as Promise<Uint8Array>;
    started.delete(i);
    return p;
  };
}

/** One event into the open import; false when it is refused (a correction after the period). */
function addEvent(session: EventImportSession, ev: HcEvent, file: string, run: ImportRun): boolean {
  const outcome = session.add(ev, file);
  run.outcomes.push(outcome);
  if (outcome.status === 'refused') {
    run.diagnostics.push({
      severity: 'error',
      code: 'correction-period',
      file,
      message: `event ${outcome.id} was first imported at ${outcome.firstImportedAt}, more than 48 hours ago: the correction period is over (NBF 1.10.4; --late-correction accepts it)`,
    });
  }
  for (const id of outcome.unknownIds) {
    run.diagnostics.push({
      severity: 'warning',
      code: 'unknown-player',
      file,
      message: `player id "${id}" is not in the register (treated as having no HC: the partner's HC is used, or ${START_HC})`,
    });
  }
  return outcome.status !== 'refused';
}

/** A progress bar on stderr when it is a terminal; nothing otherwise (cron logs stay clean). */
export function progressBar(deps: CliDeps): (p: CalcProgress) => void {
  if (!deps.stderrIsTTY) return () => undefined;
  let last = '';
  return (p) => {
    const width = 30;
    const filled = p.total === 0 ? width : Math.round((p.done / p.total) * width);
    const line = `\r${p.phase} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${p.done}/${p.total}`;
    if (line === last) return;
    last = line;
    deps.stderr(line + (p.done >= p.total ? '\n' : ''));
  };
}
