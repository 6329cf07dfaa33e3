/**
 * Defensive rules whose change the engine cannot make, and why, in words that say which attacks they touch
 * (explain.ts): one attack of the sequence cancelled, saves or Feel No Pain that hold only against some of
 * the attacks of one weapon profile, an invulnerable save that holds against Psychic Attacks only.
 * Matched against a sentence in lower case, plain spelling (normalise.ts), when no shape read it.
 */

export const DEFENCE_REASONS: readonly (readonly [RegExp, string])[] = [
  // "Once per turn, the first time a saving throw is failed for the bearer's unit, change the Damage
  // characteristic of that attack to 0", "Once per battle, when an attack is allocated to this model, you can
  // change …": one attack of the sequence does nothing — the first one failed, or one the player picks.
  [
    /\b(?:once|twice) per (?:battle round|battle|turn|phase)\b.*\bchange the damage characteristic of (?:that|the) attack to 0\b|^if (?:it|they|you) do(?:es)?,? change the damage characteristic of (?:that|the) attack to 0\b/,
    'it changes the Damage of one attack to 0, once per battle, round, turn or phase (the first save failed, or an attack the player picks): the engine has no knob that cancels one attack of a sequence',
  ],
  // "Each time an attack with a Damage characteristic of 1 is allocated to a model in this unit, add 1 to any
  // armour saving throw made against that attack", "… that model has the Feel No Pain 4+ ability against
  // that attack".
  [
    /\beach time an attack with an? (?:unmodified )?damage characteristic of 1 is allocated\b/,
    "it holds only against attacks whose Damage characteristic is 1: the engine has no Feel No Pain that depends on the attack's Damage (only a bonus to armour saves)",
  ],
  // "Each time an invulnerable saving throw is made for a model in this unit, re-roll a saving throw of 1".
  [
    /\beach time an invulnerable saving throw is made\b/,
    "it re-rolls invulnerable saving throws only: the engine re-rolls a model's saving throw whichever save it uses (no knob for one kind of save)",
  ],
  // "While this model is leading a unit, other Character models attached to that unit have the Feel No Pain 4+
  // ability": the other leaders of the unit, not this one, which a rule's models by keyword cannot say.
  [/\bother character models attached to that unit\b/, 'it is for the other CHARACTER models attached to the unit (not the rule\'s own model), which the reader cannot tell apart'],
  // Boarding Actions' "Rules Adaptions": "The Gaunt's Ghosts unit loses the Covert Stealth Team ability".
  [/\blose(?:s)? the [a-z'\u2019 !-]+? abilit(?:y|ies)\b/, "it takes a rule away from a unit (a mission's adaptation), which the reader does not do: the unit's rules are still applied"],
  [/\bthe feel no pain \d\+ ability they gain stays in effect\b/, "it keeps another rule's Feel No Pain in effect after that rule ends (it changes how another rule applies: not modelled)"],
  // Kustom Force Field: "If it does, until the end of the phase, this invulnerable save is improved to 4+" (the
  // save a sentence before gives, against ranged attacks only: a sentence is read on its own).
  [/(?:^|, )this invulnerable save is improved to \d\+$/, 'it improves the invulnerable save another sentence gives without saying against which attacks, which a sentence read on its own cannot tell (not modelled)'],
  // Unquestioning Fanaticism: "If that CHARACTER model is a MAGUS, …, that model has the Feel No Pain 3+ ability
  // while leading that unit" (the units a sentence before names).
  [/^if that character model is an? [a-z]/, 'it is for the leader of the units a sentence before names, which a sentence read on its own cannot tell (not modelled)'],
  // Embittered: "… change the Attacks characteristic of this model's Dead Man's Hand to 12".
  [/\bchange the attacks characteristic of [^.]* to \d+\b/, "it sets a weapon's Attacks characteristic to a value (no engine knob)"],
  // "This invulnerable save is improved to 4+ against Psychic Attacks".
  [/\binvulnerable save\b[^.]*\bagainst psychic attacks\b/, 'its invulnerable save holds against Psychic Attacks only: the engine has no invulnerable save for one kind of weapon but ranged or melee'],
];
