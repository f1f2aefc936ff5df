/**
 * How commands report diagnostics on stderr: sorted by file and line, at most MAX_SHOWN, then a count.
 */
import { formatDiagnostic, InputError, MORE_ERRORS, MORE_WARNINGS, NEEDS_DIRECTOR, sortDiagnostics, type Diagnostic } from '../base/diagnostics.js';
import type { CliDeps } from './deps.js';

export const MAX_SHOWN = 20;

/** No message line longer than a terminal screen (80 × 24): the rest of a longer one is counted. */
export const MAX_LINE = 1900;

export function printDiagnostics(deps: CliDeps, diagnostics: readonly Diagnostic[]): void {
  // A warning that needs the director ends the run with exit code 4 (run-core.ts), after everything is written.
  if (deps.needsDirector && diagnostics.some((d) => NEEDS_DIRECTOR.has(d.code))) deps.needsDirector();
  // The errors are shown first when there are more than fit: a run that stops must say why, however many
  // warnings come before its first error.
  // A file's count of the messages it did not keep is always shown: it says how many more there were.
  const counts = (d: Diagnostic): boolean => d.code === MORE_ERRORS || d.code === MORE_WARNINGS;
  const sorted = sortDiagnostics(diagnostics.filter((d) => !counts(d)));
  const errors = sorted.filter((d) => d.severity === 'error').slice(0, MAX_SHOWN);
  const room = MAX_SHOWN - errors.length;
  const shown = new Set([...errors, ...sorted.filter((d) => d.severity !== 'error').slice(0, room)]);
  for (const d of sorted) if (shown.has(d)) deps.stderr(capLine(oneLine(formatDiagnostic(d))) + '\n');
  if (sorted.length > MAX_SHOWN) deps.stderr(`… and ${sorted.length - MAX_SHOWN} more\n`);
  for (const d of diagnostics) if (counts(d)) deps.stderr(capLine(oneLine(formatDiagnostic(d))) + '\n');
}

/** One message, one line: a line break or other control character quoted from a file is shown escaped. */
function oneLine(text: string): string {
  return text.replace(/[\u0000-\u001f\u007f]/g, (c) =>
    c === '\n' ? '\\n' : c === '\r' ? '\\r' : c === '\t' ? '\\t' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** Print warnings now; if there are errors, stop with exit code 1 (InputError carries them to main). */
export function reportOrThrow(deps: CliDeps, diagnostics: readonly Diagnostic[]): void {
  const errors = diagnostics.filter((d) => d.severity === 'error');
  if (errors.length > 0) throw new InputError(diagnostics);
  printDiagnostics(deps, diagnostics);
}

function capLine(text: string): string {
  return text.length <= MAX_LINE ? text : `${text.slice(0, MAX_LINE)}… (${text.length - MAX_LINE} more characters)`;
}
