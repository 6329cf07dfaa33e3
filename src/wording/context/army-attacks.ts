/**
 * 11e's terse subjects of an army's or a unit's attacks: "Friendly HERNKYN units' ranged attacks that
 * target a unit within 12" have +1 to hit rolls", "Friendly ORKS INFANTRY units' ranged attacks have
 * [ASSAULT]", "This unit's ranged attacks that target the closest eligible target can re-roll hit rolls".
 * "Friendly <keywords> units" of a detachment's rule are the rule's unit when it has one of those keywords
 * (as "<keywords> models from your army" are: holders.ts); the target, as "that targets" takes it.
 */
import type { Phrase } from '../state.js';
import { keywordList } from '../target.js';
import { readTargets } from './who-attacks.js';

export const ARMY_ATTACKS: Phrase = {
  pattern:
    /^(?:friendly ([a-z][a-z' ,/-]*?) units' (?:(ranged|melee) )?attacks(?=,? that targets? | have | can )|(this unit's|this model's) (?:(ranged|melee) )?attacks(?=,? that targets? ))/,
  read: (m, state, after) => {
    const [, keywords, armyType, own, ownType] = m;
    const type = armyType ?? ownType;
    if (keywords !== undefined) {
      // 11e writes "A/B units" for "A or B units".
      const any = keywordList(keywords.replace(/\//g, ' or '));
      if (any === undefined) return `the units it names ("${keywords}") are not keywords`;
      state.ownKeywords = any;
    }
    const targets = readTargets(after, state);
    if (typeof targets === 'string') return targets;
    const verb = /^ (?:have|can)(?= )/.exec(after.slice(targets));
    if (verb === null) return `its wording is not understood ("${after.slice(targets, targets + 60).trim()}")`;
    state.side = 'attacker';
    // The weapons' type is the holder's: read-sentence.ts turns it into the phase.
    state.holder = { scope: own === "this model's" ? 'bearer' : 'unit', weapons: (type as 'ranged' | 'melee' | undefined) ?? 'all' };
    return targets + verb[0].length;
  },
};
