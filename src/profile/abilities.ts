/**
 * Weapon abilities as datasheets print them ("rapid fire 1", "[RAPID FIRE 1]", "Rapid Fire 1",
 * "anti-vehicle 4+", "[hazardous, rapid fire 1]") → the engine's `WeaponAbility` union.
 */
import { parseDice } from '../prob/dice.js';
import type { NamedAbility, WeaponAbility } from '../rules/index.js';
import { closest } from './suggest.js';

export type AbilityParse = { ok: true; value: WeaponAbility[] } | { ok: false; message: string };

/** Canonical spellings, used in suggestions and docs. X is a number or dice, KEYWORD any keyword. */
export const ABILITY_SPELLINGS: readonly string[] = [
  'assault',
  'heavy',
  'pistol',
  'close-quarters',
  'torrent',
  'lethal hits',
  'sustained hits X',
  'rapid fire X',
  'blast',
  'blast X',
  'cleave X',
  'melta X',
  'anti-KEYWORD X+',
  'devastating wounds',
  'twin-linked',
  'lance',
  'ignores cover',
  'indirect fire',
  'precision',
  'hazardous',
  'extra attacks',
  'psychic',
  'one shot',
];


const SIMPLE: ReadonlyMap<string, NamedAbility['kind']> = new Map([
  ['assault', 'assault'],
  ['heavy', 'heavy'],
  ['pistol', 'pistol'],
  // 11e 24.27: [PISTOL] and [CLOSE-QUARTERS] are identical for all rules purposes.
  ['close quarters', 'pistol'],
  ['torrent', 'torrent'],
  ['lethal hits', 'lethal-hits'],
  ['devastating wounds', 'devastating-wounds'],
  ['twin linked', 'twin-linked'],
  ['lance', 'lance'],
  ['ignores cover', 'ignores-cover'],
  ['indirect fire', 'indirect-fire'],
  ['precision', 'precision'],
  ['hazardous', 'hazardous'],
  ['extra attacks', 'extra-attacks'],
  ['psychic', 'psychic'],
]);

/** Abilities that never change the outcome of one attack: accepted and left out. */
const NO_EFFECT = new Set(['one shot']);

const WITH_DICE = new Map<string, 'sustained-hits' | 'rapid-fire'>([
  ['sustained hits', 'sustained-hits'],
  ['rapid fire', 'rapid-fire'],
]);

