/**
 * A blast around a weapon's target, written over two sentences (docs/effects.md "Mortal wounds on a roll"):
 * "In your Shooting phase, just after selecting a target for this model's Stormsword siege cannon, roll one
 * D6 for the target unit and every other unit within 3" of that unit: on a 5+, the unit being rolled for is
 * struck by a concussive wave. After this model has finished making its attacks against that target unit
 * this phase, each unit struck by a concussive wave this phase suffers D3 mortal wounds." For the target
 * this is one die, on a 5+ D3 mortal wounds after the attacks: a source of the attack, named by the player,
 * assuming the weapon shot at it. The other units rolled for are not the target and change nothing here.
 * Only a rule that is this and nothing else is read so.
 */
import { parseDice } from '../prob/dice.js';
import { SHOOTING_PHASE } from './context/requirements.js';
import { plainText } from './normalise.js';
import { splitSentences } from './sentences.js';
import type { RuleReading, RuleText } from './types.js';

/** Groups: 1 the weapon, 2 the die's threshold, 3 what strikes, 4 the mortal wounds of each unit struck. */
const STRUCK_BY = new RegExp(
  [
    `^in your shooting phase, (?:just after selecting|each time you select) a target for this model's ([a-z' -]+?), `,
    `roll one d6 for the target unit and (?:one d6 for )?(?:every|each) other (?:enemy )?unit within \\d+" of (?:that|the target) unit[:.] `,
    `on a (\\d)\\+, the unit being rolled for is struck by (?:an? |the )?([a-z -]+?)[.;] `,
    `(?:after this model has finished making its attacks against that target unit this phase|after resolving all of this model's attacks against the target unit), `,
    `each unit struck by (?:an? |the )?\\3(?: this phase)? suffers (d3|d6|\\d) mortal wounds\\.$`,
  ].join(''),
);

export function readStruckBy(rule: RuleText): RuleReading | undefined {
  const text = plainText(rule.text);
  const m = STRUCK_BY.exec(text.toLowerCase());
  if (m === null) return undefined;
  const perSuccess = parseDice(/^\d$/.test(m[4]!) ? Number(m[4]) : m[4]!.toUpperCase());
  if (!perSuccess.ok) return undefined;
  // The weapon as the data writes it (plain spelling keeps the length of the lower-case text).
  const at = m[0].indexOf(m[1]!);
  const weapon = text.slice(at, at + m[1]!.length);
  const sentences = splitSentences(rule.text);
  return {
    rule,
    clauses: [
      {
        side: 'attacker',
        scope: 'unit',
        requires: [SHOOTING_PHASE],
        trigger: { kind: 'named', assumes: [`this model's ${weapon} shoots at the target`] },
        change: { kind: 'mortals', source: { name: rule.name, dice: 1, successOn: Number(m[2]), perSuccess: perSuccess.value, timing: 'after' } },
        sentence: sentences[sentences.length - 1] ?? text,
      },
    ],
    unmodelled: [],
  };
}
