/** Effects in words: what a change does and what a condition needs, for reports, notes and listings. */
import { formatAbility, woundByStrengthText, type Modifiers, type RerollPolicy } from '../rules/index.js';
import { defenderStatText } from './defender-stat.js';
import type { Change, EffectPhase, Requirement, SituationFlag } from './types.js';
import { characteristicText } from './weapon-characteristics.js';

/** The CLI flag that states each fact, and the fact in words. */
export const FLAG_TEXT: Record<SituationFlag, { readonly option: string; readonly text: string }> = {
  guided: { option: '--guided', text: 'the attacker is a Guided unit targeting a Spotted unit' },
  observer: { option: '--observer', text: 'the attacker is an Observer unit targeting its Spotted unit' },
  markerlight: { option: '--markerlight', text: 'the target is visible to a friendly MARKERLIGHT unit' },
  marked: { option: '--marked', text: 'the Spotted target was marked by an Observer unit with the MARKERLIGHT keyword' },
  targetBelowHalf: { option: '--target-below-half', text: 'the target is Below Half-strength' },
  painToken: { option: '--pain-token', text: 'the attacker spends a Pain token' },
  losingWager: { option: '--losing-wager', text: 'the attacker is losing the wager' },
  within9: { option: '--within-9', text: 'the target is within 9"' },
  nearKroot: { option: '--near-kroot', text: 'the target is within 9" of a friendly KROOT or VESPID STINGWINGS unit' },
  trapObjective: { option: '--trap-objective', text: 'the target is within range of your Trap objective marker' },
  overlappingFire: { option: '--overlapping-fire', text: 'the target is caught in overlapping fire' },
  closest: { option: '--closest', text: 'the target is the closest enemy unit' },
  beyondHatchway: { option: '--beyond-hatchway', text: 'the target is wholly on the other side of the Hatchway' },
};

const CONDITION_TEXT: Record<Extract<Requirement, { kind: 'condition' }>['condition'], string> = {
  charged: 'the attacker made a Charge move (--charged)',
  stationary: 'the attacker Remained Stationary (--stationary)',
  halfRange: 'the target is within half range (--half-range)',
};

const PHASE_TEXT: Record<EffectPhase, string> = {
  shooting: 'the Shooting phase',
  overwatch: 'Overwatch (--overwatch or --effect "Fire Overwatch")',
  fight: 'the Fight phase (--phase melee)',
};

const SHORT_PHASE_TEXT: Record<EffectPhase, string> = { shooting: 'in the Shooting phase', overwatch: 'in Overwatch', fight: 'in the Fight phase' };

export function phaseText(phase: EffectPhase): string {
  return PHASE_TEXT[phase];
}

function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${Math.abs(n)}`;
}

function rerollText(policy: RerollPolicy, roll: string): string | null {
  if (policy === 'none') return null;
  if (policy === 'ones') return `re-roll ${roll} rolls of 1`;
  if (policy === 'failed') return `re-roll failed ${roll} rolls`;
  return `re-roll non-critical ${roll} rolls`;
}

export function modifierTexts(m: Modifiers): string[] {
  const texts: (string | null)[] = [
    m.attacks === undefined || m.attacks === 0 ? null : `${signed(m.attacks)} Attacks`,
    m.strength === undefined || m.strength === 0 ? null : `${signed(m.strength)} Strength`,
    m.toughness === undefined || m.toughness === 0 ? null : `${signed(m.toughness)} to the target's Toughness`,
    m.hit === undefined || m.hit === 0 ? null : `${signed(m.hit)} to hit`,
    m.wound === undefined || m.wound === 0 ? null : `${signed(m.wound)} to wound`,
    m.bs === undefined || m.bs === 0 ? null : `${m.bs > 0 ? 'improve' : 'worsen'} BS/WS by ${Math.abs(m.bs)}`,
    m.ap === undefined || m.ap === 0 ? null : `${m.ap > 0 ? 'improve' : 'worsen'} AP by ${Math.abs(m.ap)}`,
    m.save === undefined || m.save === 0 ? null : `${signed(m.save)} to save`,
    m.damage === undefined || m.damage === 0 ? null : `${signed(m.damage)} Damage`,
    m.critHit === undefined ? null : `critical hits on ${m.critHit}+`,
    m.critWound === undefined ? null : `critical wounds on ${m.critWound}+`,
    m.successfulHitsCritical === true ? 'every successful hit roll is a critical hit' : null,
    m.successfulWoundsCritical === true ? 'every successful wound roll is a critical wound' : null,
    m.critWoundAp === undefined || m.critWoundAp === 0 ? null : `improve AP by ${m.critWoundAp} on a Critical Wound`,
    m.critWoundApSet === undefined ? null : `AP ${m.critWoundApSet} on a Critical Wound`,
    m.hitOnlyOnUnmodified === undefined ? null : `hits only on an unmodified ${m.hitOnlyOnUnmodified}+`,
    m.woundOnlyOnUnmodified === undefined ? null : `wounds only on an unmodified ${m.woundOnlyOnUnmodified}+`,
    ...(m.woundByStrength ?? []).map(woundByStrengthText),
    m.snapShotOn === undefined ? null : `Overwatch hits on an unmodified ${m.snapShotOn}+`,
    m.ignoreHarmfulHitModifiers === true ? 'ignore modifiers that worsen BS or the hit roll' : null,
    m.rerollHits === undefined ? null : rerollText(m.rerollHits, 'hit'),
    m.rerollWounds === undefined ? null : rerollText(m.rerollWounds, 'wound'),
    m.rerollSaves === undefined ? null : rerollText(m.rerollSaves, 'save'),
    m.rerollDamage === undefined ? null : m.rerollDamage === 'ones' ? 're-roll Damage rolls of 1' : 're-roll the Damage roll',
    ...(m.abilities ?? []).map((a) => `weapons have ${formatAbility(a)}`),
  ];
  return texts.filter((t): t is string => t !== null);
}

