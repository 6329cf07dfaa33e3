/**
 * One change for either of two attacks: "Each time a model in this unit makes a ranged attack that targets the
 * closest eligible target, or makes a melee attack in a turn in which it made a Charge move, improve the
 * Strength characteristic of that attack by 2" is that change for each, read as two sentences ("Each time a
 * model in this unit makes a ranged attack that targets the closest eligible target, improve … by 2." and "Each
 * time a model in this unit makes a melee attack in a turn in which it made a Charge move, improve … by 2."),
 * each with its own conditions only.
 */
import { plainText } from '../normalise.js';

const EITHER = /^(each time (a model in this unit|this model|the bearer) makes an? [^,]+?), or makes (an? (?:ranged |melee )?attack[^,]*?), ((?:add|subtract|improve|worsen|re-roll|you can re-roll) [^,;]+?)\.?$/i;

export function eitherAttack(sentence: string): string[] {
  const m = EITHER.exec(plainText(sentence));
  if (m === null) return [sentence];
  const [, first, who, second, change] = m;
  return [`${first}, ${change}.`, `Each time ${who} makes ${second}, ${change}.`];
}
