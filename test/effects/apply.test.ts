/** applyEffects: conditions that do not hold are reported, duplicates do not stack, order and merging. */
import { describe, expect, it } from 'vitest';
import { models, unit, weapon } from '../../bench/scenarios.js';
import { EFFECTS, applyEffects, type EffectContext, type EffectEntry, type EffectsOutcome } from '../../src/effects/index.js';
import type { DefenderUnit, Scenario } from '../../src/rules/index.js';

const effect = (id: string): EffectEntry => EFFECTS.find((e) => e.id === id)!;

const marines: DefenderUnit = unit('Marines', [models({ name: 'Marine', count: 5, wounds: 2, save: 3 })]);
const tank: DefenderUnit = unit('Tank', [models({ name: 'Tank', wounds: 12, toughness: 10, save: 3 })], { keywords: ['VEHICLE'] });

function scenario(defender: DefenderUnit = marines, extra: Partial<Scenario> = {}): Scenario {
  return {
    attacker: { name: 'Shooters', firing: [{ weapon: weapon({ name: 'Rifle', skill: 4 }), count: 10 }] },
    defender,
    conditions: { phase: 'shooting' },
    ...extra,
  };
}

/** What the outcome reports: the effects not applied, in words, then the notes. */
const said = (outcome: EffectsOutcome): string[] => [...outcome.unapplied.map((u) => `${u.entry.name} not applied: ${u.why}`), ...outcome.notes];

const context = (extra: Partial<EffectContext> = {}): EffectContext => ({ edition: '11e', situation: {}, attackerKeywords: [], ...extra });

