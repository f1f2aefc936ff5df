/**
 * A profile's values, and the scorer's options they give: the bridge between the conventions as data and
 * `scorePairs`. The scoring method and everything that is not a convention (names, rulings, qualification)
 * come from elsewhere: `base`.
 *
 * @example
 * scoringOptionsOf(valuesOf(ruterNoProfile), defaultPairsOptions).tiebreak //=> 'sd-ruter'
 */
import type { PairsScoringOptions } from '../model/scored.js';
import type { PublishedLines, PublishedRounding } from '../model/settings.js';
import type { PartialSessionRule, Profile, ProfileSettings, ProfileValues, Setting } from '../model/settings.js';

/** The published rounding of a program whose files show no exact half rounded otherwise. */
export const PUBLISHED_HALF_AWAY: Setting<PublishedRounding> = {
  value: 'half-away',
  basis: 'assumption',
  source: 'an exact half shown rounded away from zero (48.125 % as 48.13), as bridgescore shows it; no file of the program here shows otherwise',
};

/** Traveller lines published with the values the totals are made of: every program but Compscore. */
export const PUBLISHED_LINES_FACTORED: Setting<PublishedLines> = {
  value: 'factored',
  basis: 'assumption',
  source: "each traveller line published with the matchpoints the totals add up (Neuberg's values where Neuberg applies)",
};

/** NBF 3.3.1 as the rule of a body or program whose own rule for a pair that missed a session is not known here. */
export const PARTIAL_SESSIONS_NBF_DEFAULT: Setting<PartialSessionRule> = {
  value: 'total',
  basis: 'assumption',
  source: 'no rule of its own found for a pair that missed a session; NBF 3.3.1 (most points wins): ranked on its total against a whole event',
};

/** The rule for a pair that missed a session: the one given (`--partial-sessions`), else the profile's. */
export function partialSessionsRule(profile: Profile, given?: PartialSessionRule): PartialSessionRule {
  return given ?? profile.partialSessions.value;
}

export function valuesOf(profile: Profile): ProfileValues {
  const s = profile.settings;
  return {
    factoring: s.factoring.value,
    neubergN: s.neubergN.value,
    smallGroups: s.smallGroups.value,
    sessionAverage: s.sessionAverage.value,
    sitOut: s.sitOut.value,
    impAveragePlus: s.impAveragePlus.value,
    butlerDrop: s.butlerDrop.value,
    datumRounding: s.datumRounding.value,
    crossImpLines: s.crossImpLines.value,
    crossImpTotals: s.crossImpTotals.value,
    acrossSections: s.acrossSections.value,
    winners: s.winners.value,
    mpDisplay: s.mpDisplay.value,
    boardMpDecimals: s.boardMpDecimals.value,
    tiebreak: s.tiebreak.value,
    publishedRounding: s.publishedRounding.value,
    publishedLines: s.publishedLines.value,
  };
}

/** The scorer's options for these conventions; the method and the event's own settings from `base`. */
export function scoringOptionsOf(v: ProfileValues, base: PairsScoringOptions): PairsScoringOptions {
  const { boardMpDecimals: _decimals, crossImpLines: _lines, ...rest } = base;
  return {
    ...rest,
    factoring: v.factoring,
    neubergN: v.neubergN,
    smallGroups: v.smallGroups,
    sessionAverage: v.sessionAverage,
    sitOut: v.sitOut,
    impAveragePlus: v.impAveragePlus,
    butler: { drop: v.butlerDrop, rounding: v.datumRounding },
    ...(v.crossImpLines === 'per-comparison' ? { crossImpLines: v.crossImpLines } : {}),
    crossImpTotals: v.crossImpLines === 'per-comparison' && v.crossImpTotals === 'per-comparison' ? 'raw' : v.crossImpTotals,
    acrossSections: v.acrossSections,
    winners: v.winners,
    ...(v.boardMpDecimals === 'exact' ? {} : { boardMpDecimals: v.boardMpDecimals }),
    tiebreak: v.tiebreak,
  };
}

/** The values behind scorer options (and the display): the inverse of `scoringOptionsOf`, for reports. */
export function valuesFromOptions(
  o: PairsScoringOptions,
  mpDisplay: ProfileValues['mpDisplay'],
  publishedRounding: ProfileValues['publishedRounding'] = 'half-away',
  publishedLines: ProfileValues['publishedLines'] = 'factored',
): ProfileValues {
  return {
    factoring: o.factoring,
    neubergN: o.neubergN,
    smallGroups: o.smallGroups,
    sessionAverage: o.sessionAverage,
    sitOut: o.sitOut,
    impAveragePlus: o.impAveragePlus,
    butlerDrop: o.butler.drop,
    datumRounding: o.butler.rounding,
    crossImpLines: o.crossImpLines ?? 'raw',
    crossImpTotals: o.crossImpTotals,
    acrossSections: o.acrossSections,
    winners: o.winners,
    mpDisplay,
    boardMpDecimals: o.boardMpDecimals ?? 'exact',
    tiebreak: o.tiebreak,
    publishedRounding,
    publishedLines,
  };
}

/**
 * Another profile's settings for a program that follows it: each value stands, its source says whose it is,
 * and what was evidence or documentation for the other program is only an assumption for this one.
 */
export function inheritedSettings(parent: Profile): ProfileSettings {
  const out: Record<string, Setting<unknown>> = {};
  for (const [key, setting] of Object.entries(parent.settings) as [string, Setting<unknown>][]) {
    out[key] = {
      value: setting.value,
      basis: setting.basis === 'rule' ? 'rule' : 'assumption',
      source: setting.basis === 'rule' ? setting.source : `as ${parent.title}: ${setting.source}`,
    };
  }
  return out as unknown as ProfileSettings;
}
