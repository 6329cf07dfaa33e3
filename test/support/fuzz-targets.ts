/** The fuzz targets and their seeds: the profile loader and the datasheet importer. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkProfile, planCalc, type Side } from '../../src/plan/index.js';
import { importDatasheet } from '../../src/profile/import/index.js';
import { parseProfile, type UnitProfile } from '../../src/profile/index.js';
import type { FuzzTarget } from './fuzz.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

function yamlFiles(dir: string): string[] {
  return readdirSync(dir)
    .filter((f) => f.endsWith('.yaml') && statSync(join(dir, f)).isFile())
    .map((f) => readFileSync(join(dir, f), 'utf8'));
}

export const PROFILE_SEEDS = [
  ...yamlFiles(join(ROOT, 'profiles')),
  ...yamlFiles(join(ROOT, 'test', 'fixtures', 'profiles')),
  ...yamlFiles(join(ROOT, 'test', 'fixtures', 'invalid')),
];

const DATASHEET_DIR = join(ROOT, 'examples', 'datasheets');

/** The four datasheet exports shipped in examples/datasheets. */
export const DATASHEET_SEEDS = (() => {
  try {
    return readdirSync(DATASHEET_DIR).filter((f) => f.endsWith('.txt')).map((f) => readFileSync(join(DATASHEET_DIR, f), 'utf8'));
  } catch {
    return [];
  }
})();

/** What the CLI does with a profile that parsed: resolve every loadout, plan it as attacker and as defender. */
function planEverything(value: unknown): void {
  const profile = value as UnitProfile;
  // loadProfile replaces `leader:` references by the profiles they name; parseProfile leaves them.
  const loaded: UnitProfile = { ...profile, leaders: profile.leaders.filter((l) => !('ref' in l)) };
  checkProfile(loaded);
  const side: Side = { profile: loaded, source: 'fuzz.yaml', loadouts: [], leaders: [] };
  for (const phase of ['shooting', 'melee'] as const) planCalc(side, side, { rules: '11e', phase });
}

export const PROFILE_LOADER: FuzzTarget = { name: 'parseProfile', parse: parseProfile, afterParse: planEverything };

export const DATASHEET_IMPORTER: FuzzTarget = {
  name: 'importDatasheet',
  parse: (text, file) => importDatasheet(text, { file }),
  afterParse: (value) => {
    const imported = value as { yaml: string };
    const reparsed = parseProfile(imported.yaml, 'imported.yaml');
    if (!reparsed.ok) throw new Error(`the imported YAML does not load: ${reparsed.issues[0]?.message}`);
    planEverything(reparsed.value);
  },
};
