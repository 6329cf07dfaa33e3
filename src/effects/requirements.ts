/** Does a requirement hold for this attack? `unmet` says why not, in words a player recognises. */
import type { Conditions, DefenderUnit, EditionId } from '../rules/index.js';
import { FLAG_TEXT, phaseText, requirementText } from './text.js';
import type { EffectPhase, Requirement, Situation } from './types.js';

/** What an effect is checked against: the scenario so far, and what the user said about the battlefield. */
export type EffectState = {
  readonly edition: EditionId;
  readonly situation: Situation;
  readonly conditions: Conditions;
  readonly attacker: { readonly name: string; readonly keywords: readonly string[] };
  readonly defender: DefenderUnit;
  /** Whether a CHARACTER leads the attacking unit, and the target (an attached Leader). */
  readonly led?: { readonly attacker: boolean; readonly target: boolean };
};

/** Keywords compare in upper case with one kind of apostrophe: the seeds print T’AU, profiles T'AU. */
export function normaliseKeyword(keyword: string): string {
  return keyword.trim().toUpperCase().replace(/[\u2018\u2019`\u00B4]/g, "'").replace(/\s+/g, ' ');
}

export function currentPhase(conditions: Conditions): EffectPhase {
  if (conditions.phase === 'melee') return 'fight';
  return conditions.overwatch === true ? 'overwatch' : 'shooting';
}

/**
 * Whether a unit with keywords `has` has `keyword`: itself, or the keywords a rule's text runs together
 * ("Heretic Astartes Infantry" is HERETIC ASTARTES and INFANTRY), each word of it in one of them.
 */
export function hasKeyword(has: ReadonlySet<string>, keyword: string): boolean {
  // A rule's "Aspect Warriors" is the datasheets' "Aspect Warrior", its "Dire Avenger" their "Dire Avengers".
  const holds = (k: string): boolean => has.has(k) || has.has(`${k}S`) || (k.endsWith('S') && has.has(k.slice(0, -1)));
  const key = normaliseKeyword(keyword);
  if (holds(key)) return true;
  const words = key.split(' ');
  // Can words[from..] be cut into keywords the unit has?
  const cut = (from: number): boolean => from === words.length || words.some((_, to) => to >= from && holds(words.slice(from, to + 1).join(' ')) && cut(to + 1));
  return words.length > 1 && cut(0);
}

function list(words: readonly string[]): string {
  return words.join(', ');
}

/** Why the requirement does not hold, or null when it does. */
export function unmet(req: Requirement, state: EffectState): string | null {
  switch (req.kind) {
    case 'phase': {
      const phase = currentPhase(state.conditions);
      return req.phases.includes(phase) ? null : `it needs ${req.phases.map(phaseText).join(' or ')}, not ${phaseText(phase).replace(/ \(.*\)$/, '')}`;
    }
    case 'round': {
      const round = state.situation.round;
      if (round === undefined) return `it needs --round (battle rounds ${req.from}–${req.to})`;
      return round >= req.from && round <= req.to ? null : `battle round ${round} is not one of battle rounds ${req.from}–${req.to}`;
    }
    case 'flag':
      return state.situation[req.flag] === true ? null : `it needs ${FLAG_TEXT[req.flag].option} (${FLAG_TEXT[req.flag].text})`;
    case 'keywords': {
      const unit = req.unit === 'attacker' ? state.attacker : state.defender;
      const who = `${req.unit === 'attacker' ? 'the attacker' : 'the target'} (${unit.name})`;
      const has = new Set(unit.keywords.map(normaliseKeyword));
      const missing = (req.all ?? []).filter((k) => !hasKeyword(has, k));
      if (missing.length > 0) return `${who} is not ${list(missing)}`;
      if (req.any !== undefined && !req.any.some((k) => hasKeyword(has, k))) return `${who} is not ${req.any.join(' or ')}`;
      const excluded = (req.none ?? []).filter((k) => hasKeyword(has, k));
      if (excluded.length > 0) return `${who} is ${list(excluded)}`;
      return null;
    }
    case 'condition':
      return state.conditions[req.condition] === true ? null : `it needs ${requirementText(req)}`;
    case 'led':
      return state.led?.[req.unit] === true ? null : `it needs ${requirementText(req)}`;
    case 'visible':
      return state.conditions.indirect === true && state.situation.visible !== true ? 'the target is not visible (--indirect without --visible)' : null;
    case 'command-reroll-roll':
      return state.situation.commandReroll === undefined ? `it needs ${requirementText(req)}` : null;
    case 'any':
      return req.of.some((alternative) => alternative.every((r) => unmet(r, state) === null)) ? null : `it needs ${requirementText(req)}`;
    default: {
      const unknown: never = req;
      throw new TypeError(`unmet: unknown requirement ${JSON.stringify(unknown)}`);
    }
  }
}

/** Every reason the requirements do not hold (empty when they all do). */
export function unmetAll(requirements: readonly Requirement[], state: EffectState): string[] {
  return requirements.map((r) => unmet(r, state)).filter((r): r is string => r !== null);
}
