/**
 * Several attacks in order against one defender unit (docs/rules.md §13): the defender's exact state
 * distribution (which models are gone, how damaged the current one is, per model group) is carried from
 * each step to the next, and each step is one whole attack (attack-step.ts) from that distribution.
 */
import { resolveStep, type LabelledDist } from './attack-step.js';
import { battleShock, forcedTest } from './battle-shock.js';
import {
  defenderSpace, groupModelsDestroyed, modelsDestroyed, strengthInState, UNDAMAGED, woundsLost, type AllocationOrder, type DefenderSpace,
} from './defender-space.js';
import type { EditionRules } from './editions.js';
import { mixHazards, mixMortalSources, mixWeapons } from './mix-results.js';
import { prepareStep, type PreparedStep } from './prepared-step.js';
import { defenderOutcome, summarize } from './summary.js';
import type {
  DefenderUnit, Scenario, Sequence, SequenceOptions, SequenceResult, SequenceStep, SequenceStepResult, StateDependentStep, StepAlone, StateFact, StateFacts,
} from './types.js';
import { workBudget } from './work-budget.js';

/**
 * Resolve the steps in order (docs/rules.md §13). Step k starts from the distribution step k − 1 ended
 * with: its mortal-wound sources before the attacks, target selection ([BLAST]'s models, the 10e
 * Toughness), its weapons, (10e) its deferred [DEVASTATING WOUNDS] and its sources after the attacks all
 * act on the models still there, as one attack would (§11: within the step, not after the sequence). A step
 * may be a StateDependentStep: its starting distribution is split by the facts it names, each part
 * resolved under the scenario for its facts, and the parts added as distributions over states (13.3).
 *
 * Per step: its weapons, mortal-wound sources, hazard, Command Re-roll and forced battle-shock (as
 * resolveAttack reports them, mixed over a state-dependent step's parts), what it alone did (`alone`:
 * expected values always; distributions with the option `stepAlone`, which costs time) and the unit
 * after it (`after`). The result's unit-level fields are those after the last step, and its battle-shock
 * test is judged then (13.4). A one-step sequence reports exactly what resolveAttack does.
 *
 * Steps that are the same Scenario object (or the same StateDependentStep meeting the same facts) share
 * their planning, so N copies of one attack cost little more than N steps of the chain, and their
 * `after` fields give the N → P(goal) curve (destroyed: `pWipe`; at least K models: `modelsDestroyed`;
 * damage ≥ K: `woundsLost`; below half: `pBelowHalf`).
 *
 * Each step has the work limit of one attack (EngineLimitError past it). Programmer errors (no steps, a
 * step against other model groups, parts of one step firing different weapons) are RangeErrors.
 */