/** What one change does, in words (several phrases for a modifier change with several parts). */
export function changeTexts(change: Change): string[] {
  switch (change.kind) {
    case 'modifiers':
      return modifierTexts(change.modifiers);
    case 'cover':
      return ['the target has the Benefit of Cover'];
    case 'overwatch':
      return ['snap shooting: hits only on an unmodified 6'];
    case 'invuln':
      return [`the target has a ${change.value}+ invulnerable save${change.against === undefined ? '' : ` against ${change.against} attacks`}`];
    case 'fnp':
      return [`the target has Feel No Pain ${change.value}+${change.against === undefined ? '' : ` against ${change.against === 'mortal' ? 'mortal wounds' : 'psychic attacks'}`}`];
    case 'halve-damage':
      return ['halve the Damage of each attack'];
    case 'mortals': {
      const { successOn, perSuccess, timing, results = [] } = change.source;
      const dice = change.perModel === true ? `${change.source.dice} per model of the unit, ` : `${change.source.dice}`;
      const wounds = (d: { text: string }): string => `${d.text} mortal wound${d.text === '1' ? '' : 's'}`;
      const when = timing === 'after' ? 'after the attacks' : 'before the attacks';
      if (results.length > 0) {
        const bands = [{ from: successOn, perSuccess }, ...results].map((r, i, all) => {
          const to = (all[i + 1]?.from ?? 7) - 1;
          return `on ${to === r.from ? r.from : to === 6 ? `${r.from}+` : `${r.from}-${to}`}, ${wounds(r.perSuccess)}`;
        });
        return [`roll ${dice}D6: ${bands.join('; ')} ${change.source.dice > 1 || change.perModel === true ? 'each ' : ''}${when}`];
      }
      const roll = successOn <= 1 ? '' : `roll ${dice}D6: on ${successOn}+, `;
      return [`${roll}${wounds(perSuccess)} ${successOn <= 1 ? '' : 'each '}${when}`.replace(/\s+/g, ' ')];
    }
    case 'damage-reduction':
      return [`subtract ${change.value} from the Damage of each attack`];
    case 'armour-save-vs-damage-1':
      return [`+${change.add} to the target's armour saving throws against attacks of ${change.unmodified ? 'unmodified ' : ''}Damage 1`];
    case 'damage-set':
      return [`change the Damage of each attack to ${change.value}`];
    case 'stealth':
      return ['the target has Stealth'];
    case 'defender-stat':
      return [defenderStatText(change)];
    case 'weapon':
      return [`also fires ${change.count}× ${change.weapon.name}`];
    case 'characteristic':
      return [characteristicText(change)];
    case 'command-reroll':
      return ['re-roll one die of the roll named by --command-reroll'];
    case 'change-to-six':
      return [`change one failed ${change.rolls.map((r) => `${r} roll`).join(' or ')} to an unmodified 6`];
    case 'needs-engine':
      return [`${change.what} (not supported yet)`];
    default: {
      const unknown: never = change;
      throw new TypeError(`changeTexts: unknown change ${JSON.stringify(unknown)}`);
    }
  }
}

function keywordList(keywords: readonly string[], joiner: 'and' | 'or'): string {
  return keywords.length <= 1 ? (keywords[0] ?? '') : `${keywords.slice(0, -1).join(', ')} ${joiner} ${keywords[keywords.length - 1]}`;
}

/** What a requirement needs, in words ("battle rounds 3–5 (--round)"). */
export function requirementText(req: Requirement): string {
  switch (req.kind) {
    case 'phase':
      return req.phases.length === 3 ? 'any phase' : req.phases.map((p) => SHORT_PHASE_TEXT[p]).join(' or ');
    case 'round':
      return `battle round ${req.from}–${req.to} (--round)`;
    case 'flag':
      return `${FLAG_TEXT[req.flag].text} (${FLAG_TEXT[req.flag].option})`;
    case 'keywords': {
      const who = req.unit === 'attacker' ? 'the attacker' : 'the target';
      const parts = [
        req.all === undefined ? null : `has ${keywordList(req.all, 'and')}`,
        req.any === undefined ? null : `has ${keywordList(req.any, 'or')}`,
        req.none === undefined ? null : `is not ${keywordList(req.none, 'or')}`,
      ].filter((p): p is string => p !== null);
      return `${who} ${parts.join(' and ')}`;
    }
    case 'condition':
      return CONDITION_TEXT[req.condition];
    case 'led':
      return `a CHARACTER leading ${req.unit === 'attacker' ? 'the attacking unit (--leader)' : 'the target (--defender-leader)'}`;
    case 'visible':
      return 'the target is visible (not --indirect, or --indirect --visible)';
    case 'command-reroll-roll':
      return 'the roll to re-roll (--command-reroll attacks, hit, wound, save or damage)';
    case 'any':
      return req.of.map((alternative) => alternative.map(requirementText).join(' and ')).join(', or ');
    default: {
      const unknown: never = req;
      throw new TypeError(`requirementText: unknown requirement ${JSON.stringify(unknown)}`);
    }
  }
}
