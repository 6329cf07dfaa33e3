/**
 * Why some sentences the reader cannot read are not modelled, in words a player recognises (explain.ts
 * tries these first): a Leader given Stealth alone, the number of attacks re-rolled.
 */
export const MORE_REASONS: readonly (readonly [RegExp, string])[] = [
  // 10e Stealth holds when every model of the unit has it: the Leader's own says nothing of its Bodyguard's.
  [/\bleading an? [a-z' -]+ unit, it has the [^.]*\bstealth abilit/, "it gives the Leader alone the Stealth ability, which helps its attached unit only if every model has it (not modelled)"],
  [/\bre-roll the (?:dice|result|roll) to determine the number of attacks\b|\broll to determine the number of attacks made with\b/, 'it re-rolls the number of attacks (the engine has no knob for it)'],
];
