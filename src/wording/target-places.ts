/**
 * Targets named by where they stand or what they lack, which target.ts reads before its keyword shapes: "a
 * unit that is within 12" of one or more ADEPTUS ASTARTES units from your army", "an enemy unit within
 * Engagement Range of one or more friendly ADEPTUS ASTARTES VEHICLE units", "a unit within range of your
 * Acquisition objective marker", "a unit within range of one or more of your Vowed objective markers", "the
 * enemy unit you selected for the Oath of Moment ability" (the
 * player asserts each by naming the rule), "an enemy unit that does not have the IMPERIUM or CHAOS keywords"
 * (the target's keywords, which the scenario knows).
 */
import { markerShapes } from './target-markers.js';

type Shape = {
  readonly pattern: RegExp;
  readonly read: (m: RegExpExecArray) => { readonly requires: readonly { kind: 'keywords'; unit: 'target'; none: string[] }[]; readonly assumes: readonly string[] } | undefined;
};

const UNIT = /^(?:an? |the )?(?:enemy )?unit (?:that is )?/.source;

/** The shapes, with target.ts's reading of keywords (passed in: this file imports nothing back from it). */
export function placeShapes(keywordList: (text: string) => string[] | undefined): readonly Shape[] {
  return [
    ...markerShapes(keywordList),
    { pattern: /^(?:their|its|your|the) spotted unit/, read: () => ({ requires: [], assumes: ['the target is the Spotted unit'] }) },
    {
      pattern: /^the enemy unit you selected for the oath of moment ability(?: this turn)?/,
      read: () => ({ requires: [], assumes: ['the target is your Oath of Moment target'] }),
    },
    {
      pattern: new RegExp(`${UNIT}within (\\d+"|engagement range) of (one or more (?:other )?(?:friendly )?[a-z][a-z' ,/-]*? (?:units|models)(?: from your army)?)`),
      read: (m) => ({ requires: [], assumes: [`the target is within ${m[1] === 'engagement range' ? 'Engagement Range' : m[1]} of ${m[2]}`] }),
    },
    {
      pattern: new RegExp(`${UNIT}(?:wholly )?within range of (?:one or more of )?your ([a-z][a-z' -]*?) objective markers?`),
      read: (m) => ({ requires: [], assumes: [`the target is within range of your ${m[1]} objective marker`] }),
    },
    {
      pattern: /^(?:an? |one )?(?:enemy )?units? that (?:does|do) not have the ([a-z' ,/-]+?) keywords?/,
      read: (m) => {
        const none = keywordList(m[1]!);
        return none === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', none }], assumes: [] };
      },
    },
  ];
}
