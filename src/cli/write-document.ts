/**
 * A command's last step: the writer of its kind and format from the one table (src/output/writers.ts), given
 * the options for people and programs, writing to standard output or, all or nothing, to `-o FILE`.
 *
 * @example
 * await writeDocument(deps, 'teams', 'csv', doc, await writeOptionsFor(deps, { format: 'csv', lang: 'en' }), opts.output);
 */
import { UsageError } from '../base/diagnostics.js';
import { parseLang } from '../i18n/languages.js';
import type { Documents, DocumentKind, WriteOptions } from '../output/documents.js';
import { formatsOf, writerFor } from '../output/writers.js';
import type { MpDisplay } from '../text/display-number.js';
import type { PbnEncoding } from '../output/pbn/pbn-text.js';
import { colours } from './colours.js';
import { prettyJson } from './json-layout.js';
import { writeOutput, type CliDeps } from './deps.js';

/** The help of `--csv`, on every command that writes CSV through writeDocument. */
export const CSV_DIALECT_HELP =
  'csv: "plain" (comma, decimal point, UTF-8: for programs) or "excel": what a spreadsheet opens as it is, in the --lang given: a byte-order mark, CRLF, and for nb, sv, da and fi semicolons and decimal commas (60,19)';

/** The command-line options the writers' options come from. */
export interface WriteFlags {
  readonly format: string;
  readonly lang?: string;
  readonly output?: string | undefined;
  readonly pretty?: boolean | undefined;
  readonly mpDisplay?: MpDisplay;
  readonly boards?: boolean | undefined;
  readonly explain?: boolean | undefined;
  readonly encoding?: PbnEncoding;
  readonly csvTable?: 'standings' | 'matches';
  readonly title?: string | undefined;
  readonly csv?: 'plain' | 'excel' | undefined;
}

/**
 * The writers' options of a command line: colour only for a table on a terminal (never in a file), JSON indented
 * on a terminal or with --pretty.
 */
export async function writeOptionsFor(deps: CliDeps, f: WriteFlags): Promise<WriteOptions> {
  return {
    lang: parseLang(f.lang ?? 'en') ?? 'en',
    ...(f.format === 'table' ? { chalk: await colours(deps.color && f.output === undefined) } : {}),
    pretty: prettyJson(deps, f.pretty, f.output),
    mpDisplay: f.mpDisplay ?? 'international',
    boards: f.boards === true,
    ...(f.explain === true ? { explain: true } : {}),
    encoding: f.encoding ?? 'utf-8',
    csvTable: f.csvTable ?? 'standings',
    ...(f.title !== undefined ? { title: f.title } : {}),
    ...(f.csv === 'excel' ? { csvDialect: 'excel' as const } : {}),
  };
}

/** Write a document of a kind in a format (a format the kind is not written in is a usage error). */
export async function writeDocument<K extends DocumentKind>(
  deps: CliDeps,
  kind: K,
  format: string,
  doc: Documents[K],
  opts: WriteOptions,
  output: string | undefined,
): Promise<void> {
  const write = await writerFor(kind, format);
  if (!write) throw new UsageError(`--format ${format}: this is written as ${formatsOf(kind).join(', ')}`);
  if (format === 'csv' && opts.csvDialect === 'excel') {
    const { DECIMAL_COMMA_LANGS, ExcelCsv } = await import('../text/csv-excel.js');
    const excel = new ExcelCsv(DECIMAL_COMMA_LANGS.includes(opts.lang));
    const text = new TextDecoder();
    await writeOutput(deps, output, (w) => {
      write(doc, opts, (piece) => w(excel.push(typeof piece === 'string' ? piece : text.decode(piece, { stream: true }))));
      w(excel.end());
    });
    return;
  }
  await writeOutput(deps, output, (w) => write(doc, opts, w));
}
