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

/** A result recorded against the movement and scored as recorded, with neither --fix-direction nor --as-recorded. */
export const DIRECTION_NEEDS_DIRECTOR = 'movement-wrong-direction';

/**
 * Warnings that need the director: the results are produced, but one of them is in doubt until the director
 * decides. A command that reports one ends with exit code 4 (docs/exit-codes.md) instead of 0.
 */
export const NEEDS_DIRECTOR: ReadonlySet<string> = new Set([DIRECTION_NEEDS_DIRECTOR]);

/** The code of the one line that stands for the warnings a bag did not keep. */
export const MORE_WARNINGS = 'more-warnings';
/** The code of the one line that stands for the errors a bag did not keep. */
export const MORE_ERRORS = 'more-errors';

/**
 * Collects diagnostics for one file. Counts are kept as they come (a reader asks after every row); warnings
 * beyond `keepWarnings` are counted, not kept, so that a file with a warning on each of a million lines
 * costs no memory: one last warning says how many more there were.
 */
export class DiagnosticBag {
  readonly items: Diagnostic[] = [];
  errorCount = 0;
  warningCount = 0;
  private more: { severity: 'warning'; code: string; file: string; message: string } | undefined;
  private moreErrors: { severity: 'error'; code: string; file: string; message: string } | undefined;
  constructor(
    readonly file: string,
    readonly keepWarnings = 1000,
    /** errors beyond this many are counted, not kept: a damaged file of a million bad lines costs no memory */
    readonly keepErrors = 10_000,
  ) {}
  error(code: string, message: string, line?: number, field?: string): void {
    this.errorCount++;
    if (this.errorCount <= this.keepErrors) {
      this.items.push(make('error', code, this.file, message, line, field));
      return;
    }
    const extra = this.errorCount - this.keepErrors;
    const text = `${groupDigits(extra)} more error${extra === 1 ? '' : 's'} in this file not shown`;
    if (this.moreErrors) this.moreErrors.message = text;
    else {
      this.moreErrors = { severity: 'error', code: MORE_ERRORS, file: this.file, message: text };
      this.items.push(this.moreErrors);
    }
  }
  warn(code: string, message: string, line?: number, field?: string): void {
    this.warningCount++;
    if (this.warningCount <= this.keepWarnings) {
      this.items.push(make('warning', code, this.file, message, line, field));
      return;
    }
    const extra = this.warningCount - this.keepWarnings;
    const text = `${groupDigits(extra)} more warning${extra === 1 ? '' : 's'} in this file not shown`;
    if (this.more) this.more.message = text;
    else {
      this.more = { severity: 'warning', code: MORE_WARNINGS, file: this.file, message: text };
      this.items.push(this.more);
    }
  }
  get errors(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'error');
  }
  get warnings(): Diagnostic[] {
    return this.items.filter((d) => d.severity === 'warning');
  }
  hasErrors(): boolean {
    return this.errorCount > 0;
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

/** Sort by file, then line, stable otherwise (records keep the order they were reported in; a file's count of
 *  warnings not shown comes after its others): the order messages are printed in. */
export function sortDiagnostics(ds: readonly Diagnostic[]): Diagnostic[] {
  const lineOf = (d: Diagnostic): number => (d.code === MORE_WARNINGS || d.code === MORE_ERRORS ? Number.MAX_SAFE_INTEGER : (d.line ?? 0));
  return ds
    .map((d, i) => ({ d, i }))
    .sort((a, b) => (a.d.file < b.d.file ? -1 : a.d.file > b.d.file ? 1 : lineOf(a.d) - lineOf(b.d) || a.i - b.i))
    .map((x) => x.d);
}

/** A value found in a file, for a message: in quotes, cut short when it is long (a message fits a screen). */
export function found(text: string, max = 40): string {
  if (text.length <= max) return `"${text}"`;
  return `"${text.slice(0, max)}…" (${groupDigits(text.length)} characters)`;
}

/** 12345 → "12,345": counts in messages, without the machine's locale. */
export function groupDigits(n: number): string {
  const s = String(Math.trunc(Math.abs(n)));
  let out = '';
  for (let i = 0; i < s.length; i++) {
    if (i > 0 && (s.length - i) % 3 === 0) out += ',';
    out += s[i];
  }
  return (n < 0 ? '-' : '') + out;
}

/** Raised by a command for bad usage (exit code 2). */
/** A usage error: the command line asks for something impossible (exit 2). Raised by the pipeline too, where an option contradicts the inputs. */
export class UsageError extends Error {
  override readonly name = 'UsageError';
}