export function resolveSequence(sequence: Sequence, rules: EditionRules, options: SequenceOptions = {}): SequenceResult {
  const { defender, steps } = sequence;
  if (steps.length === 0) throw new RangeError('resolveSequence: the sequence has no steps');
  const stepAlone = options.stepAlone ?? false;
  const planning = planner(defender, rules);
  let space = defenderSpace(defender, ['normal'], 0);
  let dist = new Float64Array(space.size);
  dist[UNDAMAGED] = 1;
  let lostSoFar = 0; // the most wounds lost in a state with mass
  const results: SequenceStepResult[] = [];

  for (const [index, step] of steps.entries()) {
    const name = `step ${index + 1}`;
    let parts = planning.parts(step, space, dist, name);
    const orders = [...new Set([...space.orders, ...parts.flatMap((part) => part.step.orders)])];
    const depth = lostSoFar + Math.max(...parts.map((part) => part.step.maxLoss));
    if (orders.length > space.orders.length || depth > space.depth) {
      // the states this step's losses (or a [PRECISION] weapon's order) can reach join the space
      const wider = defenderSpace(defender, ORDERS.filter((o) => orders.includes(o)), Math.max(depth, space.depth));
      parts = parts.map((part) => ({ ...part, dist: moveToSpace(part.dist, space, wider) }));
      space = wider;
    }
    const budget = workBudget();
    const resolved = parts.map((part) => ({ part, end: resolveStep(part.step, space, labelled(space, part.dist, stepAlone), budget) }));
    dist = new Float64Array(space.size);
    for (const { end } of resolved) for (const part of end.ends.values()) addInto(dist, part);
    for (let s = 0; s < dist.length; s++) if (dist[s] !== 0) lostSoFar = Math.max(lostSoFar, woundsLost(space, s));

    const total = parts.reduce((sum, part) => sum + part.p, 0);
    const weights = parts.map((part) => part.p / total);
    const mortalSources = mixMortalSources(weights, resolved.map((r) => r.end.mortalSources), name);
    const hazard = mixHazards(weights, parts.map((part) => part.step.hazard));
    const reroll = parts[0]!.step.scenario.commandReroll;
    const sameReroll = parts.every((part) => JSON.stringify(part.step.scenario.commandReroll) === JSON.stringify(reroll));
    const six = parts[0]!.step.scenario.changeToSix;
    const sameSix = parts.every((part) => JSON.stringify(part.step.scenario.changeToSix) === JSON.stringify(six));
    const forced = forcedBattleShock(space, resolved);
    const after = defenderOutcome(space, dist);
    const before = results[results.length - 1]?.after;
    results.push({
      weapons: mixWeapons(weights, resolved.map((r) => r.end.weapons()), name),
      ...(mortalSources.length === 0 ? {} : { mortalSources }),
      ...(hazard === undefined ? {} : { hazard }),
      ...(reroll !== undefined && sameReroll ? { commandReroll: reroll } : {}),
      ...(six !== undefined && sameSix ? { changeToSix: six } : {}),
      ...(forced === undefined ? {} : { forcedBattleShock: forced }),
      ...('dependsOn' in step ? { parts: parts.map((part) => ({ facts: part.facts, p: part.p })) } : {}),
      alone: {
        expectedWoundsLost: after.woundsLost.mean - (before?.woundsLost.mean ?? 0),
        expectedModelsDestroyed: after.modelsDestroyed.mean - (before?.modelsDestroyed.mean ?? 0),
        ...(stepAlone ? aloneDistributions(space, resolved.map((r) => r.end.ends)) : {}),
      },
      after,
    });
  }
  const final = results[results.length - 1]!.after;
  const shock = battleShock(defender, final, rules, undefined);
  return { edition: rules.id, ...final, steps: results, ...(shock === undefined ? {} : { battleShock: shock }) };
}

const ORDERS: readonly AllocationOrder[] = ['normal', 'precision'];

/** A part of a step's starting distribution (over every state of the space) and the attack it meets. */
type Part = { readonly step: PreparedStep; readonly facts: Partial<StateFacts>; readonly p: number; readonly dist: Float64Array };

/**
 * Plans each step's parts, remembering what it prepared: a Scenario once, and a StateDependentStep's
 * scenario once per distinct set of facts, however often they recur.
 */
function planner(defender: DefenderUnit, rules: EditionRules) {
  const prepared = new Map<Scenario, PreparedStep>();
  const byFacts = new Map<StateDependentStep, Map<string, PreparedStep>>();
  const prepare = (scenario: Scenario, name: string): PreparedStep => {
    const known = prepared.get(scenario);
    if (known !== undefined) return known;
    checkGroups(defender, scenario.defender, name);
    const step = prepareStep(scenario, rules);
    prepared.set(scenario, step);
    return step;
  };
  return {
    parts(step: SequenceStep, space: DefenderSpace, dist: Float64Array, name: string): Part[] {
      if (!('dependsOn' in step)) return [{ step: prepare(step, name), facts: {}, p: 1, dist }];
      const cache = byFacts.get(step) ?? byFacts.set(step, new Map()).get(step)!;
      const parts = new Map<string, { facts: Partial<StateFacts>; p: number; dist: Float64Array }>();
      for (let s = 0; s < dist.length; s++) {
        if (dist[s] === 0) continue;
        const facts = factsOf(space, s, step.dependsOn);
        const key = JSON.stringify(facts);
        const part = parts.get(key) ?? parts.set(key, { facts, p: 0, dist: new Float64Array(dist.length) }).get(key)!;
        part.p += dist[s]!;
        part.dist[s] = dist[s]!;
      }
      return [...parts].map(([key, part]) => {
        const planned = cache.get(key) ?? cache.set(key, prepare(step.scenario(part.facts as StateFacts), name)).get(key)!;
        return { step: planned, ...part };
      });
    },
  };
}

/** The named facts of state s (docs/rules.md 13.3). */
function factsOf(space: DefenderSpace, s: number, names: readonly StateFact[]): Partial<StateFacts> {
  const { left, full } = strengthInState(space, s);
  const all: { readonly [K in StateFact]: () => StateFacts[K] } = {
    modelsLeft: () => space.startingModels - modelsDestroyed(space, s),
    modelsLeftByGroup: () => space.groups.map((g, i) => g.count - groupModelsDestroyed(space, i, s)),
    woundsLost: () => woundsLost(space, s),
    belowHalf: () => 2 * left < full,
    atOrBelowHalf: () => 2 * left <= full,
  };
  return Object.fromEntries([...new Set(names)].sort().map((name) => [name, all[name]()]));
}

