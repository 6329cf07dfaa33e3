/**
 * Why some sentences about an attack's rolls are stated rather than read (explain.ts), in words that say
 * what the engine lacks: [PRECISION] for only the attacks that score a critical, a re-roll of one die of
 * each of several rolls, an Attacks characteristic halved, a hit on an unmodified 2+ whatever the BS,
 * modifiers ignored beyond the Hit roll's, a rule that excludes Psychic Attacks or saves only against them. Matched against a sentence in lower case,
 * plain spelling (normalise.ts), before explain.ts's broader reasons.
 */
export const ROLL_REASONS: readonly (readonly [RegExp, string])[] = [
  [
    /\b(?:if a critical (hit|wound) is scored|on a critical (hit|wound)), that attack has the \[precision\] ability/,
    "it gives [PRECISION] only to the attacks that score a Critical Hit or Wound, and the engine gives it to all of a weapon's attacks or none (against a target with no CHARACTER model it changes nothing)",
  ],
  [
    /\bre-roll one (?:hit|wound|damage) roll,? (?:and )?(?:you can )?re-roll one (?:hit|wound|damage) roll\b|\bre-roll one (?:hit|wound|damage) roll, one (?:hit|wound|damage) roll and one\b/,
    'it re-rolls one die of each of several rolls, and the engine re-rolls one die of one roll (--command-reroll)',
  ],
  [
    /\bre-roll one (?:hit|wound) roll(?:,? (?:or )?one (?:hit|wound|damage|advance|charge) roll|,? (?:or )?one saving throw)*(?: or you can re-roll one (?:hit|wound) roll)?\b/,
    'it re-rolls one die of one roll: not read as a change, but --command-reroll <roll> computes one such die exactly',
  ],
  [/\bhalve the attacks characteristic|\battacks characteristics? of [^.]*? (?:are|is) halved/, 'it halves the Attacks characteristic, which the engine has no knob for'],
  [/\bscores a hit on an unmodified hit roll of \d\+/, 'it makes an unmodified Hit roll of 2+ a hit whatever the BS and its modifiers, which no knob of the engine gives'],
  [/\bignore any or all modifiers to (?:their|its) characteristics and\/or to any roll\b/, 'it ignores modifiers to every characteristic and roll of its models, and the engine ignores only those that worsen the Hit roll or BS/WS'],
  [/\bignore\b[^.]*\bmodifiers\b[^.]*\bwound roll\b/, 'it ignores modifiers to the Wound roll too, and the engine ignores only those that worsen the Hit roll or BS/WS'],
  [/\(excluding psychic attacks\)/, 'it excludes Psychic Attacks, and a rule cannot name the weapons it changes by an ability they lack'],
  [/\binvulnerable save against psychic attacks\b/, 'its invulnerable save holds against Psychic Attacks (and some attackers) only, which no invulnerable save of the engine does'],
];
