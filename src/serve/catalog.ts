/**
 * What the page offers to choose from, asked of the command line once per server: the bundled profiles,
 * the data folder's units and factions (when one is set: --data, MATHHAMMER_DATA or the config file, as
 * for calc), the named effects, and the scenario options.
 */
import { lines, type Run } from './answer.js';
import type { PageOption } from './question.js';

export type Catalog = {
  readonly profiles: readonly unknown[];
  readonly effects: readonly { name: string; faction: string; side: string }[];
  /** The data folder's datasheets, or null when none is set. */
  readonly data: { readonly folder: string; readonly edition: string | null; readonly units: readonly { name: string; faction: string }[]; readonly factions: readonly string[] } | null;
  /** Why the data folder set could not be read (its units are then missing). */
  readonly problems: readonly string[];
  readonly options: readonly PageOption[];
};

type UnitJson = { name: string; faction: string; catalogue: string };
type UnitsJson = { folder: string; edition: string | null; units: UnitJson[] };

/**
 * The datasheets by the names that pick each: a name that several datasheets share gets the qualifier
 * that calc takes ("Test Walker (Test Guard)"): its faction where that tells them apart, else its
 * catalogue (src/army/lookup.ts). Entries alike in both are one datasheet listed twice.
 */
export function pickableNames(units: readonly UnitJson[]): { name: string; faction: string }[] {
  const alike = (a: UnitJson, b: UnitJson) => a.name.toLowerCase() === b.name.toLowerCase();
  return units.map((unit) => {
    const others = units.filter((o) => alike(o, unit) && (o.faction !== unit.faction || o.catalogue !== unit.catalogue));
    if (others.length === 0) return { name: unit.name, faction: unit.faction };
    const qualifier = others.every((o) => o.faction !== unit.faction) ? unit.faction : unit.catalogue;
    return { name: `${unit.name} (${qualifier})`, faction: unit.faction };
  });
}
type EffectJson = { name: string; faction: string; side: string };

async function listed<T>(run: Run, argv: readonly string[]): Promise<{ value: T } | { problems: string[] }> {
  const result = await run(argv);
  return result.code === 0 ? { value: JSON.parse(result.stdout) as T } : { problems: lines(result.stderr) };
}

export async function readCatalog(run: Run, extra: readonly string[], options: readonly PageOption[]): Promise<Catalog> {
  const problems: string[] = [];
  const profiles = await listed<unknown[]>(run, ['profiles', '--json']);
  const effects = await listed<EffectJson[]>(run, ['effects', '--json']);
  const units = await listed<UnitsJson>(run, ['units', '--json', ...extra]);
  for (const list of [profiles, effects]) if ('problems' in list) problems.push(...list.problems);
  let data: Catalog['data'] = null;
  if ('value' in units) {
    const { folder, edition } = units.value;
    const found = pickableNames(units.value.units);
    data = { folder, edition, units: found, factions: [...new Set(found.map((u) => u.faction))].sort() };
  } else if (!units.problems.some((line) => line.includes('no data folder'))) {
    problems.push(...units.problems);
  }
  return {
    profiles: 'value' in profiles ? profiles.value : [],
    effects: 'value' in effects ? effects.value.map((e) => ({ name: e.name, faction: e.faction, side: e.side })) : [],
    data,
    problems,
    options,
  };
}

export type UnitChoices = { readonly loadouts: readonly { name: string; description: string }[] };

/**
 * One unit's loadouts (for a datasheet also its unit sizes), as `mathhammer show --json` lists them, for
 * the page's loadout boxes; or the lines show prints when the unit cannot be read.
 */
export async function unitChoices(run: Run, extra: readonly string[], name: string): Promise<{ value: UnitChoices } | { problems: string[] }> {
  if (name.trim() === '' || name.startsWith('-')) return { problems: [`mathhammer serve: name: give a bundled profile or a datasheet name, not ${JSON.stringify(name)}`] };
  const shown = await listed<{ loadouts: { name: string; description: string }[] }>(run, ['show', '--json', ...extra, '--', name]);
  return 'value' in shown ? { value: { loadouts: shown.value.loadouts.map((l) => ({ name: l.name, description: l.description })) } } : shown;
}
