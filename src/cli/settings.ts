/**
 * The club's settings file: what a club would otherwise type on every command (its name, the language of its
 * pages, its profile, its masterpoint scale, where its pages go), in `bridgescore.json` in the working folder or
 * in the file `--config FILE` names. An option given on the command line wins over the file; a setting a command
 * has no option for is left alone. The command says on standard error which file it used and what it took from
 * it. A file that is not JSON, a setting not known or a value not allowed is bad usage (exit 2), naming the file
 * and the setting.
 *
 * @example
 * // bridgescore.json: { "club": "Mandagsklubben", "lang": "nb", "profile": "nbf" }
 * bridgescore pairs kveld.bws -f html -o kveld.html   // as … --lang nb --profile nbf --title Mandagsklubben
 */
import type { Command, Option } from 'commander';
import { UsageError } from '../base/diagnostics.js';
import type { CliDeps } from './deps.js';

/** The file looked for in the working folder when `--config` is not given. */
export const SETTINGS_FILE = 'bridgescore.json';

/** Each setting, the option it stands for, and what it means. */
const SETTINGS: readonly { readonly key: string; readonly option: string; readonly help: string }[] = [
  { key: 'club', option: 'title', help: "the club's name: the title of the pages and tables when `title` is not set" },
  { key: 'title', option: 'title', help: 'the title (--title)' },
  { key: 'lang', option: 'lang', help: 'the language of the tables and pages (--lang)' },
  { key: 'profile', option: 'profile', help: "the federation's or program's conventions (--profile)" },
  { key: 'masterpoints', option: 'masterpoints', help: 'the masterpoint scale (--masterpoints)' },
  { key: 'output', option: 'output', help: 'the folder the pages go to, with --format html and no -o (a name ending in /)' },
];

export const SETTINGS_HELP = `a settings file (JSON; default: ${SETTINGS_FILE} in the working folder, when there is one): ${SETTINGS.map((s) => s.key).join(', ')}; an option on the command line wins`;

/** Adds `--config` to every command that has an option a setting stands for. */
export function addConfigOption(program: Command): void {
  const walk = (c: Command): void => {
    const names = new Set(c.options.map((o) => o.attributeName()));
    if (c.commands.length === 0 && SETTINGS.some((s) => names.has(s.option)) && !names.has('config')) c.option('--config <file>', SETTINGS_HELP);
    for (const sub of c.commands) walk(sub);
  };
  for (const c of program.commands) walk(c);
}

type Settings = Readonly<Record<string, string>>;

/** The file's settings, checked: an object of known keys with text values. */
export function parseSettings(text: string, file: string): Settings {
  let value: unknown;
  try {
    value = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch (e) {
    throw new UsageError(`${file}: not JSON (${(e as Error).message}); expected settings such as {"lang": "nb", "club": "…"}`);
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new UsageError(`${file}: expected a JSON object of settings such as {"lang": "nb"}`);
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    if (!SETTINGS.some((s) => s.key === key)) throw new UsageError(`${file}: unknown setting "${key}" (expected ${SETTINGS.map((s) => s.key).join(', ')})`);
    if (typeof v !== 'string' || v.trim() === '')
      throw new UsageError(`${file}: the setting "${key}" must be a text, such as "${key === 'lang' ? 'nb' : '…'}"`);
    out[key] = v;
  }
  return out;
}

/** The value an option would have from this text (its choices checked, its parser run), or a usage error. */
function optionValue(option: Option, text: string, file: string, key: string): unknown {
  const choices = option.argChoices;
  if (choices !== undefined && !choices.includes(text))
    throw new UsageError(`${file}: the setting "${key}" is "${text}" (expected one of ${choices.join(', ')})`);
  const parse = (option as unknown as { parseArg?: (value: string, previous: unknown) => unknown }).parseArg;
  try {
    return parse !== undefined ? parse(text, undefined) : text;
  } catch (e) {
    throw new UsageError(`${file}: the setting "${key}": ${(e as Error).message}`);
  }
}

/** The settings file's text and name, or undefined when none is given and none is in the working folder. */
async function readSettings(command: Command, deps: CliDeps): Promise<{ text: string; file: string } | undefined> {
  const given: unknown = command.getOptionValue('config');
  const file = typeof given === 'string' ? given : SETTINGS_FILE;
  try {
    return { text: new TextDecoder().decode(await deps.readBytes(file)), file };
  } catch (e) {
    const code = (e as NodeJS.ErrnoException).code;
    if (typeof given !== 'string' && (code === 'ENOENT' || code === 'EISDIR')) return undefined;
    throw e;
  }
}

/** The commander hook: before a command runs, what the settings file gives that the command line does not. */
export async function applySettings(command: Command, deps: CliDeps): Promise<void> {
  if (!command.options.some((o) => o.attributeName() === 'config')) return;
  const read = await readSettings(command, deps);
  if (read === undefined) return;
  const settings = parseSettings(read.text, read.file);
  const used: string[] = [];
  for (const s of SETTINGS) {
    const text = settings[s.key];
    if (text === undefined) continue;
    const option = command.options.find((o) => o.attributeName() === s.option);
    if (option === undefined) continue;
    const source = command.getOptionValueSource(s.option);
    if (source === 'cli' || source === 'env' || (source === 'config' && s.key === 'club')) continue;
    // the output folder is for pages only: a table or a CSV still goes to the terminal
    if (s.key === 'output' && command.getOptionValue('format') !== 'html') continue;
    if (s.key === 'output' && !/[\\/]$/.test(text)) throw new UsageError(`${read.file}: the setting "output" is a folder: end it with / ("${text}/")`);
    command.setOptionValueWithSource(s.option, optionValue(option, text, read.file, s.key), 'config');
    used.push(`${s.key} ${text}`);
  }
  deps.stderr(`settings: ${read.file}${used.length > 0 ? ` (${used.join(', ')})` : ' (nothing this command uses)'}\n`);
}
