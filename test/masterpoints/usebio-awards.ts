// A tiny test-local USEBIO extractor: the event's winners, boards and masterpoint type, and each ranked pair's
// number, direction, place and published MASTER_POINTS_AWARDED (USEBIO 1.0-1.2, www.ebu.co.uk/usebio). Regexes
// only: enough for the fixtures of ../fixtures/masterpoints/, not a reader.
import { readFileSync } from 'node:fs';

export interface PublishedPair {
  readonly pair: string;
  readonly direction: 'NS' | 'EW' | '';
  readonly place: number;
  readonly published: number;
}

export interface PublishedEvent {
  readonly file: string;
  readonly program: string;
  readonly description: string;
  readonly winners: 'one' | 'two';
  readonly boards: number;
  readonly mpType: string;
  readonly pairs: readonly PublishedPair[];
}

function tag(name: string, text: string): string | undefined {
  return new RegExp(`<${name}>([^<]*)</${name}>`).exec(text)?.[1]?.trim();
}

function direction(block: string): 'NS' | 'EW' | '' {
  const d = (tag('DIRECTION', block) ?? '') || (/(NS|EW)$/.exec(tag('PAIR_NUMBER', block) ?? '')?.[1] ?? '');
  return d === 'NS' || d === 'EW' ? d : '';
}

function readPairs(participants: string, section: string): PublishedPair[] {
  const pairs: PublishedPair[] = [];
  for (const m of participants.matchAll(/<PAIR>([\s\S]*?)<\/PAIR>/g)) {
    const b = m[1] ?? '';
    const place = tag('PLACE', b);
    if (place === undefined) continue;
    pairs.push({
      pair: section + (tag('PAIR_NUMBER', b) ?? '?'),
      direction: direction(b),
      place: Number.parseInt(place, 10),
      published: Number.parseInt(tag('MASTER_POINTS_AWARDED', b) || '0', 10),
    });
  }
  return pairs;
}

export function readPublished(path: string): PublishedEvent {
  const x = readFileSync(path, 'latin1');
  const pairs: PublishedPair[] = [];
  // one PARTICIPANTS block per SECTION (ids prefixed by the section) or one for the event
  const chunks = x.split(/<SECTION\s+SECTION_ID="/);
  const sectioned = chunks.length > 2;
  for (const chunk of sectioned ? chunks.slice(1) : chunks) {
    const section = sectioned ? (/^([^"]*)"/.exec(chunk)?.[1] ?? '') : '';
    const participants = /<PARTICIPANTS[\s\S]*?<\/PARTICIPANTS>/.exec(chunk)?.[0] ?? '';
    pairs.push(...readPairs(participants, section));
  }
  const boards = new Set([...x.matchAll(/<BOARD_NUMBER>(\d+)</g)].map((m) => m[1])).size;
  return {
    file: path.split('/').pop() ?? path,
    program: tag('PROGRAM_NAME', x) ?? '',
    description: tag('EVENT_DESCRIPTION', x) ?? '',
    winners: tag('WINNER_TYPE', x) === '2' ? 'two' : 'one',
    boards,
    mpType: (tag('MASTER_POINT_TYPE', x) ?? '').toUpperCase(),
    pairs,
  };
}
