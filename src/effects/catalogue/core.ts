/**
 * Core stratagems that change an attack: Fire Overwatch (10e wording in
 * examples/datasheets/astra-militarum-mukaali-riders.txt, 11e 15.08 in the other seeds), Smokescreen (11e 15.10,
 * examples/datasheets/drukhari-starfangs.txt) and Command Re-roll (15.02).
 */
import type { EffectEntry } from '../types.js';
import { ANY_PHASE, BOTH_EDITIONS, RANGED, SHOOTING, targetHas } from './common.js';

export const CORE_EFFECTS: readonly EffectEntry[] = [
  {
    id: 'fire-overwatch',
    name: 'Fire Overwatch',
    aliases: ['Overwatch'],
    faction: 'Core',
    kind: 'stratagem',
    source: 'Core Stratagem (11e 15.08; 10e Strategic Ploy)',
    cp: 1,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [RANGED, { kind: 'keywords', unit: 'attacker', none: ['TITANIC'] }],
    clauses: [{ change: { kind: 'overwatch' } }],
    seed: {
      file: 'tau-empire-strike-team.txt',
      rule: 'FIRE OVERWATCH15.08',
      text: 'EFFECT: Your unit shoots using snap shooting.',
    },
    reading:
      '11e snap shooting (15.09): "Each attack only hits on an unmodified hit roll of 6 (irrespective of the attacking weapon’s BS characteristic or any modifiers)" and "You cannot re-roll hit rolls"; 10e (the Fire Overwatch of the Astra Militarum Mukaali Riders datasheet): "an unmodified Hit roll of 6 is required to score a hit, irrespective of the attacking weapon’s Ballistic Skill or any modifiers", which forbids no re-roll. The engine applies each edition’s Overwatch (docs/rules.md 2.5, 2.6).',
  },
  {
    id: 'smokescreen',
    name: 'Smokescreen',
    faction: 'Core',
    kind: 'stratagem',
    source: 'Core Stratagem (11e 15.10)',
    cp: 1,
    editions: ['11e'],
    side: 'defender',
    requires: [SHOOTING, targetHas('SMOKE')],
    clauses: [{ change: { kind: 'cover' } }],
    seed: {
      file: 'drukhari-starfangs.txt',
      rule: 'SMOKESCREEN15.10',
      text: 'each time an attack targets either your SMOKE unit, or a unit that is not fully visible to the attacking model because of one or more models in your SMOKE unit, the target has the benefit of cover against that attack (13.08).',
    },
    reading: 'The target must be the SMOKE unit itself; for a unit hidden behind one, use --cover. Only the 11e text (15.10) is in the datasheet exports it is read from.',
  },
  {
    id: 'command-re-roll',
    name: 'Command Re-roll',
    aliases: ['Command Reroll', 'CRR'],
    faction: 'Core',
    kind: 'stratagem',
    source: 'Core Stratagem (15.02)',
    cp: 1,
    editions: BOTH_EDITIONS,
    side: 'attacker',
    requires: [ANY_PHASE, { kind: 'command-reroll-roll' }],
    clauses: [{ change: { kind: 'command-reroll' } }],
    seed: {
      file: 'tau-empire-strike-team.txt',
      rule: 'COMMAND RE-ROLL15.02',
      text: 'You re-roll that roll. If you are rolling more than one dice together, select one of those dice to re-roll (excluding charge rolls, which you must re-roll in full).',
    },
    reading:
      '--command-reroll <roll> names the roll (attacks, hit, wound, save or damage) and applies it on its own; the engine picks the die as docs/rules.md 10 describes and computes the batch exactly. It is for the first weapon fired.',
  },
];

