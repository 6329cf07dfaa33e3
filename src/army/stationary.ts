/**
 * Weapons a model has only while its unit Remained Stationary: the data, like the datasheet, lists the
 * Strike Team's support turret as the Shas'ui's equipment and says in an ability ("DS8 Support Turret: …
 * if this unit Remains Stationary, … its Shas'ui model is equipped with the support turret weapon") when
 * it is there. Such a weapon gets `requires: stationary`, as the seed importer gives it (docs/rules.md).
 */
import { STATIONARY } from '../profile/import/equipment.js';
import { nameKey } from './names.js';

/** The names, among `weapons`, of those an ability equips only while the unit Remained Stationary. */
export function stationaryWeapons(abilityTexts: readonly string[], weapons: readonly string[]): Set<string> {
  const out = new Set<string>();
  for (const text of abilityTexts) {
    const match = text.length > 2000 ? null : STATIONARY.exec(text);
    if (match === null) continue;
    const phrase = nameKey(match[2]!.replace(/\s+weapons?$/i, ''));
    // The weapon the phrase starts with: "support turret missile system" is the Support turret.
    const weapon = weapons.filter((w) => phrase === nameKey(w) || phrase.startsWith(`${nameKey(w)} `)).sort((a, b) => b.length - a.length)[0];
    if (weapon !== undefined) out.add(weapon);
  }
  return out;
}
