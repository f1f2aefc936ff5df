/**
 * `bridgescore profiles` as text and JSON: the list of profiles, and one profile's every value with its source
 * and how well it is known (a rule, a real file, the body's documentation, or an assumption). Pure writers.
 *
 * @example
 * renderProfileList(PROFILES) //=> "name           conventions of\nnbf            NBF 2024 (Norway), the default …"
 */
import { KNOB_LABEL, KNOB_OPTION, KNOB_ORDER, knobText } from './knobs.js';
import type { Basis, Profile } from '../model/settings.js';

const BASIS_TEXT: Record<Basis, string> = {
  rule: 'rule',
  evidence: 'evidence',
  documented: 'documented',
  assumption: 'assumption',
};

export function renderProfileList(profiles: readonly Profile[]): string {
  const width = Math.max(...profiles.map((p) => p.name.length), 4);
  const out = [`${'name'.padEnd(width)}  conventions of`];
  for (const p of profiles) out.push(`${p.name.padEnd(width)}  ${p.title}: ${p.summary}`);
  out.push('', 'bridgescore profiles NAME shows every value with its source; pairs --profile NAME uses them (any option given overrides one).');
  return out.join('\n') + '\n';
}

export function renderProfile(p: Profile): string {
  const out = [`${p.name}: ${p.title}`, `  ${p.summary}`];
  if (p.programs.length > 0) out.push(`  found in files made by: ${p.programs.join(', ')}${p.countries ? ` (played in: ${p.countries.join(', ')})` : ''}`);
  out.push('');
  const label = (k: (typeof KNOB_ORDER)[number]) => `${KNOB_LABEL[k]} (${KNOB_OPTION[k]})`;
  const labelWidth = Math.max(...KNOB_ORDER.map((k) => label(k).length));
  const valueWidth = Math.max(...KNOB_ORDER.map((k) => knobText(k, p.settings[k].value).length));
  for (const key of KNOB_ORDER) {
    const s = p.settings[key];
    out.push(`  ${label(key).padEnd(labelWidth)}  ${knobText(key, s.value).padEnd(valueWidth)}  [${BASIS_TEXT[s.basis]}] ${s.source}`);
  }
  const partial = p.partialSessions;
  out.push(`  a pair that missed a session (--partial-sessions)  ${partial.value}  [${BASIS_TEXT[partial.basis]}] ${partial.source}`);
  out.push('', '  [rule] a regulation or the Laws; [evidence] a real file shows it; [documented] published, no file here; [assumption] our reading');
  return out.join('\n') + '\n';
}

/** A stable machine form: the profile's values and sources, keys in the report's order. */
export function profileJson(p: Profile): unknown {
  return {
    name: p.name,
    title: p.title,
    summary: p.summary,
    programs: p.programs,
    countries: p.countries ?? [],
    settings: Object.fromEntries(
      KNOB_ORDER.map((k) => [k, { option: KNOB_OPTION[k], value: p.settings[k].value, basis: p.settings[k].basis, source: p.settings[k].source }]),
    ),
  };
}
