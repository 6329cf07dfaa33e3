/**
 * Genestealer Cults (Brood Brother Auxilia, examples/datasheets/genestealer-cults-medusa-carriage-battery.txt) and
 * Astra Militarum (Combined Regiment, examples/datasheets/astra-militarum-mukaali-riders.txt).
 */
import type { EffectEntry } from '../types.js';
import { BOTH_EDITIONS, LETHAL_HITS, RANGED, SHOOTING, attackerHas } from './common.js';

const GSC_FILE = 'genestealer-cults-medusa-carriage-battery.txt';
const AM_FILE = 'astra-militarum-mukaali-riders.txt';

export const IMPERIAL_ALLIES_EFFECTS: readonly EffectEntry[] = [
  {
    id: 'integrated-tactics',
    name: 'Integrated Tactics',
    aliases: ['Brood Brother Auxilia', 'Overlapping Fire'],
    faction: 'Genestealer Cults',
    kind: 'detachment rule',
    source: 'Brood Brother Auxilia Detachment',
    cp: null,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [SHOOTING, attackerHas('GENESTEALER CULTS'), { kind: 'flag', flag: 'overlappingFire' }],
    clauses: [{ change: { kind: 'modifiers', modifiers: { hit: 1 } } }],
    seed: {
      file: GSC_FILE,
      rule: 'Integrated Tactics',
      text: 'While an enemy unit is caught in overlapping fire, each time a GENESTEALER CULTS model from your army targets that enemy unit with a ranged attack, add 1 to the Hit roll.',
    },
    reading: 'Overlapping fire lasts until the end of the phase in which an ASTRA MILITARUM unit selected the target: your Shooting phase.',
  },
  {
    id: 'symbiotic-destruction',
    name: 'Symbiotic Destruction',
    faction: 'Genestealer Cults',
    kind: 'stratagem',
    source: 'Brood Brother Auxilia – Battle Tactic Stratagem',
    cp: 1,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [SHOOTING, attackerHas('ASTRA MILITARUM', 'GENESTEALER CULTS')],
    clauses: [{ change: { kind: 'modifiers', modifiers: { rerollWounds: 'ones' } } }],
    seed: {
      file: GSC_FILE,
      rule: 'SYMBIOTIC DESTRUCTION',
      text: 'When doing so, each time such a model makes an attack, re-roll a Wound roll of 1.',
    },
    reading: 'Naming it says the target is the enemy unit selected for it.',
  },
  {
    id: 'born-soldiers',
    name: 'Born Soldiers',
    aliases: ['Combined Regiment'],
    faction: 'Astra Militarum',
    kind: 'detachment rule',
    source: 'Combined Regiment Detachment',
    cp: null,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [RANGED, { kind: 'visible' }],
    clauses: [
      {
        when: [attackerHas('REGIMENT'), { kind: 'keywords', unit: 'target', none: ['MONSTER', 'VEHICLE'] }],
        change: { kind: 'modifiers', modifiers: { abilities: [LETHAL_HITS] } },
        quiet: true,
      },
      {
        when: [attackerHas('SQUADRON'), { kind: 'keywords', unit: 'target', any: ['MONSTER', 'VEHICLE'] }],
        change: { kind: 'modifiers', modifiers: { abilities: [LETHAL_HITS] } },
        quiet: true,
      },
    ],
    seed: {
      file: AM_FILE,
      rule: 'Born Soldiers',
      text: 'Each time a model in a REGIMENT unit from your army makes a ranged attack that targets a visible unit (excluding MONSTERS and VEHICLES), that attack has the [LETHAL HITS] ability.Each time a model in a SQUADRON unit from your army makes a ranged attack that targets a visible MONSTER or VEHICLE unit, that attack has the [LETHAL HITS] ability.',
    },
  },
  {
    id: 'fields-of-fire',
    name: 'Fields of Fire',
    faction: 'Astra Militarum',
    kind: 'stratagem',
    source: 'Combined Regiment – Battle Tactic Stratagem',
    cp: 2,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [SHOOTING, attackerHas('REGIMENT', 'SQUADRON')],
    clauses: [{ change: { kind: 'modifiers', modifiers: { ap: 1 } } }],
    seed: {
      file: AM_FILE,
      rule: 'FIELDS OF FIRE',
      text: 'each time an attack is made against that enemy unit by a REGIMENT or SQUADRON model from your army, unless the attacking unit is Battle-shocked, improve the Armour Penetration characteristic of that attack by 1.',
    },
    reading: 'Naming it says the target was targeted by the unit that used it and that the attacker is not Battle-shocked.',
    laterAttacksOnly: 'it applies only after the unit that used it has resolved its attacks, so that unit never benefits itself',
  },
];
