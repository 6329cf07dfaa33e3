/**
 * Mortal wounds a rule inflicts that are not the attack's (docs/effects.md "Mortal wounds on a roll"): why
 * each is stated rather than read, in words that tell the player exactly which mortal wounds they are — a
 * failed Battle-shock test, Deadly Demise, the rule's own unit, a unit that moves… (explain.ts), and the
 * sentences that only follow up mortal wounds with a Battle-shock test, which change no attack's numbers.
 * Matched against a sentence in lower case, plain spelling (normalise.ts).
 */
import { plainText } from './normalise.js';
import type { ReadClause, Unmodelled } from './types.js';

/** A roll of the rule's own unit (or another unit of your army) that hurts it, not the attack's target. */
const OWN_UNIT =
  /\b(?:this|the bearer's|this model's|that model's|this psyker's) unit suffers\b|(?<!\bof )\b(?:this model|the bearer|your warlord model|the selected unit) suffers\b|\bfrom your army suffers\b|must first take a leadership test|\bsuffers d3 mortal wounds and it is no longer battle-shocked|\band you can re-roll that additional d6\b/;

/** A test whose failure the mortal wounds follow. */
const FAILED_TEST = /\b(?:battle-shock|leadership) test\b[^.]*\b(?:fail(?:s|ed)?|if failed)\b|\bfails? (?:a|that|the) (?:battle-shock|leadership) test|\bif (?:the|that) (?:resulting leadership )?test is failed\b|\bif it fails\b|\bfails that test\b/;

/**
 * What an enemy unit does that sets the rule off: it moves, Falls Back, declares a charge, opens a Hatchway
 * (in its own turn, never in the phase of the rule's unit's attacks).
 */
const ENEMY_ACTS = /\benemy unit\b[^.]*?\b(?:falls? back|is chosen to fall back|ends an? (?:[a-z]+, )*(?:[a-z]+ or )?[a-z]* ?move|opens a (?:closed )?hatchway|selects [^.]*? as (?:a|the) target of a charge)\b/;

const ENEMY_ACTS_WHY = 'it inflicts mortal wounds when an enemy unit moves, Falls Back, declares a charge or opens a Hatchway, apart from any attack (not read as its source)';

/** Mortal wounds the rule's unit, attacked, inflicts on the unit attacking it (context/mortals-elsewhere.ts too). */
export const ON_THE_ATTACKER = "it inflicts mortal wounds on the attacking unit (a rule of the unit attacked), which the attack's numbers do not include";

const REASONS: readonly (readonly [RegExp, string])[] = [
  [/\bthe attacking unit suffers\b|\bif this model is destroyed by an? (?:melee |ranged )?attack\b/, ON_THE_ATTACKER],
  [/\b(?:this|that) model(?: in this unit)? is (?:then )?destroyed,? (?:but|then)\b|\bselect one model in this unit to destroy\b|\bthat [a-z ]+ model is then destroyed\b/, 'it destroys a model of its own unit to inflict them (not modelled)'],
  [/\bdeadly demise\b/, 'it changes a Deadly Demise roll (mortal wounds when a model is destroyed, not part of an attack)'],
  [/\bhazardous test\b/, 'it changes the mortal wounds of a failed Hazardous test (not modelled)'],
  [/\bon an? 1, (?:this|the bearer's) [a-z' ]*unit suffers\b/, "on one result its roll hurts the rule's own unit instead of the target (not modelled)"],
  [new RegExp(`^(?=.*(?:${FAILED_TEST.source}))(?=.*(?:${OWN_UNIT.source}))`), "it inflicts mortal wounds on the rule's own unit on a failed Leadership test (the cost of using it), not on the attack's target"],
  [FAILED_TEST, 'it inflicts mortal wounds on a unit that fails a Battle-shock or Leadership test, which no roll of an attack decides (not modelled)'],
  [OWN_UNIT, "it inflicts mortal wounds on the rule's own unit or another unit of your army, not on the attack's target"],
  [/\bscores? a (?:critical )?wound\b[^.]*\bsuffers\b|\bon a critical wound, the target suffers\b|\bin addition to any normal damage\b/, 'it inflicts mortal wounds for each wound (or Critical Wound) an attack scores, in addition to its damage: the engine has no knob for it'],
  [ENEMY_ACTS, ENEMY_ACTS_WHY],
  [/\bcommand phase\b|\bat the end of the turn\b|(?<!\bper )\bbattle round\b/, 'it inflicts mortal wounds at the start of a battle round, in a Command phase or at the end of a turn, apart from any attack (not read as its source)'],
  [/\badding \d to (?:the|that) (?:result|roll) if\b/, 'its die has a number added under a condition ("adding … to the result if …"), which is not modelled'],
  [/\bunit being rolled for\b|\bstruck by\b/, 'it rolls for several units around the target in a way not modelled'],
  [/\bno mortal wounds are inflicted by\b|\bre-roll (?:the leadership test|rolls to determine whether)\b|\bmalefic surge\b|\bdark pact\b/, "it changes another rule's mortal wounds (not modelled)"],
  [/\bfeel no pain \d\+ ability against mortal wounds, psychic attacks and\b/, 'its Feel No Pain holds against mortal wounds, Psychic Attacks and some Critical Wounds together, which no one Feel No Pain of the engine gives'],
  [/\bcharacteristic of melee weapons equipped by that enemy unit is worsened\b/, "it also worsens the enemy unit's own weapons, which is not modelled"],
  [/\bthese mortal wounds are psychic attacks\b/, 'it makes its mortal wounds Psychic Attacks (not modelled)'],
  [/\bregains? up to\b/, 'it heals or returns models, which no single attack does'],
];

