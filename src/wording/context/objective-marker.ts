/**
 * "If it is within range of your Vowed objective marker, …", "if that model's unit is within range of your
 * Acquisition objective marker, or if the target of that attack is within range of your Acquisition
 * objective marker, …": an objective marker the army marked, which the player asserts by naming the rule.
 */
import type { Phrase } from '../state.js';

const WHO = "(it|the bearer|this model|this unit|that model's unit|the target of that attack)";

function whose(who: string): string {
  if (who === 'the target of that attack') return 'the target';
  return /unit$/.test(who) ? 'the attacking unit' : 'the attacking model';
}

export const MARKED_OBJECTIVE: Phrase = {
  pattern: new RegExp(`^if ${WHO} is within range of your ([a-z][a-z'-]*) objective marker(?:,? or if ${WHO} is within range of your \\2 objective marker)?,? `),
  read: (m, state) => {
    const [, first, marker, second] = m;
    const name = `${marker!.charAt(0).toUpperCase()}${marker!.slice(1)}`;
    const who = second === undefined ? whose(first!) : `${whose(first!)} or ${whose(second)}`;
    state.assumes.push(`${who} is within range of your ${name} objective marker`);
  },
};

/** "While the bearer is leading a unit that is within range of your Acquisition objective marker, …". */
export const LEADING_AT_MARKED_OBJECTIVE: Phrase = {
  pattern: /^while (?:this model|the bearer) is leading a unit that is within range of your ([a-z][a-z'-]*) objective marker,? /,
  read: (m, state) => {
    state.leading = true;
    state.assumes.push(`the unit it leads is within range of your ${m[1]!.charAt(0).toUpperCase()}${m[1]!.slice(1)} objective marker`);
  },
};
