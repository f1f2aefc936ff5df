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
import { UsageError } from '../../base/diagnostics.js';

interface ProfilesCliOptions {
  format: 'table' | 'json';
}

export function registerProfilesCommand(program: Command, deps: CliDeps): void {
  program
    .command('profiles')
    .description("list the scoring profiles (the conventions of a federation or a program), or show one profile's values and their sources")
    .argument('[name]', 'the profile to show')
    .addOption(new Option('--format <format>', 'output format').choices(['table', 'json']).default('table'))
    .action((name: string | undefined, opts: ProfilesCliOptions) => {
      if (name === undefined) {
        deps.stdout(opts.format === 'json' ? JSON.stringify(PROFILES.map(profileJson), null, 2) + '\n' : renderProfileList(PROFILES));
        return;
      }
      const profile = profileByName(name);
      if (!profile) throw new UsageError(`no profile "${name}" (expected one of ${PROFILES.map((p) => p.name).join(', ')})`);
      deps.stdout(opts.format === 'json' ? JSON.stringify(profileJson(profile), null, 2) + '\n' : renderProfile(profile));
    });
}
