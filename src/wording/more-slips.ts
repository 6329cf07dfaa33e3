/**
 * More slips of the data's wording (normalise.ts applies them with its own): a bracket closed late ("[IGNORES
 * COVER abilities]"), a word left out ("melee equipped by the bearer", "weapons equipped in the bearer's
 * unit"), a stray "that" or comma, and an aura's distance measured from a model of the unit by its name
 * ("within 6" of this unit's Szarekh model"), which is the rule's model.
 */
export const MORE_SLIPS: readonly (readonly [RegExp, string])[] = [
  [/\[ignores cover abilities\]/gi, '[IGNORES COVER] abilities'],
  [/\bworsen that armour penetration characteristic of that attack\b/gi, 'worsen the Armour Penetration characteristic of that attack'],
  [/\bmelee equipped by\b/gi, 'melee weapons equipped by'],
  [/\bumodified\b/gi, 'unmodified'],
  // 11e's reminder of what suppressed means, after "That enemy unit is suppressed until …": that unit's attacks.
  [/\(While a unit is suppressed, it has -1 to hit rolls\.\)/g, 'While that enemy unit is suppressed, each time a model in that unit makes an attack, subtract 1 from the Hit roll.'],
  [/\bweapons equipped in the bearer's unit\b/gi, "weapons equipped by models in the bearer's unit"],
  [/\b(abilit(?:y|ies)) and, (each time)\b/gi, '$1 and $2'],
  [/\b(improve) the strength and armour penetration characteristic of ([a-z]+ weapons) equipped by the wearer of (\d)\b/gi, '$1 the Strength and Armour Penetration characteristics of $2 equipped by the bearer by $3'],
  // "While an ^Anathema Psykana unit …": a keyword's markup half written.
  [/(^|\s)\^(?=[a-z])/gi, '$1'],
  // "While an ANATHEMA PSYKANA unit is within 6" of this unit, each time a model in that ANATHEMA PSYKANA unit makes an attack": that unit.
  // (A named group: normalise.ts joins every slip into one search, where a numbered one would be another's.)
  [/\b(while an? (?:friendly |enemy )?(?<auraUnit>[a-z][a-z' -]*?) unit is within \d+" of [^,]*, each time a model in that) \k<auraUnit> unit\b/gi, '$1 unit'],
  [/\bwithin (\d+)" of (?:this unit's [a-z]+ model|makari)\b/gi, 'within $1" of this model'],
  // "…, take a Leadership test for that unit: if passed, …, you can re-roll the Hit roll; if failed, …, re-roll a
  // Hit roll of 1": the re-roll of 1s holds either way, the full re-roll when the test is passed (named).
  [/\b(?<vaLead>while this model is leading a unit, )(?<vaWhen>each time that unit is selected to (?:fight|shoot)), take a leadership test for that unit: if passed, (?<vaPassed>until the end of the phase, each time a model in that unit makes an attack, you can re-roll the (?<vaRoll>hit|wound) roll); if failed, (?<vaFailed>until the end of the phase, each time a model in that unit makes an attack, re-roll a \k<vaRoll> roll of 1)\.?$/gi, '$<vaLead>$<vaWhen>, $<vaFailed>. While this model is leading a unit, $<vaWhen>, if the Leadership test taken for that unit is passed, $<vaPassed>.'],
];
