/**
 * A change written inside another sentence under a condition of its own, made a sentence of its own that
 * goes on from the first: "Each time this model makes an attack that targets a VEHICLE, improve the
 * Strength … by 1 (if that attack targets a FORTIFICATION unit, improve … by 2 instead)." and "…, re-roll
 * a Hit roll of 1 and, if that unit is within range of an objective marker you do not control, you can
 * re-roll the Hit roll instead." The second part keeps the first's subject and conditions (read-sentence.ts
 * reads a sentence with no subject of its own as going on about the one before it), adds its own condition,
 * and is added to the first ("as well") or replaces it ("instead", read-rule.ts and instead.ts).
 *
 * Only a part that starts with "if" and ends with "as well" or "instead"; a condition on the target alone
 * after "and," is left where it is (reorder.ts reads it after its change).
 */

/** "A (if C, B instead)." */
const IN_PARENTHESES = /^(.*?[^\s(]) \((if [^()]+?, [^()]+? (?:instead|as well))\)\s*\.?$/i;

/** "A and, if C, B as well." ("and, if" as the data writes it, with or without the comma before "and"). */
const AFTER_AND = /^(.*?[^\s,]),? and,? (if (?!that attack targets|the target)[^,;()]+, [^;()]+? (?:instead|as well))\s*\.?$/i;

const capital = (text: string): string => `${text.charAt(0).toUpperCase()}${text.slice(1)}`;

/** "You can spend 1 Pain token; if you do, …": the use offered, then what it does. */
const IF_USED = /^(.*?[^\s;]); (if (?:you|it) do(?:es)?, .+)$/i;

/** "…, this unit does not have the Fights First ability, but instead, each time …": what it loses, then what it gains. */
const BUT_INSTEAD = /^(.*?[^\s,]),? but instead, (each time .+)$/i;

/**
 * "If this model is equipped with 2 dread killsaws, those weapons have the [TWIN-LINKED] ability": those
 * weapons are the ones it names.
 */
const EQUIPPED_WITH = /^(if this model is equipped with (?:\d|two) ([a-z][a-z' -]*?)), those weapons (have|gain) /i;

/** The sentence as one or two: the first part, then the part with a condition of its own. */
export function followOns(sentence: string): string[] {
  const equipped = EQUIPPED_WITH.exec(sentence);
  if (equipped !== null) return [`${equipped[1]}, this model's ${equipped[2]} ${equipped[3]} ${sentence.slice(equipped[0].length)}`];
  const m = IN_PARENTHESES.exec(sentence) ?? AFTER_AND.exec(sentence) ?? IF_USED.exec(sentence) ?? BUT_INSTEAD.exec(sentence);
  if (m === null) return [sentence];
  return [`${m[1]!.replace(/[.,]$/, '')}.`, `${capital(m[2]!)}`.replace(/([^.])$/, '$1.')];
}

/** "… of the bearer's melee weapons" in a sentence: whose characteristic it changes, when it names one owner only. */
const OWNER = /\bcharacteristics? of ((?:the |this |that |its |their |ranged |melee )[a-z' -]*?(?:weapons?(?: equipped by [a-z' -]+?)?|the bearer|this model))(?= by \d|[.,;]| if | while | until | instead| as well|$)/gi;

/** "…, add 3 to the Strength characteristic instead": a change that names no owner, its characteristic's. */
const OWNERLESS = /\b((?:add|subtract) \d (?:to|from) the [a-z]+ characteristic)( instead| as well)?\s*\.?$/i;

/**
 * "Add 2 to the Strength characteristic of melee weapons equipped by the bearer. If the bearer's unit has
 * achieved one or more Boasts, add 1 to the Damage characteristic as well.": the later change is to the
 * same weapons, which the earlier sentence named (its only owner).
 */
export function withOwners(sentences: readonly string[]): string[] {
  return sentences.map((sentence, i) => {
    const change = OWNERLESS.exec(sentence);
    const before = i === 0 ? undefined : sentences[i - 1]!;
    if (change === null || before === undefined || /\bcharacteristics? of\b/i.test(sentence)) return sentence;
    const owners = [...new Set([...before.matchAll(OWNER)].map((o) => o[1]!.toLowerCase()))];
    if (owners.length !== 1) return sentence;
    const instead = change[2]?.trim() === 'instead' ? ' instead' : '';
    return `${sentence.slice(0, change.index)}${change[1]} of ${owners[0]}${instead}.`;
  });
}
