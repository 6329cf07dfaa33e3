/**
 * ABILITIES: "CORE: Deadly Demise 1, Scouts 7\"", "FACTION: Battle Focus", datasheet abilities written
 * "Name: rule text" (two of them may run together on one line: "…Hit roll.DS8 Support Turret: In your…"),
 * and designer's notes. They become notes of the profile; the few that change an attack's maths are also
 * read: Feel No Pain X+, Stealth and an invulnerable save.
 */
import type { Line, UnitAbilities } from './types.js';

export type AbilitiesResult = UnitAbilities & {
  readonly fnp?: number;
  readonly invuln?: number;
  readonly stealth?: boolean;
  readonly unknown: Line[];
};

/** "…Hit roll.DS8 Support Turret: In your…" → two abilities. */
const GLUED = /(?<=[a-z0-9)\].!?])\.?(?=[A-Z0-9][A-Za-z0-9' ]{1,40}: )/g;
const NAMED = /^([A-Z0-9][A-Za-z0-9' ,&()\u2013-]{0,59}?):\s+(\S.*)$/;

export function splitGlued(text: string): string[] {
  const parts: string[] = [];
  let start = 0;
  for (const match of text.matchAll(GLUED)) {
    const at = match.index + match[0].length;
    // Only where a sentence ended: "roll.DS8 Support Turret:" but not "Sv: 3+".
    if (at === 0 || text[at - 1] !== '.') continue;
    parts.push(text.slice(start, at).trim());
    start = at;
  }
  parts.push(text.slice(start).trim());
  return parts.filter((p) => p !== '');
}

export function readAbilities(lines: readonly Line[]): AbilitiesResult {
  const core: string[] = [];
  const faction: string[] = [];
  const unit: { name: string; text: string; line: number; parts: Set<string> }[] = [];
  const byName = new Map<string, (typeof unit)[number]>();
  const notes: string[] = [];
  const unknown: Line[] = [];
  let fnp: number | undefined;
  let invuln: number | undefined;
  let stealth = false;
  const addAll = (into: string[], list: string): void => {
    for (const item of list.split(',').map((s) => s.trim()).filter((s) => s !== '')) {
      if (!into.includes(item) && into.length < 100) into.push(item);
      const pain = /^feel no pain (\d)\+$/i.exec(item);
      if (pain !== null) fnp = Number(pain[1]);
      if (/^stealth$/i.test(item)) stealth = true;
    }
  };
  for (const line of lines) {
    const coreLine = /^CORE\s*:\s*(.*)$/i.exec(line.text);
    if (coreLine !== null) {
      addAll(core, coreLine[1]!);
      continue;
    }
    const factionLine = /^FACTION\s*:\s*(.*)$/i.exec(line.text);
    if (factionLine !== null) {
      addAll(faction, factionLine[1]!);
      continue;
    }
    const save = /^INVULNERABLE SAVE\s*:?\s*([2-6])\+/i.exec(line.text);
    if (save !== null) {
      invuln = Number(save[1]);
      continue;
    }
    for (const part of splitGlued(line.text)) {
      if (/^designer'?s note\s*:/i.test(part)) {
        if (!notes.includes(part) && notes.length < 100) notes.push(part);
        continue;
      }
      const named = NAMED.exec(part);
      if (named !== null) {
        const same = byName.get(named[1]!);
        if (same === undefined) {
          const ability = { name: named[1]!, text: named[2]!, line: line.no, parts: new Set([named[2]!]) };
          unit.push(ability);
          byName.set(ability.name, ability);
        } else if (!same.parts.has(named[2]!)) {
          same.parts.add(named[2]!);
          same.text = `${same.text} ${named[2]}`;
        }
        continue;
      }
      // A paragraph of the ability above it (once: a repeated block repeats it).
      const last = unit[unit.length - 1];
      if (last === undefined) unknown.push({ no: line.no, text: part });
      else if (!last.parts.has(part)) {
        last.parts.add(part);
        last.text = `${last.text} ${part}`;
      }
    }
  }
  return {
    core,
    faction,
    unit: unit.map(({ name, text, line }) => ({ name, text, line })),
    notes,
    ...(fnp === undefined ? {} : { fnp }),
    ...(invuln === undefined ? {} : { invuln }),
    ...(stealth ? { stealth } : {}),
    unknown,
  };
}
