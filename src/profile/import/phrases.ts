/**
 * Model and weapon names as wargear options and abilities write them ("The Mukaali Rider Sergeant's",
 * "Up to 2 Mukaali Riders", "Any number of Fire Warrior models", "1 plasma pistol", "1 gun drone"),
 * matched against the models of UNIT COMPOSITION and the weapons of the tables.
 */
import { nameKey, readCount, sameName, singular } from './names.js';
import type { ImportedWeapon, ModelGroup } from './types.js';

/** Phrases that name every model of the unit. */
export const GENERIC = /^(this model|this unit|(?:the )?models?(?: in this unit)?|of the models in this unit)$/i;

/** The models a phrase names; undefined when it names none of them. */
export function findModels(phrase: string, models: readonly ModelGroup[]): ModelGroup[] | undefined {
  let text = phrase.trim().replace(/^(the|this unit's|each|every|all)\s+/i, '');
  if (GENERIC.test(text)) return [...models];
  const many = /\s+models?$/i.test(text);
  text = text.replace(/\s+models?$/i, '');
  // "Fire Warrior models" are the models called Fire Warrior: the Fire Warrior Shas'ui is a model of its own
  // and keeps its weapon (issue 14 point 11). Only when no model has the name exactly does a prefix do.
  const exact = models.filter((m) => sameName(m.name, text) || sameName(m.printed, text));
  if (exact.length > 0) return exact;
  const key = nameKey(singular(text));
  const prefixed = models.filter((m) => nameKey(m.name).startsWith(key));
  if (many && prefixed.length > 0) return prefixed;
  // "the Sergeant" for "Mukaali Rider Sergeant", when only one model has that word.
  const words = models.filter((m) => ` ${nameKey(m.name)} `.includes(` ${key} `));
  return words.length === 1 ? words : undefined;
}

/** What an option gives or takes: weapons by name, or a piece of wargear whose table the export prints. */
export type Kit = { readonly text: string; readonly weapons: readonly { readonly name: string; readonly count: number }[] };

/** "1 plasma pistol" → the Plasma pistol; "1 gun drone" → the weapons of the GUN DRONE table. */
function findOne(phrase: string, weapons: readonly ImportedWeapon[]): Kit | undefined {
  const counted = /^(\d+|one|two|three|four|a|an)\s+(.+)$/i.exec(phrase.trim());
  const count = counted === null ? 1 : (readCount(counted[1]!) ?? 1);
  const name = (counted === null ? phrase : counted[2]!).trim();
  const weapon = weapons.find((w) => sameName(w.name, name));
  if (weapon !== undefined) return { text: name, weapons: [{ name: weapon.name, count }] };
  const wargear = weapons.filter((w) => w.wargear !== null && sameName(w.wargear, name));
  if (wargear.length > 0) return { text: name, weapons: wargear.map((w) => ({ name: w.name, count })) };
  return undefined;
}

/** "1 bolt pistol and 1 chainsword" → both; undefined when any part is not a weapon of the export. */
export function findKit(phrase: string, weapons: readonly ImportedWeapon[]): Kit | undefined {
  const text = stripAside(phrase);
  const whole = findOne(text, weapons);
  if (whole !== undefined) return whole;
  const parts = text.split(/\s*(?:,|\band\b)\s*/i).filter((p) => p !== '');
  if (parts.length === 0) return undefined;
  const found: { name: string; count: number }[] = [];
  const texts: string[] = [];
  for (const part of parts) {
    const one = findOne(part, weapons);
    if (one === undefined) return undefined;
    found.push(...one.weapons);
    texts.push(one.text);
  }
  return { text: texts.join(' and '), weapons: found };
}

/** "1 guardian drone (it cannot take duplicates of this piece of wargear)" → "1 guardian drone". */
export function stripAside(text: string): string {
  return text.replace(/\s*\([^)]*\)/g, '').replace(/[.:;]+$/, '').trim();
}

/** The weapon a phrase starts with: "support turret missile system" → Support turret. Longest name wins. */
export function weaponAtStart(phrase: string, weapons: readonly ImportedWeapon[]): ImportedWeapon | undefined {
  const key = nameKey(phrase);
  return [...weapons]
    .filter((w) => key === nameKey(w.name) || key.startsWith(`${nameKey(w.name)} `) || key === nameKey(singular(w.name)))
    .sort((a, b) => b.name.length - a.name.length)[0];
}
