/**
 * The matchup matrix (issue 28): every unit of one army against every unit of the other, for a phase or
 * both, one direction or both, each cell exactly the `calc` of that attacker against that target with the
 * same options (docs/api.md, "Matchups").
 */
import { readSide, lazyData, type ReadSide, type SideInput, type SideReader } from './matchup-sides.js';
import { loadMatchupFile, parseSets, RANK_METRICS, runMatchup, unitLayers, type MatchupFile, type MatchupInput, type MatchupReport, type Phase, type RankMetric, type SideKey, type UnitOptions } from '../matchup/index.js';
import { mergeLayers, ScenarioError, withRulesOf, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import { toMatchupJson, type MatchupJson } from '../report/index.js';
import type { EditionId } from '../rules/index.js';
import { isString, optionalList, optionalString, requireRecord, shown } from './arguments.js';
import { dataFolderLoader } from './army.js';
import { contextProblem, isUnitProfile, loaderOf, type ApiContext } from './context.js';
import { optionLayer, type OptionsInput } from './options.js';

export type { ReadSide, SideInput } from './matchup-sides.js';

export type MatchupRequest = {
  /** Your side: a roster or pasted list file, a folder of YAML profiles, names separated by commas, or a list of units. */
  readonly mine?: SideInput;
  /** Theirs, the same ways. */
  readonly theirs?: SideInput;
  /** A matchup file (YAML: the sides, options, each unit's own), from the context's working directory; the request's fields win over its. */
  readonly file?: string;
  /** `shooting` (default), `melee`, or `both` (a matrix for each). */
  readonly phase?: Phase | 'both';
  /** Theirs against mine too. */
  readonly bothWays?: boolean;
  /** Options for every cell, as calc takes them. */
  readonly options?: OptionsInput;
  /** `"unit: options"`: a unit's own options when it attacks (by label, or by name for each of that name). */
  readonly set?: readonly string[];
  /** `"unit: options"`: a unit's own options when it is attacked (cover, its loadout as a target). */
  readonly setTarget?: readonly string[];
  /** What ranks attackers and marks the best for each target (default `points`: points removed). */
  readonly by?: RankMetric;
  /** A BattleScribe data folder: pasted lists are resolved in it, and any other name is a datasheet of it. */
  readonly data?: string;
  /** A directory to keep the data folder's index in between runs. */
  readonly cache?: string;
};

const PHASES: Readonly<Record<string, readonly Phase[]>> = { shooting: ['shooting'], melee: ['melee'], both: ['shooting', 'melee'] };

function isSide(value: unknown): value is SideInput {
  return (typeof value === 'string' && value.trim() !== '') || (Array.isArray(value) && value.length > 0 && value.every((v) => typeof v === 'string' || isUnitProfile(v)));
}

/** The request with its matchup file read in: both sides known, each unit's options gathered. */
export type CheckedMatchup = Omit<MatchupRequest, 'mine' | 'theirs' | 'set' | 'setTarget'> & {
  readonly mine: SideInput;
  readonly theirs: SideInput;
  /** The file's `options:`, under the command line's and the request's. */
  readonly fileOptions: OptionLayer;
  readonly attacking: readonly UnitOptions[];
  readonly attacked: readonly UnitOptions[];
};

/** A request from a JavaScript caller checked against MatchupRequest, and its file read; options are checked where read. */
function checkRequest(request: unknown, cwd: string): CheckedMatchup {
  const fields = requireRecord(request, 'the matchup request', "{ mine: 'my-army.rosz', theirs: 'their-list.txt', data: 'bsdata' }");
  optionalString(fields.file, 'file', "'matchup.yaml'");
  let file: MatchupFile | undefined;
  if (typeof fields.file === 'string') {
    const loaded = loadMatchupFile(fields.file, cwd);
    if (!loaded.ok) throw ScenarioError.fromIssues(loaded.issues);
    file = loaded.value;
  }
  const merged: Record<string, unknown> = { ...fields, mine: fields.mine ?? file?.mine, theirs: fields.theirs ?? file?.theirs, phase: fields.phase ?? file?.phase, bothWays: fields.bothWays ?? file?.bothWays, by: fields.by ?? file?.by };
  for (const key of ['mine', 'theirs'] as const) {
    if (!isSide(merged[key])) {
      const missing = merged[key] === undefined ? ` (give it${file === undefined ? '' : `, or \`${key}:\` in ${file.file}`})` : '';
      throw new ScenarioError([`${key} must be a roster or list file, a folder of profiles, names separated by commas, or a list of units, got ${shown(merged[key])}${missing}`]);
    }
  }
  if (merged.phase !== undefined && !(typeof merged.phase === 'string' && Object.hasOwn(PHASES, merged.phase))) {
    throw new ScenarioError([`phase must be shooting, melee or both, got ${shown(merged.phase)}`]);
  }
  if (merged.by !== undefined && !(RANK_METRICS as readonly unknown[]).includes(merged.by)) throw new ScenarioError([`by must be one of ${RANK_METRICS.join(', ')}, got ${shown(merged.by)}`]);
  if (merged.bothWays !== undefined && typeof merged.bothWays !== 'boolean') throw new ScenarioError([`bothWays must be true or false, got ${shown(merged.bothWays)}`]);
  const set = optionalList(fields.set, 'set', '"unit: options" texts', "['Pathfinder Team: stationary']", isString) ?? [];
  const setTarget = optionalList(fields.setTarget, 'setTarget', '"unit: options" texts', "['Kroot Carnivores: cover']", isString) ?? [];
  optionalString(fields.data, 'data', "'bsdata-10e'");
  optionalString(fields.cache, 'cache', "'.cache'");
  const usage: string[] = [];
  const attacking = [...(file?.attacking ?? []), ...parseSets('--set', set, usage)];
  const attacked = [...(file?.attacked ?? []), ...parseSets('--set-target', setTarget, usage)];
  if (usage.length > 0) throw new ScenarioError(usage);
  const { set: _set, setTarget: _setTarget, file: _file, ...rest } = merged as MatchupRequest;
  return { ...rest, mine: merged.mine as SideInput, theirs: merged.theirs as SideInput, fileOptions: file?.options.layer ?? {}, attacking, attacked };
}

/** The rules: as asked, else the edition of the army data the sides come from, else the default. */
function rulesOf(asked: OptionLayer, sides: readonly ReadSide[], notes: string[]): OptionLayer {
  const editions = [...new Set(sides.map((s) => s.edition).filter((e): e is EditionId => e !== null))];
  if (asked.rules !== undefined) {
    const other = editions.filter((e) => e !== asked.rules);
    if (other.length > 0) notes.push(`units from ${other.join(' and ')} data are computed under --rules ${String(asked.rules)}`);
    return {};
  }
  if (editions.length > 1) notes.push(`the sides come from ${editions.join(' and ')} data: computed under ${editions[0]} rules (give --rules to choose)`);
  return editions.length === 0 ? {} : { rules: editions[0] };
}

/** The loader answering each side's units by their refs, and anything else (leaders, --leader) as before. */
function sidesLoader(base: ProfileLoader, sides: readonly ReadSide[]): ProfileLoader {
  return withRulesOf(base, (ref) => {
    for (const side of sides) {
      const profile = side.profiles.get(ref);
      if (profile !== undefined) return { ok: true, value: profile };
    }
    return base(ref);
  });
}

/** Where one side's units are read from: the loader of named units, and the data folder of pasted lists. */
export type MatchupReader = SideReader;

/** The request checked (a JavaScript caller's too) and the reader of its sides. Throws ScenarioError. */
export function matchupReader(request: MatchupRequest, context: ApiContext = {}): { checked: CheckedMatchup; reader: MatchupReader } {
  const problem = contextProblem(context);
  if (problem !== undefined) throw new ScenarioError([problem]);
  const cwd = context.cwd ?? process.cwd();
  const checked = checkRequest(request, cwd);
  const cache = checked.cache === undefined ? {} : { cache: checked.cache };
  const load = context.loader === undefined && checked.data !== undefined ? dataFolderLoader(checked.data, cache, context) : loaderOf(context);
  return { checked, reader: { load, cwd, data: lazyData(checked.data, checked.cache, cwd) } };
}

/** One side read: its units (each with its profile) and what reading it noticed. */
export function readMatchupSide(key: SideKey, checked: CheckedMatchup, reader: MatchupReader): ReadSide {
  return readSide(key, checked[key], reader);
}

/**
 * The matrices' input from the sides read: the options of every cell and of each unit, the rules (as
 * asked, else the data's edition), and the loader answering each unit's ref. Throws ScenarioError for
 * mistakes that leave nothing to compute (a side with no unit, a --set naming no unit).
 */
export function prepareMatchup(checked: CheckedMatchup, reader: MatchupReader, sides: readonly [ReadSide, ReadSide], common: OptionLayer = {}): { input: MatchupInput; load: ProfileLoader } {
  const problems = sides.flatMap((s) => s.problems.map((p) => `${s.side.key}: ${p}`));
  const notes = sides.flatMap((s) => s.notes.map((n) => `${s.side.key}: ${n}`));
  const empty = sides.filter((s) => s.side.units.length === 0);
  if (empty.length > 0) throw new ScenarioError([...problems, ...empty.map((s) => `${s.side.key} (${s.side.source}): no unit to compute`)]);

  const layers = [checked.fileOptions, common, ...(checked.options === undefined ? [] : [optionLayer(checked.options)])];
  const asked = mergeLayers(layers);
  const usage: string[] = [];
  const units = sides.flatMap((s) => s.side.units);
  const attacking = unitLayers(checked.attacking, units, usage);
  const defending = unitLayers(checked.attacked, units, usage);
  if (asked.phase !== undefined) usage.push("give the phase as the matchup's own phase (--phase shooting|melee|both), not among the options");
  if (usage.length > 0) throw new ScenarioError(usage);
  const all = [rulesOf(asked, sides, notes), ...layers];
  const input: MatchupInput = {
    mine: sides[0].side,
    theirs: sides[1].side,
    phases: PHASES[checked.phase ?? 'shooting']!,
    bothWays: checked.bothWays === true,
    common: all,
    attacking,
    defending,
    rules: (mergeLayers(all).rules as EditionId | undefined) ?? '11e',
    // Points removed rank by default when every unit has points; else models destroyed (a matrix of
    // "\u2013" for targets without points would say nothing).
    by: checked.by ?? (units.every((u) => u.points !== null) ? 'points' : 'models'),
    problems,
    notes,
  };
  return { input, load: sidesLoader(reader.load, sides) };
}

/**
 * The matchup report (the renderers' input). `common` is the options for every cell as a layer (the
 * command line passes what it set explicitly); the request's `options` go on top. Throws ScenarioError
 * for mistakes that leave nothing to compute; a unit or a cell that cannot be computed is in the report's
 * `problems` and the rest is computed.
 */
export function matchupReport(request: MatchupRequest, context: ApiContext = {}, common: OptionLayer = {}): MatchupReport {
  const { checked, reader } = matchupReader(request, context);
  return matchupOnOneThread(checked, reader, common);
}

/** Both sides read, then every cell, here. */
export function matchupOnOneThread(checked: CheckedMatchup, reader: MatchupReader, common: OptionLayer): MatchupReport {
  const sides = [readMatchupSide('mine', checked, reader), readMatchupSide('theirs', checked, reader)] as const;
  const { input, load } = prepareMatchup(checked, reader, sides, common);
  return runMatchup(input, load);
}

/** `mathhammer matchup --json` as an object (docs/json.md, "Matchup"). Throws ScenarioError. */
export function matchup(request: MatchupRequest, context: ApiContext = {}): MatchupJson {
  return toMatchupJson(matchupReport(request, context));
}

