/**
 * The T'au Empire's For the Greater Good (10e army rule): in your Shooting phase an Observer unit marks an
 * enemy unit as its Spotted unit, and the other units of the army attacking it are Guided. `--guided` says
 * the attacker is a Guided unit targeting a Spotted unit (the seed catalogue's flag), `--marked` that the
 * Observer that marked it has the MARKERLIGHT keyword.
 * - "While this model is a Guided unit, each time it makes an attack that targets its Spotted unit, …": the
 *   rule's own attacks, with `--guided`.
 * - "Each time this unit is an Observer unit, until the end of the phase, each time a model in its Guided
 *   unit makes an attack that targets their Spotted unit, …", "… ranged weapons equipped by models in a
 *   Guided unit have the [LETHAL HITS] ability while targeting their Spotted unit": the attacks of the units
 *   it guides, never its own (an Observer unit is not Guided): they reach only a unit it supports
 *   (`--support`), with `--guided`, and naming asserts that this unit marked the target.
 */
import type { Requirement } from '../../effects/index.js';
import type { Phrase } from '../state.js';
import { SHOOTING_PHASE } from './requirements.js';

const GUIDED: Requirement = { kind: 'flag', flag: 'guided' };
const MARKED: Requirement = { kind: 'flag', flag: 'marked' };

const SPOTTED = '(?:a|its|their) spotted unit';
const GUIDED_UNIT = '(?:a|its|their) guided unit';

/** "While this model is a Guided unit, each time it makes an attack that targets its Spotted unit, …". */
export const WHILE_GUIDED: Phrase = {
  pattern: new RegExp(`^while (this model|this unit) is (?:a|in a) guided unit,? each time (?:it|this model|a model in this unit) makes an? (ranged )?attack that targets ${SPOTTED},? `),
  read: (m, state) => {
    state.side = 'attacker';
    state.scope = m[1] === 'this model' ? 'bearer' : 'unit';
    state.requires.push(SHOOTING_PHASE, GUIDED);
  },
};

/** The army rule itself: "Until the end of the phase, each time a model from your army in a Guided unit makes an attack that targets a Spotted unit, …". */
export const ARMY_GUIDED: Phrase = {
  pattern: new RegExp(`^each time a model from your army in a guided unit makes an? (ranged )?attack that targets ${SPOTTED},? `),
  read: (_m, state) => {
    state.side = 'attacker';
    state.scope = 'unit';
    state.requires.push(SHOOTING_PHASE, GUIDED);
  },
};

const OBSERVER_LEAD = '(?:(once|twice) per battle,? )?(?:each time|when|while) (this unit|this model|that unit) is an observer unit,? (?:until the end of (?:the|that) phase,? )?';

/** What a rule of an Observer unit is for: the attacks of the units it guides, or their weapons. */
const GUIDED_ATTACKS = [
  `each time an? (?:ranged )?attack is made by a model in ${GUIDED_UNIT} that targets ${SPOTTED},? `,
  `each time a model in ${GUIDED_UNIT} makes an? (?:ranged )?attack that targets ${SPOTTED},? `,
  `(?<weapons>(?:ranged )?weapons) equipped by models in ${GUIDED_UNIT} have (?=the \\[)`,
].join('|');

export const OBSERVER_GUIDES: Phrase = {
  pattern: new RegExp(`^${OBSERVER_LEAD}(?:${GUIDED_ATTACKS})`),
  read: (m, state) => {
    const [, uses, observer] = m;
    if (uses !== undefined) state.assumes.push(`it is used (${uses} per battle)`);
    // A leader's "that unit" is the Observer it leads; the attacks are another unit's, not the led unit's.
    const marker = observer === 'that unit' && state.leading ? 'the unit this model leads' : observer === 'this model' ? 'this model' : 'this unit';
    if (observer === 'that unit' && !state.leading) return 'it changes the attacks of another unit ("that unit")';
    state.leading = false;
    state.assumes.push(`${marker} is an Observer unit and the target is its Spotted unit`);
    state.side = 'attacker';
    state.scope = 'unit';
    state.reach = 'others';
    state.requires.push(SHOOTING_PHASE, GUIDED);
    const weapons = m.groups?.['weapons'];
    if (weapons !== undefined) state.holder = { scope: 'unit', weapons: weapons.startsWith('ranged') ? 'ranged' : 'all' };
  },
};

const WHILE_TARGETING_SPOTTED = new RegExp(`^,? while targeting ${SPOTTED}`);

/**
 * After a change: "… have the [LETHAL HITS] ability while targeting their Spotted unit" (what the lead said
 * already), "… if the Spotted unit was marked by an Observer unit that has the MARKERLIGHT keyword" (`--marked`).
 */
export function readSpottedTail(text: string): { readonly requires: readonly Requirement[]; readonly assumes: readonly string[]; readonly length: number } | undefined {
  const spotted = WHILE_TARGETING_SPOTTED.exec(text);
  if (spotted !== null) return { requires: [], assumes: [], length: spotted[0].length };
  const marked = /^,? if the spotted unit was marked by an observer unit that has the markerlight keyword/.exec(text);
  return marked === null ? undefined : { requires: [MARKED], assumes: [], length: marked[0].length };
}
