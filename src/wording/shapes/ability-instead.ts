/**
 * "… and the [SUSTAINED HITS 3] ability instead of the [SUSTAINED HITS 1] ability": a better value of the
 * same ability in place of the weapon's own. The engine keeps the better of two values of one ability
 * (rules/abilities.ts), so granting the new one gives the same; any other replacement is not modelled.
 */
import { parseAbility } from '../../profile/index.js';
import type { WeaponAbility } from '../../rules/index.js';
import { HELD_ABILITIES } from './weapon-ability.js';
import type { EffectShape } from './shape.js';

const REPLACES = 'it replaces another ability ("instead"), which granting both would not give';

/** The fixed value of an ability with one, higher better; undefined when it has none or a random one. */
function value(a: WeaponAbility): number | undefined {
  if (a.kind === 'sustained-hits' || a.kind === 'rapid-fire') return a.x.terms.length === 0 ? a.x.flat : undefined;
  if (a.kind === 'melta' || a.kind === 'blast') return a.x;
  return undefined;
}

function only(text: string): WeaponAbility | undefined {
  const parsed = parseAbility(text);
  return parsed.ok && parsed.value.length === 1 ? parsed.value[0] : undefined;
}

export const ABILITY_INSTEAD: EffectShape = {
  holder: true,
  pattern: /^(?:the )?\[([^\]]+)\] ability instead of the \[([^\]]+)\] ability/,
  read: (m, state) => {
    const better = only(m[1]!);
    const replaced = only(m[2]!);
    const [b, r] = [better === undefined ? undefined : value(better), replaced === undefined ? undefined : value(replaced)];
    if (better === undefined || replaced === undefined || better.kind !== replaced.kind || b === undefined || r === undefined || b < r) return REPLACES;
    const held = HELD_ABILITIES.pattern.exec(`[${m[1]}]`);
    return held === null ? REPLACES : HELD_ABILITIES.read(held, state);
  },
};
