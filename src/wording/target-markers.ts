/**
 * More targets named by where they stand or what they carry, which the player asserts by naming the rule:
 * "an enemy unit that is within range of that objective marker" (the one the rule selected), "enemy units in
 * range of one or more objective markers", "a unit in a terrain area", "a unit with one or more Vengeful
 * Dead tokens", and "a unit that is at its Starting Strength (excluding MONSTERS and VEHICLES)" (the
 * keywords excluded are the target's, which the scenario knows).
 */
type Shape = {
  readonly pattern: RegExp;
  readonly read: (m: RegExpExecArray) => { readonly requires: readonly { kind: 'keywords'; unit: 'target'; none: string[] }[]; readonly assumes: readonly string[] } | undefined;
};

const UNIT = /^(?:an? |the )?(?:enemy )?units? (?:that (?:is|are) )?/.source;

export function markerShapes(keywordList: (text: string) => string[] | undefined): readonly Shape[] {
  return [
    {
      pattern: new RegExp(`${UNIT}(?:wholly )?within range of that objective marker`),
      read: () => ({ requires: [], assumes: ['the target is within range of the objective marker the rule selected'] }),
    },
    {
      pattern: new RegExp(`${UNIT}in range of (?:one or more|an) objective markers?`),
      read: () => ({ requires: [], assumes: ['the target is within range of an objective marker'] }),
    },
    {
      pattern: new RegExp(`${UNIT}(?:wholly )?(?:in|within) a terrain (area|feature)`),
      read: (m) => ({ requires: [], assumes: [`the target is in a terrain ${m[1]}`] }),
    },
    {
      pattern: /^(?:an? )?(?:enemy )?unit with one or more ([a-z][a-z' -]*?) tokens?/,
      read: (m) => ({ requires: [], assumes: [`the target has one or more ${m[1]!.replace(/\b[a-z]/g, (c) => c.toUpperCase())} tokens`] }),
    },
    {
      pattern: new RegExp(`${UNIT}within contagion range of ((?:an? |one or more )(?:friendly )?(?:[a-z][a-z' -]*? )?units?(?: from your army)?)`),
      read: (m) => ({ requires: [], assumes: [`the target is within Contagion Range of ${m[1]}`] }),
    },
    {
      // "… when targeting units without the TITANIC keyword".
      pattern: /^(?:an? )?(?:enemy )?units? without the ([a-z' ,/-]+?) keywords?/,
      read: (m) => {
        const none = keywordList(m[1]!);
        return none === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', none }], assumes: [] };
      },
    },
    {
      pattern: new RegExp(`${UNIT}at its starting strength \\(excluding ([a-z' ,/-]+?)\\)`),
      read: (m) => {
        const none = keywordList(m[1]!);
        return none === undefined ? undefined : { requires: [{ kind: 'keywords', unit: 'target', none }], assumes: ['the target is at its Starting Strength'] };
      },
    },
  ];
}
