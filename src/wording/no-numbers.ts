/**
 * Sentences that speak of attacks in words the reader looks for ("Stealth", "makes a melee attack", "the
 * Lone Operative ability") but change no number of one: whom a leader can join, which units a list may
 * include, which units an attack may select as targets, Command points or Objective Control won after an
 * attack. They are left out of a reading like any sentence with no attack words (read-sentence.ts).
 */

const NO_NUMBER: readonly RegExp[] = [
  // A Leader's datasheet ability: the units it can be attached to (a list, "Stealth Battlesuits" among them).
  /^this model can be attached to the following units?\b/,
  // A detachment's list building: "You can include up to one of each of the following units: …".
  /^you can include up to (?:one|two|three|\d+)(?: of each)? of the following units\b/,
  // Targeting: Lone Operative limits which units can be selected, never a roll of the attack.
  /^each time this (?:model|unit) makes a (?:ranged )?attack, when selecting targets for that attack, you can ignore the lone operative ability$/,
  // What an attack that destroyed a unit wins: Command points, Objective Control (11e and 10e alike).
  /^each time a model in this (?:model's )?unit makes a (?:melee )?attack that destroys one or more enemy units, roll one d6: on a \d\+, you gain \d+ cp$/,
  /^the first time a model in this (?:model's )?unit makes a (?:melee )?attack that destroys one or more enemy units, until the end of the battle, (?:while this (?:model's )?unit is not battle-shocked, )?add \d+ to this model's objective control characteristic$/,
  // One-man Army, Multi-threat Eliminator: the model shoots in the opponent's turn, with attacks of its own as ever.
  /^once per turn, in your opponent's shooting phase, when an enemy unit makes a ranged attack that targets a friendly [a-z' ]+ unit within \d+" of (?:this model|a model with this ability), after that enemy (?:unit )?has shot, [a-z0-9" ]+? can shoot as if it were your shooting phase, but (?:it )?must target (?:only )?that enemy unit when doing so, and can only do so if that enemy unit is an eligible target$/,
];

/** The sentence (lower case, without its final stop) changes no number of an attack. */
export function changesNoNumber(sentence: string): boolean {
  return NO_NUMBER.some((pattern) => pattern.test(sentence));
}
