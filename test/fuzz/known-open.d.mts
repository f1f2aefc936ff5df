import type { FuzzCase, Scenario } from './harness.mjs';
export interface KnownOpen {
  readonly scenario: RegExp;
  readonly pattern: RegExp;
  readonly note: string;
  /** the extreme inputs the seeded run leaves out while the fault is open */
  readonly slow?: { readonly target: RegExp; readonly mutation: RegExp };
}
export const KNOWN_OPEN: readonly KnownOpen[];
export function knownOpen(scenario: Scenario, failure: string): KnownOpen | undefined;
export function knownSlow(c: FuzzCase): boolean;
