/**
 * A weapon table's name cell → the weapon's name, its profile and its abilities. The seeds print the
 * abilities in two ways: in brackets (`Flamer [ignores cover, torrent]`, `Plasma gun – supercharge
 * [hazardous, rapid fire 1]`) or run into the name (`Pulse rifle rapid fire 1`, `Support turret indirect
 * fire twin-linked`, `Pulse pistol pistol`). A dash with spaces around it starts a profile.
 */
import { parseAbility, splitAbilities } from '../abilities.js';
import { nameKey } from './names.js';

export type NameCell = {
  readonly base: string;
  readonly profile: string | null;
  /** Ability texts as printed, lower case: "rapid fire 1". */
  readonly abilities: readonly string[];
  /** Bracketed texts that are not abilities the loader knows. */
  readonly unknown: readonly string[];
};

/** The longest ability run into a name has four words ("anti-fly 2+" is one, "sustained hits d3" three). */
const MAX_ABILITY_WORDS = 4;

function abilityText(text: string): string {
  return text.toLowerCase().replace(/\s+/g, ' ').trim();
}

/** First words of the abilities the loader knows: a quick no before parseAbility (which suggests spellings, slowly). */
const FIRST_WORDS = /^(assault|heavy|pistol|close|torrent|lethal|sustained|rapid|blast|cleave|melta|anti|devastating|twin|lance|ignores|indirect|precision|hazardous|extra|psychic|one)\b/;

function isAbility(text: string): boolean {
  return FIRST_WORDS.test(text) && parseAbility(text).ok;
}

/**
 * Peel abilities off the end of `name`, shortest first ("twin-linked", then "indirect fire"). Stops
 * at the first word that is no ability, at an ability already taken ("Pulse pistol pistol" keeps its
 * second "pistol"), with one word left, or when what is left is a name the export uses elsewhere
 * ("hunting lance" in the wargear options: the weapon is not "Hunting" with [LANCE]).
 */
function peelAbilities(name: string, isKnown: (key: string) => boolean): { rest: string; abilities: string[] } {
  const words = name.split(' ');
  const abilities: string[] = [];
  for (;;) {
    if (isKnown(nameKey(words.join(' ')))) break;
    let taken = 0;
    for (let n = 1; n <= MAX_ABILITY_WORDS && n < words.length; n++) {
      const candidate = abilityText(words.slice(words.length - n).join(' '));
      if (isAbility(candidate) && !abilities.includes(candidate)) {
        abilities.unshift(candidate);
        taken = n;
        break;
      }
    }
    if (taken === 0) break;
    words.splice(words.length - taken, taken);
  }
  return { rest: words.join(' '), abilities };
}

/** `isKnown(nameKey)`: whether the export names it outside the tables; such a name is never cut short. */
export function parseNameCell(cell: string, isKnown: (key: string) => boolean = () => false): NameCell {
  let text = cell.trim();
  const bracketed: string[] = [];
  // Every [..] group, wherever it is (normally at the end).
  text = text.replace(/\[([^\]]*)\]?/g, (_match, inner: string) => {
    bracketed.push(inner);
    return ' ';
  });
  text = text.replace(/\s+/g, ' ').trim();
  const abilities: string[] = [];
  const unknown: string[] = [];
  for (const group of bracketed) {
    for (const part of splitAbilities(group)) {
      const spelled = abilityText(part);
      if (isAbility(spelled)) {
        if (!abilities.includes(spelled)) abilities.push(spelled);
      } else {
        unknown.push(part.trim());
      }
    }
  }
  const dash = / [\u2013\u2014-] /.exec(text);
  let base = dash === null ? text : text.slice(0, dash.index).trim();
  let profile = dash === null ? null : text.slice(dash.index + dash[0].length).trim();
  if (bracketed.length === 0) {
    // Abilities run into the name follow the profile when there is one.
    const peeled = peelAbilities(profile ?? base, isKnown);
    if (profile === null) base = peeled.rest;
    else profile = peeled.rest;
    abilities.push(...peeled.abilities);
  }
  if (profile === '') profile = null;
  return { base, profile, abilities, unknown };
}
