/**
 * The shooting plan (issue 28): each of my units to one of theirs, maximising expected points destroyed,
 * expected models destroyed or P(destroying named targets), every target's outcome an exact sequence
 * of its attackers (docs/plan.md, docs/api.md "Shooting plans"). The sides, options and each unit's own
 * are read as the matchup reads them.
 */
import { runPlan, type PlanInput } from '../assign/index.js';
import { ScenarioError, type OptionLayer, type ProfileLoader } from '../plan/index.js';
import { toPlanJson, type PlanJson, type PlanReport } from '../report/index.js';
import { isString, optionalList, requireRecord, shown } from './arguments.js';
import type { ApiContext } from './context.js';
import { matchupReader, prepareMatchup, readMatchupSide, type MatchupRequest } from './matchup.js';

export type PlanRequest = Omit<MatchupRequest, 'phase' | 'bothWays' | 'by'> & {
  /** `shooting` (default) or `melee`. */
  readonly phase?: 'shooting' | 'melee';
  /** `points` (expected points destroyed; the default when every target has points) or `models`. */
  readonly goal?: 'points' | 'models';
  /** Targets to destroy, by label or name: the goal becomes their P(destroyed), `goal` the tie-break's fallback. */
  readonly mustKill?: readonly string[];
  /** How many runner-up plans to report (default 2, at most 10). */
  readonly runnersUp?: number;
  /** Split fire: each weapon group of a unit may attack another target (shooting only; default false). */
  readonly splitFire?: boolean;
};

/** The request checked and its sides read: the plan's input and the loader of its units. Throws ScenarioError. */
export function planInput(request: PlanRequest, context: ApiContext = {}, common: OptionLayer = {}): { input: PlanInput; load: ProfileLoader } {
  const fields = requireRecord(request, 'the plan request', "{ mine: 'strike-team,mukaali-riders', theirs: 'meq,teq,vehicle' }");
  if (fields.phase !== undefined && fields.phase !== 'shooting' && fields.phase !== 'melee') {
    throw new ScenarioError([`phase must be shooting or melee (a plan is for one phase), got ${shown(fields.phase)}`]);
  }
  if (fields.goal !== undefined && fields.goal !== 'points' && fields.goal !== 'models') throw new ScenarioError([`goal must be points or models, got ${shown(fields.goal)}`]);
  const mustKill = optionalList(fields.mustKill, 'mustKill', 'unit names', "['Knight Paladin']", isString) ?? [];
  const runnersUp = fields.runnersUp;
  if (runnersUp !== undefined && !(Number.isInteger(runnersUp) && (runnersUp as number) >= 0 && (runnersUp as number) <= 10)) {
    throw new ScenarioError([`runnersUp must be a whole number from 0 to 10, got ${shown(runnersUp)}`]);
  }
  if (fields.splitFire !== undefined && typeof fields.splitFire !== 'boolean') throw new ScenarioError([`splitFire must be true or false, got ${shown(fields.splitFire)}`]);
  const { goal, mustKill: _mustKill, runnersUp: _runnersUp, splitFire, ...rest } = request;
  const { checked, reader } = matchupReader(rest, context);
  if (checked.phase === 'both') throw new ScenarioError([`a plan is for one phase, and ${rest.file ?? 'the matchup file'} says both: give --phase shooting or --phase melee (phase: in the request)`]);
  const sides = [readMatchupSide('mine', checked, reader), readMatchupSide('theirs', checked, reader)] as const;
  const { input, load } = prepareMatchup({ ...checked, bothWays: false }, reader, sides, common);
  const notes = checked.bothWays === true ? ['both-ways is left out: a plan is for mine attacking theirs'] : [];
  return {
    input: {
      matchup: { ...input, notes: [...input.notes, ...notes] },
      phase: input.phases[0] ?? 'shooting',
      ...(goal === undefined ? {} : { goal }),
      mustKill,
      ...(runnersUp === undefined ? {} : { runnersUp: runnersUp as number }),
      ...(splitFire === true ? { splitFire } : {}),
    },
    load,
  };
}

/** The plan report (the renderers' input). Throws ScenarioError for mistakes that leave nothing to compute. */
export function planReport(request: PlanRequest, context: ApiContext = {}, common: OptionLayer = {}): PlanReport {
  const { input, load } = planInput(request, context, common);
  return runPlan(input, load);
}

/** `mathhammer plan --json` as an object (docs/json.md, "Plan"). Throws ScenarioError. */
export function plan(request: PlanRequest, context: ApiContext = {}): PlanJson {
  return toPlanJson(planReport(request, context));
}
