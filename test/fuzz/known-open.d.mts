import type { Scenario } from './harness.mjs';
export interface KnownOpen {
  readonly command: string;
  readonly pattern: RegExp;
  readonly note: string;
}
export const KNOWN_OPEN: readonly KnownOpen[];
export function knownOpen(scenario: Scenario, failure: string): KnownOpen | undefined;
