/**
 * What a PBN file says of itself outside its games: the `%` metadata lines (Ruter's and Magic Contest's
 * `% <META name=X content="Y">`, BridgeWebs' and BridgeComposer's `%Creator: Y`), the program that made it, and
 * the published facts of its program, place and sessions.
 *
 * @example
 * readMetadata([{ text: ' <META  name=Generator content="Ruter i Norge">', line: 4 }]).get('Generator') //=> 'Ruter i Norge'
 */
import type { PublishedMeta } from '../../model/published.js';
import type { PbnEscapeLine } from './tokenize.js';

/** `% <META name=X content="Y">` (Ruter, Magic Contest) and `%Creator: Y` (BridgeWebs, BridgeComposer). */
export function readMetadata(escapes: readonly PbnEscapeLine[]): Map<string, string> {
  const meta = new Map<string, string>();
  for (const e of escapes) {
    const m = /<META\s+name\s*=\s*"?([\w.-]+)"?\s+content\s*=\s*"([^"]*)"\s*\/?>/i.exec(e.text);
    if (m) {
      if (!meta.has(m[1] as string)) meta.set(m[1] as string, (m[2] as string).trim());
      continue;
    }
    const c = /^\s*(Creator|Created|Content-type|HRTitleEvent)\s*:\s*(.*?)\s*$/i.exec(e.text);
    if (c && !meta.has(c[1] as string))
      meta.set(
        (c[1] as string).replace(/^./, (x) => x.toUpperCase()),
        c[2] as string,
      );
  }
  return meta;
}

export function generatorOf(meta: ReadonlyMap<string, string>, application?: string, generator?: string): string | undefined {
  const name = meta.get('Generator');
  if (name) {
    const version = meta.get('Version');
    return version ? `${name} ${version}` : name;
  }
  return meta.get('Creator') || application || generator;
}

/** What the file says of its program, place and sessions (Ruter's `% <META …>` lines and the PBN tags). */
export function publishedMeta(
  meta: ReadonlyMap<string, string>,
  tags: { generator: string | undefined; totalColumn: string | undefined; site: string | undefined; competition: string | undefined },
): PublishedMeta {
  const count = (name: string): number | undefined => {
    const v = meta.get(name);
    return v !== undefined && /^\d{1,6}$/.test(v) ? Number(v) : undefined;
  };
  const where = [...new Set([tags.site, meta.get('Licencee'), meta.get('Arranger')].filter((x): x is string => x !== undefined && x !== ''))]
    .filter((x, _i, all) => !all.some((y) => y !== x && y.includes(x)))
    .join(' / ');
  const out: PublishedMeta = {};
  if (tags.generator !== undefined) out.generator = tags.generator;
  if (where !== '') out.where = where;
  if (tags.competition !== undefined) out.competition = tags.competition;
  if (tags.totalColumn !== undefined) out.totalColumn = tags.totalColumn;
  const boards = count('BoardCount');
  const sessionBoards = count('BoardCountSession');
  const session = count('CRSession');
  const sessions = count('CRSessionCount');
  if (boards !== undefined) out.boardCount = boards;
  if (sessionBoards !== undefined) out.boardCountSession = sessionBoards;
  if (session !== undefined) out.session = session;
  if (sessions !== undefined) out.sessionCount = sessions;
  return out;
}
