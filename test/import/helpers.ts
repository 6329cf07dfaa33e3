/** Seed exports (shipped in examples/datasheets/) and imports of them, for the import tests. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importDatasheet, type Imported, type ImportOptions } from '../../src/profile/import/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { formatAbility } from '../../src/profile/abilities.js';
import type { UnitProfile } from '../../src/profile/types.js';

export const SEEDS_DIR = fileURLToPath(new URL('../../examples/datasheets/', import.meta.url));
export const DAMAGED_DIR = fileURLToPath(new URL('../fixtures/import/', import.meta.url));
export const BUNDLED_DIR = fileURLToPath(new URL('../../profiles/', import.meta.url));

export const SEEDS = [
  'tau-empire-strike-team',
  'drukhari-starfangs',
  'genestealer-cults-medusa-carriage-battery',
  'astra-militarum-mukaali-riders',
] as const;
export type Seed = (typeof SEEDS)[number];

export function seedText(seed: Seed): string {
  return readFileSync(`${SEEDS_DIR}${seed}.txt`, 'utf8');
}

export function importText(text: string, options: Partial<ImportOptions> = {}): Imported {
  const result = importDatasheet(text, { file: 'seed.txt', ...options });
  if (!result.ok) throw new Error(`expected the import to succeed:\n${result.issues.map(formatIssue).join('\n')}`);
  return result.value;
}

export function importSeed(seed: Seed, stats?: readonly string[]): Imported {
  return importText(seedText(seed), { file: `${seed}.txt`, ...(stats === undefined ? {} : { stats }) });
}

/** Every issue of a failed import, formatted. */
export function importErrors(text: string, file = 'damaged.txt'): string[] {
  const result = importDatasheet(text, { file });
  if (result.ok) throw new Error('expected the import to fail');
  return result.issues.map(formatIssue);
}

/** "name | range | A | skill | S | AP | D | abilities" per weapon profile, as the seed tables print them. */
export function weaponTable(profile: UnitProfile): string[] {
  return profile.weapons.flatMap((entry) =>
    entry.variants.map((v) => {
      const w = v.weapon;
      const range = v.range === 'melee' ? 'Melee' : `${v.range}"`;
      const skill = w.skill === null ? 'N/A' : `${w.skill}+`;
      const requires = entry.requires.length === 0 ? '' : ` (requires ${entry.requires.join(', ')})`;
      return [w.name, range, w.attacks.text, skill, w.strength, w.ap, w.damage.text, w.abilities.map(formatAbility).join(' ')].join(' | ') + requires;
    }),
  );
}

/** Each model group as "count× name: weapons". */
export function kits(profile: UnitProfile): string[] {
  return profile.models.map((m) => `${m.count}× ${m.name}: ${m.weapons.map((c) => (c.count === 1 ? c.entry.name : `${c.count}x ${c.entry.name}`)).join(', ')}`);
}
