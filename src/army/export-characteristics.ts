/**
 * `import seed.txt --data DIR`: the characteristics a datasheet export lacks (it prints no M, T, Sv, W,
 * Ld or OC), taken from the same datasheet in the data, model by model. Never a guess: a model takes the
 * statline of the data's model of its name; else that of the data's models whose names extend its own by
 * whole words ("Fire Warrior" → "Fire Warrior w/ pulse rifle", "Medusa Carriage" → "Medusa Carriage
 * Battery") when they share one statline; else the one statline every model of the datasheet shares.
 * Otherwise it stays missing, with a warning saying why; each match by another name is said too.
 */
import type { Stats } from '../profile/import/index.js';
import { nameKey } from './names.js';
import type { ArmyModel, ArmyUnit } from './types.js';

/** A model group of the export and the characteristics it lacks. */
export type ExportedModel = { readonly name: string; readonly missing: readonly string[] };

export type FromData = {
  /** What each model of the export takes, by its name: only characteristics it lacks and the data has. */
  readonly byModel: ReadonlyMap<string, Stats>;
  /** How a model was matched when the names differ, and each model left without. */
  readonly warnings: readonly string[];
};

const CHARACTERISTICS = ['M', 'T', 'Sv', 'W', 'Ld', 'OC'] as const;

/** The key a model's name is compared by: "Mukaali Riders" and "Mukaali Rider" are one. */
function modelKey(name: string): string {
  return nameKey(name)
    .split(' ')
    .map((w) => w.replace(/s$/, ''))
    .join(' ');
}

/** One name is the other with words added before or after ("Fire Warrior" in "Fire Warrior w/ pulse rifle"). */
function extendsByWords(a: string, b: string): boolean {
  return a.startsWith(`${b} `) || a.endsWith(` ${b}`) || b.startsWith(`${a} `) || b.endsWith(` ${a}`);
}

function statline(stats: Stats): string {
  return CHARACTERISTICS.map((k) => stats[k] ?? '?').join(' ');
}

/** The one statline these models share, or undefined when they differ (or none has T, Sv and W). */
function shared(models: readonly ArmyModel[]): ArmyModel | undefined {
  const full = models.filter((m) => m.stats.T !== undefined && m.stats.Sv !== undefined && m.stats.W !== undefined);
  return full.length > 0 && new Set(full.map((m) => statline(m.stats))).size === 1 ? full[0] : undefined;
}

/** The characteristics asked for that the data gives. */
function only(stats: Stats, wanted: readonly string[]): Stats {
  const out: { -readonly [K in keyof Stats]?: number } = {};
  for (const k of CHARACTERISTICS) if (wanted.includes(k) && stats[k] !== undefined) out[k] = stats[k];
  return out;
}

export function characteristicsFromData(models: readonly ExportedModel[], unit: ArmyUnit): FromData {
  const data = [...unit.models, ...(unit.optional ?? [])];
  const names = [...new Set(data.map((m) => m.name))].join(', ');
  const byModel = new Map<string, Stats>();
  const warnings: string[] = [];
  const exact = new Map(models.map((m) => [m.name, data.find((d) => modelKey(d.name) === modelKey(m.name))]));
  const taken = new Set([...exact.values()].filter((d) => d !== undefined));
  for (const model of models) {
    if (model.missing.length === 0) continue;
    let source = exact.get(model.name);
    if (source === undefined) {
      const near = data.filter((d) => !taken.has(d) && extendsByWords(modelKey(d.name), modelKey(model.name)));
      source = shared(near);
      if (source !== undefined) {
        warnings.push(`the export's ${JSON.stringify(model.name)} has the characteristics of the data's ${[...new Set(near.map((d) => JSON.stringify(d.name)))].join(' and ')}`);
      } else if ((source = shared(data)) !== undefined) {
        warnings.push(`the data's ${JSON.stringify(unit.name)} has no model named ${JSON.stringify(model.name)}; its models (${names}) all have the same characteristics, which ${JSON.stringify(model.name)} takes`);
      }
    }
    const given = source === undefined ? {} : only(source.stats, model.missing);
    if (Object.keys(given).length === 0) {
      const why = source === undefined ? `no model of the data's ${JSON.stringify(unit.name)} is named ${JSON.stringify(model.name)} (it has ${names}, with different characteristics)` : `the data's ${JSON.stringify(source.name)} has no ${model.missing.join(', ')}`;
      warnings.push(`${why}: the characteristics of ${JSON.stringify(model.name)} stay missing; give them with --stats "${model.name}: M… T… Sv… W… Ld… OC…"`);
      continue;
    }
    byModel.set(model.name, given);
  }
  return { byModel, warnings };
}
