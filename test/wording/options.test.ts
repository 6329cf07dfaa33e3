/** A rule that offers a choice, split into its options (src/wording/options.ts), on real wording. */
import { describe, expect, it } from 'vitest';
import { rollResults, segmentsOf } from '../../src/wording/options.js';

describe('segmentsOf: a choice and its options', () => {
  it('bullets with headings: each heading an option, its text set in the lead’s phase and duration', () => {
    const text = [
      'At the start of the Fight phase, select one of the following abilities for this unit to gain until the end of the phase:',
      "■ Hero's Prowess: Each time a model in this unit makes an attack, re-roll a Hit roll of 1.",
      "■ Villain's Doom: Each time a model in this unit makes an attack, add 1 to the Wound roll.",
    ].join('\n');
    expect(segmentsOf(text)).toEqual([
      { text: text.split('\n')[0], lead: true },
      { text: 'At the start of the Fight phase, until the end of the phase, each time a model in this unit makes an attack, re-roll a Hit roll of 1.', option: "Hero's Prowess" },
      { text: 'At the start of the Fight phase, until the end of the phase, each time a model in this unit makes an attack, add 1 to the Wound roll.', option: "Villain's Doom" },
    ]);
  });

  it('heading lines with the lines under them, numbered or not', () => {
    const text = 'Select one from the list below.\n1. Adrenalight\nAdd 1 to the Attacks characteristic of melee weapons.\n2. Hypex\nAdd 2" to the Move characteristic.';
    expect(segmentsOf(text).filter((s) => s.option !== undefined).map((s) => [s.option, s.text])).toEqual([
      ['Adrenalight', 'Add 1 to the Attacks characteristic of melee weapons.'],
      ['Hypex', 'Add 2" to the Move characteristic.'],
    ]);
  });

  it('weapon abilities as options go to the holder the lead names', () => {
    const text = 'Each time this unit is selected to fight, select one of the following abilities to apply to melee weapons equipped by models in this unit until the end of the phase:\n- Sustained Hits 1\n- Lethal Hits';
    expect(segmentsOf(text).filter((s) => s.option !== undefined)).toEqual([
      { option: '[SUSTAINED HITS 1]', text: 'Each time this unit is selected to fight, until the end of the phase, melee weapons equipped by models in this unit have the [SUSTAINED HITS 1] ability.' },
      { option: '[LETHAL HITS]', text: 'Each time this unit is selected to fight, until the end of the phase, melee weapons equipped by models in this unit have the [LETHAL HITS] ability.' },
    ]);
  });

  it('abilities listed inline, given by the sentence after them', () => {
    const text = 'In your Shooting phase, select one of the following abilities: [IGNORES COVER]; [LETHAL HITS]. Until the end of the phase, this model’s ranged weapon has that ability.';
    expect(segmentsOf(text).map((s) => s.option ?? null)).toEqual([null, '[IGNORES COVER]', '[LETHAL HITS]']);
    expect(segmentsOf(text)[2]!.text).toBe("Until the end of the phase, this model's ranged weapon has the [LETHAL HITS] ability.");
  });

  it('unnamed bullets are numbered; what follows the bullets is the rest of the rule', () => {
    const text = 'Select one of the following:\n■ Each time a model in this unit makes an attack, re-roll a Hit roll of 1.\n■ Each time a model in this unit makes an attack, re-roll a Wound roll of 1.\nIf this unit made a Charge move this turn, select both instead.';
    expect(segmentsOf(text).map((s) => s.option ?? (s.lead === true ? 'lead' : 'rest'))).toEqual(['lead', 'option 1', 'option 2', 'rest']);
  });

  it('a rule with no choice, or a choice with one option read, is one segment', () => {
    expect(segmentsOf('Each time a model in this unit makes an attack, add 1 to the Hit roll.')).toEqual([{ text: 'Each time a model in this unit makes an attack, add 1 to the Hit roll.' }]);
    const one = 'At the start of the battle, select one of the following keywords: Infantry, Monster.';
    expect(segmentsOf(one)).toEqual([{ text: one }]);
  });
});

describe('rollResults: a roll with several results', () => {
  it('each result the player may pick, not the one that harms the rule’s own unit', () => {
    const read = rollResults(
      'Select one enemy unit and roll one D6: on a 1, that PSYKER model suffers D3 mortal wounds; on a 2-5, until the end of the phase, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll; on a 6, that enemy unit is not eligible to shoot this phase.',
    );
    expect(read).toEqual({
      lead: 'Select one enemy unit and roll one D6',
      results: [
        { label: '2-5', text: 'Until the end of the phase, each time a model in that enemy unit makes an attack, subtract 1 from the Hit roll.' },
        { label: '6', text: 'That enemy unit is not eligible to shoot this phase.' },
      ],
    });
  });

  it('mortal wounds of several sizes are one source, not options; one result is no roll to split', () => {
    expect(rollResults('Select one enemy unit and roll one D6: on a 2-5, that enemy unit suffers D3 mortal wounds; on a 6, that enemy unit suffers 3 mortal wounds.')).toBeUndefined();
    expect(rollResults('Roll one D6: on a 4+, that enemy unit suffers D3 mortal wounds.')).toBeUndefined();
  });
});
