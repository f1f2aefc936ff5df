import { describe, expect, it } from 'vitest';
import { formatDiagnostic } from '../../src/base/diagnostics.js';
import { canonicalEventText, contestantGroup, deriveEventId, parseEventJson } from '../../src/parse/json/event.js';

function eventJson(event: Record<string, unknown>, ranking: unknown[] = []): string {
  return JSON.stringify({ schemaVersion: 1, event, ranking });
}

const row = (pair: string, ids: string[], pct: number | null, imps: number | null = null) => ({
  rank: 1,
  tie: false,
  pair,
  direction: null,
  names: '',
  players: ids.map((id) => ({ name: `P${id}`, id })),
  total: 0,
  max: 0,
  percentage: pct,
  boards: 27,
  impsPerBoard: imps,
});

describe('parseEventJson', () => {
  it('reads the contestants with their players and exact results', () => {
    const { value, diagnostics } = parseEventJson(
      eventJson({ id: 'e1', title: 'Club pairs', date: '2026-11-02', scoring: 'matchpoints', winners: 'one' }, [row('3', ['12345', '23456'], 57.18)]),
      'e1.json',
    );
    expect(diagnostics).toEqual([]);
    expect(value?.id).toBe('e1');
    expect(value?.contestants[0]?.result.toFixed(2)).toBe('57.18');
    expect(value?.contestants[0]?.players).toEqual([
      { name: 'P12345', id: '12345' },
      { name: 'P23456', id: '23456' },
    ]);
  });

  it('turns IMPs per board into R = 50 + 10 × IMPs per board', () => {
    const { value } = parseEventJson(eventJson({ title: 'Butler', date: '2026-11-02', scoring: 'butler' }, [row('1', ['1', '2'], null, 0.37)]), 'b.json');
    expect(value?.contestants[0]?.result.toFixed(2)).toBe('53.70');
  });

  it('names an event without id by date and title', () => {
    const { value } = parseEventJson(eventJson({ title: 'Mandagsklubben: Par', date: '2026-11-02', scoring: 'matchpoints' }), 'x.json');
    expect(value?.id).toBe('2026-11-02-mandagsklubben-par');
    expect(deriveEventId('Bridge på Sjøsiden', '2026-01-05')).toBe('2026-01-05-bridge-på-sjøsiden');
  });

  it('refuses an event with no date', () => {
    const { value, diagnostics } = parseEventJson(eventJson({ title: 'Club', scoring: 'matchpoints' }), 'nodate.json');
    expect(value).toBeUndefined();
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'nodate.json: field "event.date": missing (expected the event date like 2026-11-02; the handicap needs it to order events)',
    ]);
  });

  it('reads the shape the pairs writer produces: null ids, sections, unrounded percentages', () => {
    const doc = {
      schemaVersion: 1,
      event: { title: null, date: '2026-11-02', generator: null, scoring: 'matchpoints', winners: 'two', mpScale: 'international', tiebreak: 'sd' },
      ranking: [
        {
          ...row('1', ['7'], 57.17592592592593),
          section: 'A',
          direction: 'NS',
          ranked: true,
          status: null,
          players: [
            { name: 'Kari', id: null },
            { name: 'Ola', id: '7' },
          ],
        },
        { ...row('2', ['8', '9'], null), section: 'A', direction: 'EW', boards: 0, ranked: false, status: 'withdrawn' },
      ],
      boards: [],
    };
    const { value, diagnostics } = parseEventJson(JSON.stringify(doc), 'results/Monday A.json');
    expect(diagnostics.map(formatDiagnostic)).toEqual([
      'results/Monday A.json: warning: field "ranking[1]": pair 2 played no boards and has no result: left out of the handicap',
    ]);
    expect(value?.id).toBe('2026-11-02-monday-a');
    expect(value?.contestants).toHaveLength(1);
    expect(value?.contestants[0]?.players).toEqual([{ name: 'Kari' }, { name: 'Ola', id: '7' }]);
    expect(value?.contestants[0]?.section).toBe('A');
    expect(value?.contestants[0]?.result.toNumber()).toBeCloseTo(57.17592592592593, 12);
  });

  it('gives each section, and each direction with two winners, its own field', () => {
    expect(contestantGroup({ winners: 'two' }, { section: 'A', direction: 'NS' })).toBe('A/NS');
    expect(contestantGroup({ winners: 'one' }, { section: 'B', direction: 'NS' })).toBe('B/');
    expect(contestantGroup({ winners: 'one' }, { section: null, direction: null })).toBe('');
  });

  describe('edge cases', () => {
    it('reports invalid JSON, a newer schema and a row without result', () => {
      expect(parseEventJson('{', 'a.json').diagnostics[0]?.code).toBe('bad-json');
      expect(parseEventJson('{"schemaVersion":5}', 'a.json').diagnostics[0]?.code).toBe('bad-schema');
      const { diagnostics } = parseEventJson(eventJson({ title: 'x', date: '2026-11-02', scoring: 'matchpoints' }, [row('1', ['1'], null)]), 'a.json');
      expect(diagnostics.map(formatDiagnostic)).toEqual([
        'a.json: field "ranking[0]": neither "percentage" nor "impsPerBoard" is a number (expected one of them)',
      ]);
    });

    it('gives the same canonical content whatever the key order and layout', () => {
      const a = parseEventJson(eventJson({ id: 'e', title: 't', date: '2026-11-02', scoring: 'matchpoints' }, [row('1', ['1', '2'], 50)]), 'a').value;
      const reordered = JSON.stringify(
        { ranking: [{ ...row('1', ['1', '2'], 50), rank: 7 }], event: { scoring: 'matchpoints', date: '2026-11-02', title: 't', id: 'e' }, schemaVersion: 1 },
        null,
        2,
      );
      const b = parseEventJson(reordered, 'b').value;
      expect(a && canonicalEventText(a)).toBe(b && canonicalEventText(b));
    });
  });

  it('names a number too large for a double as out of range, not as null', () => {
    const text = eventJson({ id: 'e1', date: '2026-11-02', scoring: 'matchpoints', winners: 'one' }, [row('1', ['1', '2'], 50), row('2', ['3', '4'], 50)])
      .replace('"percentage":50', '"percentage":1e400')
      .replace(/("percentage":50,.*?"impsPerBoard":)null/, '$1-1e400');
    const { diagnostics } = parseEventJson(text, 'e1.json');
    const messages = diagnostics.map((d) => formatDiagnostic(d));
    expect(messages).toContain('e1.json: field "ranking[0].percentage": a number out of range is not a percentage (expected a number from 0 to 100)');
    expect(messages.some((m) => m.includes('a number out of range is not a number of IMPs per board'))).toBe(true);
    expect(messages.join('\n')).not.toContain('null is not');
  });
});