/** Lower case, brackets and surrounding space removed, any dash or run of spaces turned into one space. */
function normalise(text: string): string {
  return text
    .trim()
    .replace(/^\[|\]$/g, '')
    .toLowerCase()
    .replace(/[\u2010-\u2015\u2212_-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Split "[hazardous, rapid fire 1]" or "hazardous; rapid fire 1" into its abilities. */
export function splitAbilities(text: string): string[] {
  return text
    .replace(/[[\]]/g, ',')
    .split(/[,;]/)
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** One ability's text, e.g. "Sustained Hits D3" or "[ANTI-VEHICLE 4+]". */
export function parseAbility(text: string): AbilityParse {
  const original = text.trim();
  const norm = normalise(original);
  if (norm === '') return { ok: false, message: 'expected an ability like "sustained hits 1", got an empty value' };
  if (NO_EFFECT.has(norm)) return { ok: true, value: [] };
  const simple = SIMPLE.get(norm);
  if (simple !== undefined) return { ok: true, value: [{ kind: simple }] };

  if (norm === 'blast') return { ok: true, value: [{ kind: 'blast', x: 1 }] };

  const anti = /^anti ?(.+?) (\d)\+?$/.exec(norm);
  if (anti) {
    const threshold = Number(anti[2]);
    if (threshold < 2 || threshold > 6) {
      return { ok: false, message: `the roll of ${JSON.stringify(original)} must be 2+ to 6+, got ${threshold}+` };
    }
    return { ok: true, value: [{ kind: 'anti', keyword: anti[1]!.toUpperCase(), threshold }] };
  }
  if (/^anti( |$)/.test(norm) || /^anti\w/.test(norm)) {
    return { ok: false, message: `${JSON.stringify(original)} needs a keyword and a roll, like "anti-vehicle 4+"` };
  }

  const parameter = /^(.*?) ?(\S+)$/.exec(norm);
  const head = parameter?.[1] ?? norm;
  const x = parameter?.[2] ?? '';

  const diceKind = WITH_DICE.get(head);
  if (diceKind !== undefined) {
    const dice = parseDice(/^\d+$/.test(x) ? Number(x) : x);
    if (!dice.ok) return { ok: false, message: `bad X in ${JSON.stringify(original)}: ${dice.message}` };
    // X 0 would print as the ability and do nothing: a typo, never a datasheet's value.
    if (dice.value.terms.length === 0 && dice.value.flat === 0) return { ok: false, message: `X of ${JSON.stringify(original)} must be at least 1, like "${head} 1" or "${head} D3"` };
    return { ok: true, value: [{ kind: diceKind, x: dice.value }] };
  }
  if (WITH_DICE.has(norm)) return { ok: false, message: `${JSON.stringify(original)} needs its X, like "${norm} 1"` };

  // [CLEAVE X] (11e) is [BLAST X] with a single target, and mathhammer always resolves one target.
  if (head === 'blast' || head === 'cleave' || head === 'melta') {
    if (!/^\d+$/.test(x) || Number(x) < 1 || Number(x) > 20) {
      return { ok: false, message: `X of ${JSON.stringify(original)} must be a whole number from 1 to 20, got ${JSON.stringify(x)}` };
    }
    return { ok: true, value: [{ kind: head === 'melta' ? 'melta' : 'blast', x: Number(x) }] };
  }
  if (norm === 'melta' || norm === 'cleave') {
    return { ok: false, message: `${JSON.stringify(original)} needs its X, like "${norm} 2"` };
  }

  return { ok: false, message: `unknown ability ${JSON.stringify(original)}${suggestAbility(norm)}` };
}

/** Suggest the closest spelling, keeping the user's parameter: "sustianed hits 1" → "sustained hits 1". */
function suggestAbility(norm: string): string {
  const names = [...SIMPLE.keys(), ...NO_EFFECT, 'blast', ...WITH_DICE.keys(), 'melta', 'cleave'];
  const parameter = /^(.*?) (\S*\d\S*)$/.exec(norm);
  if (parameter) {
    const match = closest(parameter[1]!, [...WITH_DICE.keys(), 'melta', 'blast', 'cleave']);
    if (match !== undefined) return ` (did you mean \`${match} ${parameter[2]}\`?)`;
  }
  const match = closest(norm, names);
  if (match === undefined) return '; known abilities: ' + ABILITY_SPELLINGS.join(', ');
  const shown = match === 'twin linked' ? 'twin-linked' : match === 'close quarters' ? 'close-quarters' : match;
  return ` (did you mean \`${shown}\`?)`;
}

/** Parse a list item that may hold several abilities ("[hazardous, rapid fire 1]"). */
export function parseAbilities(text: string): { value: WeaponAbility[]; errors: string[] } {
  const value: WeaponAbility[] = [];
  const errors: string[] = [];
  const parts = splitAbilities(text);
  if (parts.length === 0) errors.push('expected an ability like "sustained hits 1", got an empty value');
  for (const part of parts) {
    const parsed = parseAbility(part);
    if (parsed.ok) value.push(...parsed.value);
    else errors.push(parsed.message);
  }
  return { value, errors };
}

export { abilityKindLabel, formatAbility } from '../rules/ability-label.js';

export function hasAbility(abilities: readonly WeaponAbility[], kind: WeaponAbility['kind']): boolean {
  return abilities.some((a) => a.kind === kind);
}
