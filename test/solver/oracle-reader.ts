/**
 * Test helper: reads the DDS oracle files of test/fixtures/dd-oracle/ (see scripts/dds-oracle.mjs for the format).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Card, Deal, Position, Strain } from '../../src/solver/index.js';
import { parsePbnDeal } from '../../src/solver/index.js';

const dir = join(import.meta.dirname, '..', 'fixtures', 'dd-oracle');

export interface TableCase {
  readonly line: number;
  readonly deal: Deal;
  /** DDS's 20 hex digits, DoubleDummyTricks order */
  readonly tricks: string;
}

export interface PositionCase {
  readonly line: number;
  readonly text: string;
  readonly position: Position;
  readonly tricks: number;
}

function dataLines(file: string): { line: number; text: string }[] {
  return readFileSync(join(dir, file), 'utf8')
    .split('\n')
    .map((text, i) => ({ line: i + 1, text }))
    .filter((l) => l.text !== '' && !l.text.startsWith('#'));
}

/** The deal of 26 hex digits: card owners SA..C2, 2 bits each. */
export function dealOfHex(hex: string): Deal {
  const holdings = new Array<number>(16).fill(0);
  for (let c = 0; c < 52; c++) {
    const digit = parseInt(hex[c >> 1]!, 16);
    const owner = c & 1 ? digit & 3 : digit >> 2;
    holdings[owner * 4 + Math.floor(c / 13)]! |= 1 << (12 - (c % 13));
  }
  return { holdings };
}

export function readTables(): TableCase[] {
  return dataLines('tables.txt').map(({ line, text }) => {
    const [hex, tricks] = text.split(' ');
    return { line, deal: dealOfHex(hex!), tricks: tricks! };
  });
}

function cardOf(text: string): Card {
  return { suit: 'SHDC'.indexOf(text[0]!), rank: '23456789TJQKA'.indexOf(text[1]!) };
}

export function readPositions(): PositionCase[] {
  return dataLines('positions.txt').map(({ line, text }) => {
    const f = text.split(' ');
    const parsed = parsePbnDeal(f.slice(0, 4).join(' '), { partial: true });
    if (!parsed.ok) throw new Error(`positions.txt:${line}: ${parsed.error}`);
    const played = f[6]!;
    const position: Position = {
      holdings: parsed.deal.holdings,
      strain: 'SHDCN'.indexOf(f[4]!) as Strain,
      leader: 'NESW'.indexOf(f[5]!) as 0 | 1 | 2 | 3,
      trick: played === '-' ? [] : played.split(',').map(cardOf),
    };
    return { line, text, position, tricks: Number(f[7]) };
  });
}

/** `count` items spread evenly over the list (deterministic). */
export function spread<T>(items: readonly T[], count: number): T[] {
  if (items.length <= count) return [...items];
  return Array.from({ length: count }, (_, i) => items[Math.floor((i * items.length) / count)]!);
}
