import type { Writer } from '../documents.js';
import { BYE_RULE, sideNames, score } from '../view/swiss-round.js';
import type { NextRound } from '../../model/swiss.js';
import { jsonText } from '../../text/json-text.js';

export function renderRoundJson(next: NextRound, pretty = true): string {
  const [a, b] = sideNames(next.kind);
  const name = (id: string): string | null => next.contestants.get(id)?.name ?? null;
  const doc = {
    schemaVersion: 1,
    kind: next.kind,
    round: next.round,
    rounds: next.rounds ?? null,
    boards: next.boards ?? null,
    tables: next.tables.map((t) => ({
      table: t.table,
      [a]: t.home,
      [`${a}Name`]: name(t.home),
      [b]: t.away,
      [`${b}Name`]: name(t.away),
      previousMeetings: t.previousMeetings,
      sameClub: t.sameClub,
    })),
    bye:
      next.bye === undefined
        ? null
        : {
            table: next.bye.table,
            id: next.bye.id,
            name: name(next.bye.id),
            score: Number(score(next.bye.score)),
            rule: BYE_RULE,
            previousByes: next.bye.previousByes,
          },
    summary: { repeats: next.repeats, sameClub: next.sameClub },
    warnings: next.notes.map((n) => ({ code: n.code, table: n.table ?? null, message: n.message })),
    standings: next.standings.map((s) => ({
      position: s.position,
      id: s.id,
      name: name(s.id),
      club: next.contestants.get(s.id)?.club ?? null,
      score: Number(score(s.score)),
      monradQuality: Number(score(s.monradQuality)),
      played: s.played,
      byes: s.byes,
      separatedBy: s.separatedBy ?? null,
    })),
  };
  return jsonText(doc, pretty);
}

/** The Swiss writer of JSON: the next round's draw. */
export const writeSwissJson: Writer<NextRound> = (doc, o, write) => write(renderRoundJson(doc, o.pretty));
