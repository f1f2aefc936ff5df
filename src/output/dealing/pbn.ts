/**
 * Generated deals as a PBN 2.1 file (export format: tags alone on their lines, CRLF), one game per board with
 * the mandatory tags — empty where a dealing program has nothing to say — and the seed that reproduces the
 * deals in a `%` line (or that the deals came from the operating system's cryptographic source).
 *
 * @example
 * generatedPbn(boards, { seed: 'club-2026-03-02', generator: 'bridgescore 0.1.0' }) // bytes, ASCII
 */
import type { Seat, Vulnerability } from '../../model/types.js';
import { encodePbn, tagLine } from '../pbn/pbn-text.js';

export interface DealtBoard {
  readonly board: number;
  readonly dealer: Seat;
  readonly vulnerability: Vulnerability;
  readonly deal: string;
}

export interface GeneratedFileInfo {
  /** the seed the deals were derived from; undefined for the cryptographic source */
  readonly seed?: string;
  /** "bridgescore 0.1.0" */
  readonly generator: string;
  /** how a seed becomes the random stream, for the record ("SHA-256 counter mode, v1") */
  readonly method?: string;
}

const VULNERABLE: Readonly<Record<Vulnerability, string>> = { None: 'None', NS: 'NS', EW: 'EW', Both: 'All' };

/** The `%` lines that say where the deals came from (the seed quoted as a PBN string). */
export function provenanceLines(info: GeneratedFileInfo): string[] {
  const seed =
    info.seed === undefined
      ? '% Seed: none (cryptographic random source)'
      : `% Seed: ${JSON.stringify(info.seed.replace(/[\u0000-\u001f\u007f-\u009f]/g, ' '))}${info.method ? ` (${info.method})` : ''}`;
  return [`% Generator: ${info.generator} deals generate`, seed];
}

export function generatedPbn(boards: readonly DealtBoard[], info: GeneratedFileInfo): Uint8Array {
  const lines = ['% PBN 2.1', '% EXPORT', ...provenanceLines(info)];
  for (const b of boards) {
    lines.push(
      tagLine('Event', ''),
      tagLine('Site', ''),
      tagLine('Date', ''),
      tagLine('Board', String(b.board)),
      tagLine('West', ''),
      tagLine('North', ''),
      tagLine('East', ''),
      tagLine('South', ''),
      tagLine('Dealer', b.dealer),
      tagLine('Vulnerable', VULNERABLE[b.vulnerability]),
      tagLine('Deal', b.deal),
      tagLine('Scoring', ''),
      tagLine('Declarer', ''),
      tagLine('Contract', ''),
      tagLine('Result', ''),
      '',
    );
  }
  // Characters outside ISO-8859-1 in a seed become '?' there; the seed is also kept exactly in UTF-8.
  return encodePbn(lines, 'utf-8');
}
