/**
 * Running a comparison: every column against every defender, each case planned and resolved exactly as
 * `mathhammer calc` does it (planFromOptions, then resolveAttack), so a cell is a calc run.
 *
 * Speed: planFromOptions reads the profiles from disk on every call, which for an 8 × 8 matrix costs more
 * than the engine. So cases are planned from profiles read once (planCalc with the same options), and
 * for each set of options used (by name: a new kind of option is what could be handled differently) the
 * first case is also planned by planFromOptions itself and the two plans compared. When they differ (an
 * option planFromOptions handles that this file does not know of), planFromOptions plans every case with
 * those options. Correct either way, fast when it can be.
 */
import { isDeepStrictEqual } from 'node:util';
import type { UnitProfile } from '../profile/index.js';
import type { CalcReport, CompareReport } from '../report/index.js';
import { EDITIONS, EngineLimitError, resolveAttack } from '../rules/index.js';
import type { ColumnPlan } from './compare-columns.js';
import { toRawOptions, type OptionLayer } from './compare-options.js';
import { loadAll } from './commands/load-side.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';
import { checkCombinations, planCalc, type CalcOptions, type CalcPlan } from './plan-calc.js';
import { planFromOptions, type RawScenarioOptions } from './scenario-options.js';

const COMMAND = 'compare';

/** Raw options that name profiles and loadouts: planFromOptions turns them into the two sides. */
const SIDE_KEYS = new Set(['loadout', 'defenderLoadout', 'leader', 'defenderLeader']);

/** Raw options the planner knows by another name. */
const RENAMED: Readonly<Record<string, string>> = { profile: 'profiles', effect: 'effects' };

/**
 * The planner's options from the raw ones, as planFromOptions builds them (unset keys left out). Should
 * they ever differ, the check in runComparison notices and planFromOptions is used instead.
 */
function calcOptions(raw: RawScenarioOptions): CalcOptions {
  const options: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) if (!SIDE_KEYS.has(key) && value !== undefined) options[RENAMED[key] ?? key] = value;
  return options as CalcOptions;
}

/** Profiles read once per comparison. */
export function profileCache(io: Io): (ref: string) => UnitProfile {
  const cache = new Map<string, UnitProfile>();
  return (ref) => {
    const known = cache.get(ref);
    if (known !== undefined) return known;
    const [profile] = loadAll(io, [ref]);
    if (profile === undefined) throw new TypeError(`profileCache: loadAll returned nothing for ${ref}`);
    cache.set(ref, profile);
    return profile;
  };
}

/** planFromOptions with profiles from the cache. */
function planCached(load: (ref: string) => UnitProfile, attackerRef: string, defenderRef: string, raw: RawScenarioOptions): CalcPlan {
  const options = calcOptions(raw);
  const problems = checkCombinations(options);
  if (problems.length > 0) throw new InputError(problems.map((p) => `mathhammer ${COMMAND}: ${p}`));
  const plan = planCalc(
    { profile: load(attackerRef), source: attackerRef, loadouts: raw.loadout ?? [], leaders: (raw.leader ?? []).map(load) },
    { profile: load(defenderRef), source: defenderRef, loadouts: raw.defenderLoadout ?? [], leaders: (raw.defenderLeader ?? []).map(load) },
    options,
  );
  if (!plan.ok) throw InputError.fromIssues(plan.issues);
  return plan.value;
}

function attempt<T>(run: () => T): { ok: true; value: T } | { ok: false; error: unknown } {
  try {
    return { ok: true, value: run() };
  } catch (error) {
    return { ok: false, error };
  }
}

export type ComparisonInput = {
  readonly columns: readonly ColumnPlan[];
  /** Defenders as the user named them, with their unique labels. */
  readonly defenders: readonly { readonly label: string; readonly source: string }[];
  /** Options common to every column, in order (a comparison file's, then the command line's). */
  readonly common: readonly OptionLayer[];
  readonly vary: readonly string[];
  readonly atLeast: readonly number[] | null;
};

/**
 * Every case planned and resolved; a user mistake is an InputError naming the case when there are several.
 * `load` reads a profile (profileCache).
 */
export function runComparison(io: Io, input: ComparisonInput, load: (ref: string) => UnitProfile): CompareReport {
  /** Whether the cached planner agreed with planFromOptions, by the names of the options set. */
  const trusted = new Map<string, boolean>();
  const several = input.columns.length * input.defenders.length > 1;
  const inCase = (column: ColumnPlan, defender: string, error: unknown): unknown => {
    const lines = error instanceof InputError ? error.lines : error instanceof EngineLimitError ? [`mathhammer: ${error.message}`] : undefined;
    if (lines === undefined) return error;
    return new InputError(several ? [`mathhammer ${COMMAND}: column "${column.label}" against ${defender}:`, ...lines.map((l) => `  ${l}`)] : [...lines]);
  };

  const cells: CalcReport[][] = input.defenders.map(() => []);
  input.columns.forEach((column) => {
    const raw = toRawOptions([...input.common, ...column.layers]);
    // `loadout` (what --loadouts varies) goes to the attacker's side as it is, in both planners.
    const kind = Object.keys(raw).filter((key) => key !== 'loadout').sort().join(',');
    input.defenders.forEach((defender, d) => {
      let plan: CalcPlan;
      const trust = trusted.get(kind);
      if (trust === undefined) {
        const reference = attempt(() => planFromOptions(io, COMMAND, column.attacker, defender.source, raw));
        if (!reference.ok) throw inCase(column, defender.label, reference.error);
        const cached = attempt(() => planCached(load, column.attacker, defender.source, raw));
        trusted.set(kind, cached.ok && isDeepStrictEqual(cached.value, reference.value));
        plan = reference.value;
      } else {
        const cached = trust ? attempt(() => planCached(load, column.attacker, defender.source, raw)) : undefined;
        if (cached?.ok === true) plan = cached.value;
        else {
          // The authority on errors too: the message calc would print.
          const reference = attempt(() => planFromOptions(io, COMMAND, column.attacker, defender.source, raw));
          if (!reference.ok) throw inCase(column, defender.label, reference.error);
          plan = reference.value;
        }
      }
      const result = attempt(() => resolveAttack(plan.scenario, EDITIONS[raw.rules]));
      if (!result.ok) throw inCase(column, defender.label, result.error);
      cells[d]?.push({ ...plan.report, result: result.value });
    });
  });

  return {
    columns: input.columns.map((c) => ({ label: c.label, base: c.base, variant: c.variant, attacker: c.attacker, options: [...c.argv] })),
    defenders: input.defenders.map((d) => ({ label: d.label, source: d.source })),
    cells,
    vary: [...input.vary],
    atLeast: input.atLeast,
  };
}
