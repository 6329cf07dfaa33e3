/**
 * When: "In your Shooting phase, …", "In the Fight phase, …", "In your opponent's Shooting phase, …",
 * "Each time this unit is selected to shoot, until the end of the phase, …". Overwatch is fired in
 * another phase, so "the Shooting phase" does not include it (docs/effects.md, Phases).
 */
import type { Phrase } from '../state.js';
import { FIGHT_PHASE, ownArmyUnit, SHOOTING_PHASE } from './requirements.js';

export const IN_PHASE: Phrase = {
  pattern: /^(?:in|during) (?:your |the |your opponent's |each )?(shooting|fight) phases?,? /,
  read: (m, state) => {
    state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/**
 * "Each time this unit is selected to shoot, …", "… that unit (the one it leads) …", "… to shoot or fight"
 * (either phase); "Each time an ADEPTUS ASTARTES unit from your army is selected to fight, …": the rule's
 * unit when it has the keywords ("that unit" after it is the rule's unit).
 */
export const SELECTED_TO: Phrase = {
  pattern: /^(?:each time|when) (?:this (?:unit|model)|this model's unit|the bearer's unit|that unit|a unit with this ability|an? ([a-z][a-z' ,/-]*?) units? from your army|a friendly ([a-z][a-z' ,/-]*?) unit) is selected to (shoot or fight|shoot|fight)(?: in (?:your|the) (?:shooting|fight) phase)?,? (?:until the end of (?:the|that) phase,? )?/,
  read: (m, state) => {
    // 11e's "When a friendly TOMB BLADES unit is selected to shoot" is "… a TOMB BLADES unit from your army …".
    const [, fromArmy, friendly, action] = m;
    const army = fromArmy ?? friendly;
    if (army !== undefined) {
      const why = ownArmyUnit(army.replace(/\//g, ' or '), state);
      if (why !== undefined) return why;
      state.side = 'attacker';
    } else if (m[0].includes('that unit') && !state.leading) return 'it changes the attacks of another unit';
    else if (/the bearer's unit|this model's unit|this unit/.test(m[0])) state.thatUnitIsOwn = true;
    if (action !== 'shoot or fight') state.requires.push(action === 'shoot' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/** "Each time the bearer fights, (while resolving those attacks,) …", "Each time this model shoots in your Shooting phase, …": its attacks then. */
export const FIGHTS_OR_SHOOTS: Phrase = {
  pattern: /^each time (?:this (?:unit|model)|the bearer|the bearer's unit) (fights|shoots in your shooting phase),? (?:while resolving those attacks,? )?/,
  read: (m, state) => {
    state.thatUnitIsOwn = true;
    state.requires.push(m[1] === 'fights' ? FIGHT_PHASE : SHOOTING_PHASE);
  },
};

/**
 * "At the start of the Fight phase, until the end of the phase, …": set in that phase. "At the start of your
 * Shooting phase, select one enemy unit … and roll one D6: …": mortal wounds before the attacks of the phase.
 */
export const START_OF_PHASE: Phrase = {
  pattern: /^at the start of (?:your |the |your opponent's )?(shooting|fight|any) phase,? (?:until the end of (?:the|that) phase,? |(?=(?:you can )?select one (?:visible )?enemy ))/,
  read: (m, state) => {
    // "At the start of any phase": before the attacks of whichever phase they are made in.
    if (m[1] === 'any') return;
    state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
  },
};

/** "Until the end of the phase," with nothing before it that starts anything: no condition of its own. */
export const UNTIL_END: Phrase = {
  pattern: /^until the end of the (?:phase|turn),? /,
  read: () => {},
};

/** "After this unit has shot, …": when its mortal wounds come (read-rule.ts times them after the attacks). */
export const AFTER_SHOT: Phrase = {
  pattern: /^after (?:this|this model's|the bearer's) (?:unit|model) has (?:shot|fought),? /,
  read: () => {},
};

/**
 * "At the end of the Fight phase, …" (its mortal wounds after the unit's attacks in that phase), "At the end
 * of your Movement phase, …" (before the attacks of the phases after it, in the same turn).
 */
export const END_OF_PHASE: Phrase = {
  pattern: /^at the end of (?:your |the |your opponent's )?(shooting|fight|movement) phase,? (?:you can )?/,
  read: (m, state) => {
    if (m[1] === 'movement') return void state.assumes.push('the roll at the end of the Movement phase came before this attack');
    state.requires.push(m[1] === 'shooting' ? SHOOTING_PHASE : FIGHT_PHASE);
    state.after = true;
  },
};

/** "Each time you target this unit with the Fire Overwatch Stratagem, (while resolving that Stratagem,) …": its Overwatch attacks. */
export const FIRING_OVERWATCH: Phrase = {
  pattern: /^each time you (?:target|select) (this unit|this model|this fortification|the bearer's unit) (?:with|for) the (?:fire )?overwatch stratagem,? (?:(?:while|when) resolving that stratagem,? )?/,
  read: (m, state) => {
    state.side = 'attacker';
    state.scope = m[1] === 'this model' || m[1] === 'this fortification' ? 'bearer' : 'unit';
    state.requires.push({ kind: 'phase', phases: ['overwatch'] });
  },
};
