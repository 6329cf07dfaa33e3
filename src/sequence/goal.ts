/**
 * What `mathhammer needed` aims for, and how likely a defender's state distribution reaches it:
 * `destroyed`, `at-least K` models destroyed, `damage K` wounds lost, `below-half` (Below Half-strength,
 * docs/rules.md §9).
 */
import type { Goal } from '../report/index.js';
import type { DefenderOutcome, DefenderUnit } from '../rules/index.js';

export type { Goal };

export const GOAL_FORMS = ['destroyed', 'at-least K', 'damage K', 'below-half'] as const;

/** `destroyed`, `at-least 3` (or at-least:3, at-least=3), `damage 10`, `below-half`. */
export function parseGoal(text: string): { ok: true; value: Goal } | { ok: false; message: string } {
  const words = text.trim().toLowerCase().split(/[\s:=]+/).filter((w) => w !== '');
  const [name, k, ...rest] = words;
  const expected = `expected a goal: ${GOAL_FORMS.join(', ')} (e.g. --goal "at-least 3")`;
  if (name === undefined || rest.length > 0) return { ok: false, message: `${expected}, got ${JSON.stringify(text)}` };
  if (name === 'destroyed' || name === 'below-half') {
    if (k !== undefined) return { ok: false, message: `${name} takes no number, got ${JSON.stringify(text)}` };
    return { ok: true, value: { kind: name } };
  }
  if (name === 'at-least' || name === 'damage') {
    if (k === undefined || !/^\d+$/.test(k) || Number(k) < 1 || Number(k) > 10_000) {
      return { ok: false, message: `${name} needs a whole number from 1 to 10000, like "${name} 3", got ${JSON.stringify(text)}` };
    }
    return { ok: true, value: { kind: name, k: Number(k) } };
  }
  return { ok: false, message: `${expected}, got ${JSON.stringify(text)}` };
}

/**
 * Why the goal can never be met against this defender (more models or wounds than the unit has), or null:
 * a curve of 0% would answer a question the user did not mean to ask.
 */
export function unreachableGoal(goal: Goal, defender: DefenderUnit, name: string): string | null {
  const models = defender.groups.reduce((n, g) => n + g.count, 0);
  const wounds = defender.groups.reduce((n, g) => n + g.count * g.wounds, 0);
  if (goal.kind === 'at-least' && goal.k > models) {
    return `--goal "at-least ${goal.k}": ${name} has ${models} ${models === 1 ? 'model' : 'models'}, so at most ${models} can be destroyed; ask for at-least ${models} or fewer, or destroyed`;
  }
  if (goal.kind === 'damage' && goal.k > wounds) {
    return `--goal "damage ${goal.k}": ${name} has ${wounds} ${wounds === 1 ? 'wound' : 'wounds'} in all, so at most ${wounds} can be lost; ask for damage ${wounds} or fewer, or destroyed`;
  }
  return null;
}

/** `0.9`, `90%` or a number: the probability `needed` aims for, or null when it is none above 0 and at most 1. */
export function parseProbability(value: string | number): number | null {
  if (typeof value === 'number') return value > 0 && value <= 1 ? value : null;
  const text = value.trim();
  const percent = /^(\d+(?:\.\d+)?)\s*%$/.exec(text);
  const p = percent !== null ? Number(percent[1]) / 100 : /^\d*\.?\d+$/.test(text) ? Number(text) : NaN;
  return p > 0 && p <= 1 ? p : null;
}

function tail(pmf: readonly number[], k: number): number {
  let p = 0;
  for (let i = k; i < pmf.length; i++) p += pmf[i]!;
  return Math.min(1, p);
}

/** P(the goal is reached) in this state distribution. */
export function pGoal(goal: Goal, outcome: DefenderOutcome): number {
  switch (goal.kind) {
    case 'destroyed':
      return outcome.pWipe;
    case 'at-least':
      return tail(outcome.modelsDestroyed.pmf, goal.k);
    case 'damage':
      return tail(outcome.woundsLost.pmf, goal.k);
    case 'below-half':
      return outcome.pBelowHalf;
    default: {
      const unknown: never = goal;
      throw new TypeError(`pGoal: unknown goal ${JSON.stringify(unknown)}`);
    }
  }
}
