/**
 * `bridgescore profiles [NAME]`: the scoring profiles (every contested convention of a body or a program at
 * once), or one profile's values, each with its source. `pairs --profile NAME` scores with them.
 *
 * @example
 * bridgescore profiles ruter-no
 */
import { Option, type Command } from 'commander';
import { PROFILES, profileByName } from '../../profiles/index.js';
import { profileJson, renderProfile, renderProfileList } from '../../profiles/describe.js';
import type { CliDeps } from '../deps.js';
import { PRETTY_HELP, prettyJson } from '../json-layout.js';
import { jsonText } from '../../text/json-text.js';
import { UsageError } from '../../base/diagnostics.js';

interface ProfilesCliOptions {
  format: 'table' | 'json';
  pretty?: boolean;
}

export function registerProfilesCommand(program: Command, deps: CliDeps): void {
  program
    .command('profiles')
    .description("list the scoring profiles (the conventions of a federation or a program), or show one profile's values and their sources")
    .argument('[name]', 'the profile to show')
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json']).default('table'))
    .option('--pretty', PRETTY_HELP)
    .action((name: string | undefined, opts: ProfilesCliOptions) => {
      const pretty = prettyJson(deps, opts.pretty, undefined);
      if (name === undefined) {
        deps.stdout(opts.format === 'json' ? jsonText(PROFILES.map(profileJson), pretty) : renderProfileList(PROFILES));
        return;
      }
      const profile = profileByName(name);
      if (!profile) throw new UsageError(`no profile "${name}" (expected one of ${PROFILES.map((p) => p.name).join(', ')})`);
      deps.stdout(opts.format === 'json' ? jsonText(profileJson(profile), pretty) : renderProfile(profile));
    });
}
