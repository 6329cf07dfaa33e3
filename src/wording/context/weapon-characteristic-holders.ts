/**
 * The holders of weapons (holders.ts, some-models-weapons.ts) before a characteristic they have instead of
 * an ability: "melee weapons equipped by models in this unit have a Strength characteristic of 8 …",
 * "arco-flails equipped by models in this unit have an Attacks characteristic of 6 …", "this model's 'uge
 * choppa has a Damage characteristic of 3" (shapes/set-characteristic.ts reads the characteristic).
 */
import type { Phrase } from '../state.js';
import { NAMED_WEAPONS_EQUIPPED, WEAPONS_HAVE } from './holders.js';
import { SOME_MODELS_WEAPONS_HAVE } from './some-models-weapons.js';

const HAS_CHARACTERISTIC = '(?=an? (?:attacks|strength|damage) characteristic of )';

/** The same holder, read the same way, before a characteristic instead of "[": an ability. */
function beforeCharacteristic(phrase: Phrase): Phrase {
  const source = phrase.pattern.source.replace('(?: the)? (?=\\[)', ` ${HAS_CHARACTERISTIC}`);
  if (source === phrase.pattern.source) throw new Error(`beforeCharacteristic: no ability lookahead in ${phrase.pattern.source}`);
  return { pattern: new RegExp(source), read: phrase.read };
}

export const WEAPONS_HAVE_CHARACTERISTIC: readonly Phrase[] = [
  beforeCharacteristic(SOME_MODELS_WEAPONS_HAVE),
  beforeCharacteristic(WEAPONS_HAVE),
  beforeCharacteristic(NAMED_WEAPONS_EQUIPPED),
  {
    // "this model's 'uge choppa" (a name may start with an apostrophe), "this model's Watcher's Axe melee weapon".
    pattern: new RegExp(`^(?:this model's|the bearer's|its) ((?!ranged |melee |weapons )[a-z'][a-z' -]*?)(?: (ranged|melee))?(?: weapons?)? (?:has|have) ${HAS_CHARACTERISTIC}`),
    read: (m, state) => {
      state.side = 'attacker';
      state.holder = { scope: 'bearer', weapons: (m[2] as 'ranged' | 'melee' | undefined) ?? 'all' };
      state.weapons = m[1]!.split(/, | and | or /);
    },
  },
];
