/** What a reader made of a file, as counts: the shape the conformance tests of both readers compare. */
import type { PairsEvent } from '../../src/model/types.js';

export function counts(e: PairsEvent) {
  return {
    boards: e.boards.length,
    deals: e.boards.filter((b) => b.deal !== undefined).length,
    results: e.results.length,
    participants: e.participants.length,
    artificial: e.results.filter((r) => r.outcome.kind === 'artificial').length,
  };
}
