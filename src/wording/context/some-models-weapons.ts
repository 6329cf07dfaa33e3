/**
 * "Weapons equipped by HEADTAKERS models in this unit have the [DEVASTATING WOUNDS] and [PRECISION]
 * abilities …": the weapons of some models of a unit, by keyword (as "Each time a ^^Beast^^ model in this
 * unit makes an attack" has them: those models' weapons fire as a group of their own).
 */
import { thatUnitScope, type Phrase } from '../state.js';
import { keywordList } from '../target.js';

export const SOME_MODELS_WEAPONS_HAVE: Phrase = {
  pattern: /^(?:all )?(?:(ranged|melee) )?weapons equipped by (non-)?((?!(?:all|other|the) )[a-z][a-z' -]*?) models in (this|that) unit (?:have|has|gains?)(?: the)? (?=\[)/,
  read: (m, state) => {
    const [, type, non, models, which] = m;
    const keywords = keywordList(models!);
    if (keywords === undefined) return `the models it names ("${models}") are not keywords`;
    const scope = which === 'this' ? 'unit' : thatUnitScope(state);
    if (scope === undefined) return 'it gives something to another unit ("that unit")';
    state.side = 'attacker';
    state.holder = { scope, weapons: (type as 'ranged' | 'melee' | undefined) ?? 'all', modelKeywords: non === undefined ? { any: keywords } : { none: keywords } };
  },
};
