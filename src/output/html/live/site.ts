/**
 * The pages `bridgescore serve` serves, by request path: the ranking with its board and pair pages (the folder
 * of pages `pairs -o FOLDER/` writes, each pair's page with where it plays now and next, each finished board's
 * page with its frequencies), the screen, the
 * director's page and the script. A board still in play shows neither its traveller nor its deal (boards.ts).
 * The pages come without their live head (`livePage`): the server adds the version when it publishes them.
 *
 * @example
 * liveSite(doc, writeOptions, { seats, director }, { url, cycleSeconds: 15, directorPath: '/director/k3…' })
 */
import { localeFor } from '../../../i18n/index.js';
import type { DirectorReport, LiveSeat } from '../../../model/live.js';
import type { PairsDocument, WriteOptions } from '../../documents.js';
import { renderPairsHtmlPages } from '../index.js';
import { directorPage } from './director.js';
import { frequencyTable } from './frequencies.js';
import { screenPage } from './screen.js';
import { LIVE_SCRIPT } from './script.js';
import { seatsHtml } from './seats.js';

export interface LiveData {
  /** by standing key: the pair's rounds from the one under way on */
  readonly seats: ReadonlyMap<string, readonly LiveSeat[]>;
  readonly director: DirectorReport;
}

export interface LiveSiteOptions {
  readonly url: string;
  readonly cycleSeconds: number;
  /** the director's page, at an address only the director is given */
  readonly directorPath: string;
}

export interface LiveResource {
  readonly content: string;
  readonly type: 'text/html; charset=utf-8' | 'text/javascript; charset=utf-8';
}

const HTML = 'text/html; charset=utf-8';

export function liveSite(doc: PairsDocument, o: WriteOptions, data: LiveData, opts: LiveSiteOptions): Map<string, LiveResource> {
  const loc = localeFor(o.lang);
  const status = doc.banner;
  const pages = renderPairsHtmlPages(doc.scored, {
    lang: o.lang,
    ...(doc.handicap ? { handicap: doc.handicap } : {}),
    ...(status ? { provisional: status } : {}),
    pairExtra: (s) => seatsHtml(data.seats.get(s.key) ?? [], doc.scored, loc, s.boards > 0),
    boardExtra: (b) => frequencyTable(b, doc.scored, loc),
  });
  const site = new Map<string, LiveResource>();
  for (const p of pages) site.set(`/${p.path}`, { content: p.content, type: HTML });
  const index = site.get('/index.html');
  if (index) site.set('/', index);
  site.set('/screen', { content: screenPage(doc.scored, loc, { url: opts.url, cycleSeconds: opts.cycleSeconds, status }), type: HTML });
  site.set(opts.directorPath, { content: directorPage(doc.scored, data.director, loc, status), type: HTML });
  site.set('/live.js', { content: LIVE_SCRIPT, type: 'text/javascript; charset=utf-8' });
  return site;
}