/** Every step attacks the same models (13.1): a defender with other model groups is a programmer error. */
function checkGroups(defender: DefenderUnit, other: DefenderUnit, name: string): void {
  const shape = (unit: DefenderUnit) =>
    JSON.stringify(unit.groups.map((g) => [
      g.count, g.wounds, g.toughness, g.save, g.invuln ?? null, g.invulnRanged ?? null, g.invulnMelee ?? null,
      g.feelNoPain ?? null, g.feelNoPainMortal ?? null, g.feelNoPainPsychic ?? null, g.character, g.leader,
    ]));
  if (shape(defender) !== shape(other)) {
    throw new RangeError(`resolveSequence: ${name} attacks "${other.name}", whose model groups differ from those of the sequence's defender "${defender.name}"`);
  }
}

/**
 * The part's states with mass, each labelled by the wounds lost and models destroyed before the step
 * (when the step alone is wanted), so that what the step did can be told from where it started.
 */
function labelled(space: DefenderSpace, dist: Float64Array, stepAlone: boolean): LabelledDist {
  const states: number[] = [];
  for (let s = 0; s < dist.length; s++) if (dist[s] !== 0) states.push(s);
  const frame = Int32Array.from(states);
  const parts = new Map<number, Float64Array>();
  frame.forEach((s, i) => {
    const label = stepAlone ? startLabel(space, s) : 0;
    const part = parts.get(label) ?? parts.set(label, new Float64Array(frame.length)).get(label)!;
    part[i] = dist[s]!;
  });
  return { frame, parts };
}

function startLabel(space: DefenderSpace, s: number): number {
  return woundsLost(space, s) * (space.startingModels + 1) + modelsDestroyed(space, s);
}

/** What the step alone did: the losses at the end less those its label started with, over every part. */
function aloneDistributions(space: DefenderSpace, ends: readonly ReadonlyMap<number, Float64Array>[]): Pick<StepAlone, 'woundsLost' | 'modelsDestroyed'> {
  const wounds = new Float64Array(space.capacity.reduce((a, b) => a + b, 0) + 1);
  const models = new Float64Array(space.startingModels + 1);
  for (const byLabel of ends) {
    for (const [label, dist] of byLabel) {
      const lostBefore = Math.floor(label / (space.startingModels + 1));
      const destroyedBefore = label % (space.startingModels + 1);
      for (let s = 0; s < dist.length; s++) {
        const p = dist[s]!;
        if (p === 0) continue;
        wounds[woundsLost(space, s) - lostBefore]! += p;
        models[modelsDestroyed(space, s) - destroyedBefore]! += p;
      }
    }
  }
  return { woundsLost: summarize(wounds), modelsDestroyed: summarize(models) };
}

/** A test the step forces right after it (§12): P(the unit survives the step and fails it), over its parts. */
function forcedBattleShock(
  space: DefenderSpace,
  resolved: readonly { readonly part: Part; readonly end: { readonly ends: ReadonlyMap<number, Float64Array> } }[],
): SequenceStepResult['forcedBattleShock'] {
  let result: SequenceStepResult['forcedBattleShock'];
  for (const { part, end } of resolved) {
    const { forcedBattleShock: forced, defender } = part.step.scenario;
    if (forced === undefined || defender.leadership === undefined) continue;
    const dist = new Float64Array(space.size);
    for (const part of end.ends.values()) addInto(dist, part);
    let wiped = 0;
    for (let s = 0; s < dist.length; s++) if (dist[s] !== 0 && modelsDestroyed(space, s) === space.startingModels) wiped += dist[s]!;
    const test = forcedTest(defender.leadership, forced, part.p - wiped);
    result = result === undefined ? test : { ...result, pFail: result.pFail + test.pFail };
  }
  return result;
}

/** A distribution over the states of `from` on the states of `to`, a space of the same unit with more orders. */
function moveToSpace(dist: Float64Array, from: DefenderSpace, to: DefenderSpace): Float64Array {
  const out = new Float64Array(to.size);
  for (let s = 0; s < dist.length; s++) if (dist[s] !== 0) out[to.stateOf(from.code[s]!)] = dist[s]!;
  return out;
}

function addInto(into: Float64Array, x: Float64Array): void {
  for (let s = 0; s < x.length; s++) into[s]! += x[s]!;
}
