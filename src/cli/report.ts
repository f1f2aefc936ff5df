/**
 * How commands report diagnostics on stderr: sorted by file and line, at most MAX_SHOWN, then a count.
 */
import { formatDiagnostic, InputError, sortDiagnostics, type Diagnostic } from '../parse/diagnostics.js';
import type { CliDeps } from './deps.js';

export const MAX_SHOWN = 20;

/** No message line longer than a terminal screen (80 × 24): the rest of a longer one is counted. */
export const MAX_LINE = 1900;

export function printDiagnostics(deps: CliDeps, diagnostics: readonly Diagnostic[]): void {
  const sorted = sortDiagnostics(diagnostics);
  for (const d of sorted.slice(0, MAX_SHOWN)) deps.stderr(capLine(formatDiagnostic(d)) + '\n');
  if (sorted.length > MAX_SHOWN) deps.stderr(`… and ${sorted.length - MAX_SHOWN} more\n`);
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