/**
 * The reasons, each for a sentence that speaks of mortal wounds only (explain.ts holds the others). A reason
 * anchored at the start (lookaheads over the whole sentence) is tried there only: tried at every position it
 * would read the sentence once for each.
 */
export const MORTAL_REASONS: readonly (readonly [RegExp, string])[] = REASONS.map(([pattern, why]) => [
  new RegExp(pattern.source.startsWith('^') ? `^(?=.*\\bmortal wounds?\\b)${pattern.source.slice(1)}` : `^(?=.*\\bmortal wounds?\\b).*?(?:${pattern.source})`),
  why,
]);

/**
 * "If an enemy unit suffers one or more mortal wounds as a result of this ability, it must take a Battle-shock
 * test", "… no mortal wounds are inflicted by your army's Daemonic Terror rule" (a rule not read): a sentence
 * that speaks of mortal wounds but changes no attack's numbers.
 */
export const MORTALS_AFTERMATH =
  /^if (?:an enemy(?: unit)?|one or more enemy models) (?:suffers one or more mortal wounds|are destroyed) as a result of (?:this ability|these mortal wounds), (?:it|that enemy unit) must take a battle-shock test$|^each time the bearer uses this enhancement, no mortal wounds are inflicted by your army's daemonic terror rule$/;

/** Why the mortal wounds of a sentence or a rule (lower case) are not the attack's, when one of the reasons above says. */
export function mortalReason(sentence: string): string | undefined {
  return MORTAL_REASONS.find(([pattern]) => pattern.test(sentence))?.[1];
}

/** The reasons a sentence gets when nothing says which mortal wounds they are (explain.ts, shapes/mortal-wounds.ts). */
const GENERAL = /^it (?:inflicts mortal wounds outside the attack sequence|rolls one die with several outcomes)/;

/**
 * The rule's mortal wounds that are not the attack's, told by the whole rule (the sentence that says why is
 * often another one: "Each time an enemy unit … Falls Back, the bearer can use this Enhancement. If it
 * does, roll one D6: …"): a rule set off by what an enemy unit does (ENEMY_ACTS) has its mortal-wound
 * sources stated instead of read; a sentence stated in general words gets the rule's reason, when one says.
 */
export function stateOthersMortals(text: string, clauses: ReadClause[], unmodelled: Unmodelled[]): void {
  const plain = plainText(text).toLowerCase();
  if (ENEMY_ACTS.test(plain)) {
    for (const c of clauses.filter((c) => c.change.kind === 'mortals')) unmodelled.push({ sentence: c.sentence, why: ENEMY_ACTS_WHY, side: c.side });
    clauses.splice(0, clauses.length, ...clauses.filter((c) => c.change.kind !== 'mortals'));
  }
  const why = mortalReason(plain);
  if (why === undefined) return;
  unmodelled.splice(0, unmodelled.length, ...unmodelled.map((u) => (GENERAL.test(u.why) ? { ...u, why } : u)));
}
