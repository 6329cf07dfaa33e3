/**
 * Table rows → weapons. Rows that share a name are the profiles of one weapon (Plasma gun – standard /
 * – supercharge); a row printed twice (a repeated block) counts once; the same row with different
 * numbers is an error, since the importer cannot tell which is right.
 */
import type { Issue } from '../issue.js';
import { excerpt, nameKey } from './names.js';
import type { Section } from './sections.js';
import type { ImportedWeapon, Line, WeaponRow } from './types.js';
import { parseTable } from './weapon-table.js';

type MutableWeapon = { -readonly [K in keyof ImportedWeapon]: ImportedWeapon[K] } & { rows: WeaponRow[] };

export type WeaponsResult = { readonly weapons: ImportedWeapon[]; readonly errors: Issue[]; readonly warnings: Issue[] };

/**
 * The wargear a table apart from the datasheet belongs to: the capitals ending the line before its header
 * ("…(10.05).GUN DRONE" → "gun drone").
 */
export function wargearHeading(before: Line | null): string | null {
  if (before === null) return null;
  const match = /(?:^|[.!?:)\]]\s*)([A-Z][A-Z0-9' -]*[A-Z0-9])$/.exec(before.text);
  return match === null ? null : match[1]!.toLowerCase();
}

function sameRow(a: WeaponRow, b: WeaponRow): boolean {
  return (
    a.range === b.range &&
    a.A === b.A &&
    a.skill === b.skill &&
    a.S === b.S &&
    a.AP === b.AP &&
    a.D === b.D &&
    [...a.abilities].sort().join() === [...b.abilities].sort().join()
  );
}

function rowName(row: WeaponRow): string {
  return row.profile === null ? row.base : `${row.base} – ${row.profile}`;
}

export function readWeapons(tables: readonly Section[], file: string, isKnown: (key: string) => boolean): WeaponsResult {
  const errors: Issue[] = [];
  const warnings: Issue[] = [];
  const weapons: MutableWeapon[] = [];
  const byName = new Map<string, MutableWeapon>();
  // Weapon → its profiles by lower-case name ('' for a one-profile weapon).
  const profiles = new Map<MutableWeapon, Map<string, WeaponRow>>();
  for (const table of tables) {
    const type = table.kind === 'melee' ? 'melee' : 'ranged';
    const parsed = parseTable(table, file, isKnown);
    errors.push(...parsed.errors);
    warnings.push(...parsed.warnings);
    const wargear = table.main ? null : wargearHeading(table.before);
    let added = 0;
    for (const row of parsed.rows) {
      const key = nameKey(row.base);
      const first = byName.get(key);
      const clash = first !== undefined && first.type !== type ? first : undefined;
      const name = clash === undefined ? row.base : `${row.base} (${type})`;
      if (clash !== undefined) {
        warnings.push({
          file,
          line: row.line,
          col: 1,
          path: `${type} weapons`,
          message: `${row.base} is both a ranged and a melee weapon (line ${clash.line}): this one is named "${name}"`,
        });
      }
      const named: WeaponRow = { ...row, base: name };
      const same = byName.get(nameKey(name));
      if (same === undefined) {
        const weapon: MutableWeapon = { name, rows: [named], type, line: row.line, wargear, main: table.main };
        weapons.push(weapon);
        byName.set(nameKey(name), weapon);
        profiles.set(weapon, new Map([[(row.profile ?? '').toLowerCase(), named]]));
        added++;
        continue;
      }
      const known = profiles.get(same)!;
      const twin = known.get((row.profile ?? '').toLowerCase());
      if (twin !== undefined) {
        if (!sameRow(twin, named)) {
          errors.push({
            file,
            line: row.line,
            col: 1,
            path: `${type} weapons`,
            message: `${rowName(named)} is given twice with different characteristics (lines ${twin.line} and ${row.line}); keep the right one`,
          });
        }
        continue;
      }
      if (row.profile === null || same.rows.some((r) => r.profile === null)) {
        errors.push({
          file,
          line: row.line,
          col: 1,
          path: `${type} weapons`,
          message: `${excerpt(same.name)} is given both as one weapon and with profiles (lines ${same.line} and ${row.line}): name every profile ("${same.name} – standard")`,
        });
        continue;
      }
      same.rows.push(named);
      known.set((row.profile ?? '').toLowerCase(), named);
    }
    if (!table.main && added > 0 && wargear === null) {
      warnings.push({
        file,
        line: table.heading!.no,
        col: 1,
        path: `${type} weapons`,
        message: 'this weapon table stands apart from the datasheet\'s and has no heading naming its wargear: its weapons are imported, but no model carries them',
      });
    }
  }
  return { weapons, errors, warnings };
}