describe('applyEffects', () => {
  it('Born Soldiers: a REGIMENT unit gets [LETHAL HITS] against infantry, not against a vehicle', () => {
    const vsInfantry = applyEffects(scenario(), [effect('born-soldiers')], context({ attackerKeywords: ['REGIMENT'] }));
    expect(vsInfantry.applied.map((a) => a.changes)).toEqual([['weapons have [LETHAL HITS]']]);
    expect(vsInfantry.scenario.modifiers).toEqual({ abilities: [{ kind: 'lethal-hits' }] });

    const vsTank = applyEffects(scenario(tank), [effect('born-soldiers')], context({ attackerKeywords: ['REGIMENT'] }));
    expect(vsTank.applied).toEqual([]);
    expect(vsTank.scenario).toEqual(scenario(tank));
    expect(said(vsTank)).toEqual([
      'Born Soldiers not applied: the target (Tank) is VEHICLE; the attacker (Shooters) is not SQUADRON',
    ]);
  });

  it('Born Soldiers: a SQUADRON unit gets it against a vehicle; no target visible, no Born Soldiers', () => {
    expect(applyEffects(scenario(tank), [effect('born-soldiers')], context({ attackerKeywords: ['SQUADRON'] })).applied).toHaveLength(1);
    const unseen = applyEffects(scenario(marines, { conditions: { phase: 'shooting', indirect: true } }), [effect('born-soldiers')], context({ attackerKeywords: ['REGIMENT'] }));
    expect(said(unseen)).toEqual(['Born Soldiers not applied: the target is not visible (--indirect without --visible)']);
    // --visible: the unit's other models see the target (issue 14 point 2).
    const seen = applyEffects(scenario(marines, { conditions: { phase: 'shooting', indirect: true } }), [effect('born-soldiers')], context({ attackerKeywords: ['REGIMENT'], situation: { visible: true } }));
    expect(seen.applied).toHaveLength(1);
  });

  it('battle rounds: a missing --round and a round outside the window are reported', () => {
    const tau = { attackerKeywords: ["T'AU EMPIRE"] };
    expect(said(applyEffects(scenario(), [effect('point-blank-ambush')], context({ ...tau, situation: { within9: true } })))).toEqual([
      'Point-Blank Ambush not applied: it needs --round (battle rounds 3–5)',
    ]);
    expect(said(applyEffects(scenario(), [effect('focused-fire')], context({ ...tau, situation: { round: 4 } })))).toEqual([
      'Focused Fire not applied: battle round 4 is not one of battle rounds 1–3',
    ]);
  });

  it('Instinctive Spite: needs the target Below Half-strength; the wound bonus needs a Pain token', () => {
    const drukhari = { attackerKeywords: ['DRUKHARI'] };
    expect(said(applyEffects(scenario(), [effect('instinctive-spite')], context(drukhari)))).toEqual([
      'Instinctive Spite not applied: it needs --target-below-half (the target is Below Half-strength)',
    ]);
    const noToken = applyEffects(scenario(), [effect('instinctive-spite')], context({ ...drukhari, situation: { targetBelowHalf: true } }));
    expect(noToken.scenario.modifiers).toEqual({ hit: 1 });
    expect(said(noToken)).toEqual(['Instinctive Spite: +1 to wound not applied: it needs --pain-token (the attacker spends a Pain token)']);
  });

  it('keywords: an attacker of another faction, and a defender effect on the wrong unit', () => {
    expect(said(applyEffects(scenario(), [effect('a-tempting-trap')], context({ situation: { round: 3, trapObjective: true }, attackerKeywords: ['INFANTRY'] })))).toEqual([
      "A Tempting Trap not applied: the attacker (Shooters) is not T'AU EMPIRE",
    ]);
    expect(said(applyEffects(scenario(), [effect('night-shield')], context()))).toEqual([
      'Night Shield not applied: the target (Marines) is not DRUKHARI, VEHICLE',
    ]);
    const covens = unit('Wracks', [models({ name: 'Wrack', count: 5, save: 6 })], { keywords: ['DRUKHARI', 'HAEMONCULUS COVENS'] });
    expect(said(applyEffects(scenario(covens), [effect('fighting-shadows')], context()))).toEqual([
      'Fighting Shadows not applied: the target (Wracks) is HAEMONCULUS COVENS',
    ]);
  });

  it('phases: a Fight phase stratagem in the Shooting phase, and Overwatch is not the Shooting phase', () => {
    expect(said(applyEffects(scenario(), [effect('taken-alive')], context({ attackerKeywords: ['DRUKHARI'] })))).toEqual([
      'Taken Alive not applied: it needs the Fight phase (--phase melee), not the Shooting phase',
    ]);
    const overwatch = applyEffects(scenario(), [effect('fire-overwatch'), effect('fields-of-fire')], context({ attackerKeywords: ['REGIMENT'] }));
    expect(overwatch.scenario.conditions).toEqual({ phase: 'shooting', overwatch: true });
    expect(said(overwatch)).toEqual(['Fields of Fire not applied: it needs the Shooting phase, not Overwatch']);
  });

  it('Fire Overwatch is applied first, so Pulse Barrage named before it still sees the Overwatch', () => {
    const outcome = applyEffects(scenario(), [effect('pulse-barrage'), effect('fire-overwatch')], context({ attackerKeywords: ['FIRE WARRIOR'] }));
    expect(outcome.applied.map((a) => a.entry.id)).toEqual(['fire-overwatch', 'pulse-barrage']);
    expect(outcome.scenario.modifiers).toEqual({ snapShotOn: 5 });
  });

  it('the same effect twice applies once; two uses of one Stratagem are refused', () => {
    const twice = applyEffects(scenario(), [effect('fields-of-fire'), effect('fields-of-fire')], context({ attackerKeywords: ['REGIMENT'] }));
    expect(twice.scenario.modifiers).toEqual({ ap: 1 });
    expect(said(twice)).toEqual([
      'Fields of Fire is named more than once: it applies once (the same rule is not cumulative)',
      "Fields of Fire: it applies only after the unit that used it has resolved its attacks, so that unit never benefits itself; this attack is read as another unit's, against the enemy unit selected for it",
    ]);
    const frenzy = applyEffects(
      scenario(),
      [effect('malicious-frenzy-lethal-hits'), effect('malicious-frenzy-sustained-hits')],
      context({ attackerKeywords: ['DRUKHARI'] }),
    );
    expect(frenzy.applied.map((a) => a.entry.id)).toEqual(['malicious-frenzy-lethal-hits']);
    expect(said(frenzy)).toEqual(['Malicious Frenzy (Sustained Hits 1) not applied: Malicious Frenzy (Lethal Hits) is the same Stratagem, and it is used once']);
  });

  it('a duplicate ability from two rules is listed once and said not to stack; different rules add up', () => {
    const outcome = applyEffects(
      scenario(),
      [effect('markerlight-precision'), effect('patient-hunter'), effect('for-the-greater-good')],
      context({ attackerKeywords: ["T'AU EMPIRE", 'MARKERLIGHT'], situation: { round: 3, guided: true } }),
    );
    expect(outcome.scenario.modifiers).toEqual({ bs: 2, ignoreHarmfulHitModifiers: true, abilities: [{ kind: 'sustained-hits', x: expect.objectContaining({ text: '1' }) }] });
    expect(said(outcome)).toEqual([
      'Patient Hunter: the weapons already have [SUSTAINED HITS 1] from another rule; duplicate abilities are not cumulative',
      'For the Greater Good: weapons have [IGNORES COVER] not applied: it needs --marked (the Spotted target was marked by an Observer unit with the MARKERLIGHT keyword)',
    ]);
  });

  it("effects merge with the user's modifiers: numbers add, the broader re-roll and the lower threshold win", () => {
    const base = scenario(marines, { modifiers: { hit: -1, rerollHits: 'failed', critHit: 4 } });
    const outcome = applyEffects(base, [effect('callous-competition'), effect('instinctive-spite'), effect('responsive-volley')], context({
      attackerKeywords: ['DRUKHARI', 'FIRE WARRIOR'],
      situation: { losingWager: true, targetBelowHalf: true, beyondHatchway: true },
    }));
    expect(outcome.applied.map((a) => a.entry.id)).toEqual(['callous-competition', 'instinctive-spite', 'responsive-volley']);
    expect(outcome.scenario.modifiers).toEqual({ rerollHits: 'failed', rerollWounds: 'ones', critHit: 4 });
  });

  it('defender effects change the defender: 4+ invulnerable (keeping a better one), −1 Damage added, Stealth, cover', () => {
    const raider = unit('Raider', [models({ name: 'Raider', wounds: 10, save: 4, invuln: 5 }), models({ name: 'Archon', save: 2, invuln: 2, character: true })], {
      keywords: ['DRUKHARI', 'VEHICLE', 'SMOKE'],
      damageReduction: 1,
    });
    const outcome = applyEffects(scenario(raider), [effect('night-shield'), effect('smokescreen')], context());
    expect(outcome.scenario.defender.groups.map((g) => g.invuln)).toEqual([4, 2]);
    expect(outcome.scenario.conditions.cover).toBe(true);
    const tau = unit('Breachers', [models({ name: 'Breacher', count: 5, save: 4 })], { keywords: ["T'AU EMPIRE"], damageReduction: 1 });
    expect(applyEffects(scenario(tau), [effect('counterfire-defence-systems')], context()).scenario.defender.damageReduction).toBe(2);
  });

  it('Smokescreen is an 11e text: under 10e rules it says so', () => {
    const smoke = unit('Raider', [models({ name: 'Raider', save: 4 })], { keywords: ['SMOKE'] });
    expect(said(applyEffects(scenario(smoke), [effect('smokescreen')], context({ edition: '10e' })))).toEqual([
      'Smokescreen not applied: its rules text is for 11e, not 10e (--rules)',
    ]);
  });

  it('DS8 Support Turret adds the turret when stationary, but not to a unit that already fires it', () => {
    const team = { attackerKeywords: ['STRIKE TEAM'] };
    const still = { ...scenario(), conditions: { phase: 'shooting', stationary: true } } as const;
    const added = applyEffects(still, [effect('ds8-support-turret')], context(team));
    expect(added.scenario.attacker.firing.map((f) => `${f.count}× ${f.weapon.name}`)).toEqual(['10× Rifle', '1× Support turret']);
    const already = { ...still, attacker: { name: 'Strike Team', firing: [...still.attacker.firing, { weapon: weapon({ name: 'Support turret' }), count: 1 }] } };
    const outcome = applyEffects(already, [effect('ds8-support-turret')], context(team));
    expect(outcome.applied).toEqual([]);
    expect(outcome.scenario.attacker.firing).toHaveLength(2);
    expect(said(outcome)).toEqual(['DS8 Support Turret: Strike Team already fires the Support turret; it is not added twice']);
    expect(said(applyEffects(scenario(), [effect('ds8-support-turret')], context(team)))).toEqual([
      'DS8 Support Turret not applied: it needs the attacker Remained Stationary (--stationary)',
    ]);
  });

  it('Suppression Volley works on the attacker: an INFANTRY attacker subtracts 1 from its hit rolls', () => {
    expect(applyEffects(scenario(), [effect('suppression-volley')], context({ attackerKeywords: ['INFANTRY'] })).scenario.modifiers).toEqual({ hit: -1 });
    expect(said(applyEffects(scenario(), [effect('suppression-volley')], context({ attackerKeywords: ['VEHICLE'] })))).toEqual([
      'Suppression Volley not applied: the attacker (Shooters) is not INFANTRY',
    ]);
  });
});
