/**
 * Why some sentences the reader cannot read are not modelled, in words a player recognises (explain.ts
 * tries these first): a Leader given Stealth alone, the number of attacks re-rolled.
 */
export const MORE_REASONS: readonly (readonly [RegExp, string])[] = [
  // 10e Stealth holds when every model of the unit has it: the Leader's own says nothing of its Bodyguard's.
  [/\bleading an? [a-z' -]+ unit, it has the [^.]*\bstealth abilit/, "it gives the Leader alone the Stealth ability, which helps its attached unit only if every model has it (not modelled)"],
  [/\bre-roll the (?:dice|result|roll) to determine the number of attacks\b|\broll to determine the number of attacks made with\b/, 'it re-rolls the number of attacks (the engine has no knob for it)'],
  [/\bhas an attacks characteristic of \d+/, "it sets a weapon's Attacks characteristic to a value (the engine has no knob for it)"],
  [/^while an enemy unit is only within engagement range of one or more fortifications? from your army/, 'it worsens your own ranged attacks, except with Pistols, on an enemy unit engaged only with your Fortifications (not modelled)'],
  // context/loadout.ts reads the bearer's loadout only: a model with one of that weapon has one of that name too.
  [/^if a model in this unit is equipped with (?:2|two) /, 'it holds for the models equipped with two of a weapon, and a change reaches every weapon of that name in the unit (not modelled)'],
  [/\bwhen selecting an ability for the [a-z' -]+ detachment rule, you can also select from\b/, "it adds options to another rule's choice (not modelled)"],
  [/\buses an act of faith to substitute a saving throw\b/, 'it changes how an Act of Faith substitutes a saving throw (Miracle dice, not modelled)'],
];
