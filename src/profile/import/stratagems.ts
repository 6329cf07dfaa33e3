/**
 * STRATAGEMS and DETACHMENT ABILITY, kept for reference. A stratagem is printed as three or four lines:
 *
 *     COMMAND RE-ROLL            name
 *     1CP                        cost
 *     Boarding Actions – Epic Deed   detachment – type ("Core", "Auxiliary Cadre Stratagem")
 *     BA                         an abbreviation of the source, sometimes
 *
 * The detachment abilities are names, one a line ("Born Soldiers"), and the export runs straight on into
 * rules text ("Destroyed", "Hazardous", …). A name is taken when the rules text further down confirms it
 * ("Born Soldiers" then "Combined Regiment Detachment"), which also gives its detachment; the first line
 * is always taken.
 */
import type { DetachmentAbility, Line, Stratagem } from './types.js';

const CP = /^(\d+)\s*CP$/i;

export type StratagemsResult = { readonly stratagems: Stratagem[]; readonly unknown: Line[] };

function source(text: string): { detachment: string; type: string | null } {
  const clean = text.replace(/\s+stratagem$/i, '').trim();
  const dash = / \u2013 | - /.exec(clean);
  if (dash === null) return { detachment: clean, type: null };
  return { detachment: clean.slice(0, dash.index).trim(), type: clean.slice(dash.index + dash[0].length).trim() || null };
}

export function readStratagems(lines: readonly Line[]): StratagemsResult {
  const stratagems: Stratagem[] = [];
  const seen = new Set<string>();
  const unknown: Line[] = [];
  const isCp = (i: number): boolean => CP.test(lines[i]?.text ?? '');
  let i = 0;
  while (i < lines.length) {
    const name = lines[i]!;
    if (!isCp(i + 1) || isCp(i)) {
      unknown.push(name);
      i++;
      continue;
    }
    const cp = Number(CP.exec(lines[i + 1]!.text)![1]);
    let next = i + 2;
    let from = { detachment: 'unknown', type: null as string | null };
    // The source line, unless the line after it is a cost (then it is the next stratagem's name).
    if (next < lines.length && !isCp(next) && !isCp(next + 1)) {
      from = source(lines[next]!.text);
      next++;
      const abbreviation = lines[next];
      if (abbreviation !== undefined && /^[A-Z]{1,4}$/.test(abbreviation.text) && !isCp(next + 1)) next++;
    }
    const stratagem: Stratagem = { name: name.text, cp, detachment: from.detachment, type: from.type, line: name.no };
    const key = JSON.stringify([stratagem.name, stratagem.cp, stratagem.detachment, stratagem.type]);
    if (!seen.has(key)) stratagems.push(stratagem);
    seen.add(key);
    i = next;
  }
  return { stratagems, unknown };
}

export type DetachmentResult = { readonly abilities: DetachmentAbility[]; readonly unknown: Line[] };

function nameLike(text: string): boolean {
  return text.length <= 60 && text.split(' ').length <= 8 && /[A-Za-z]/.test(text) && !/[.:;|]$/.test(text) && !/^the\s/i.test(text) && !text.includes('|');
}

/**
 * Name → detachment, from the rules text: a line that is the name (or ends a sentence with it: "…Hit
 * roll.Killing Blow"), then "<Detachment> Detachment".
 */
export function detachmentNames(all: readonly Line[]): Map<string, string> {
  const found = new Map<string, string>();
  const lines = all.filter((l) => l.text !== '');
  for (let i = 1; i < lines.length; i++) {
    const match = /^(\S.{0,60}?) Detachment$/.exec(lines[i]!.text);
    if (match === null) continue;
    const before = lines[i - 1]!.text;
    const sentence = before.lastIndexOf('.');
    for (const name of [before, before.slice(sentence + 1).trim()]) if (!found.has(name)) found.set(name, match[1]!);
  }
  return found;
}

/** `lines`: the section's lines; `confirmed`: from `detachmentNames` of the whole export (the rules text is further down). */
export function readDetachmentAbilities(lines: readonly Line[], confirmed: ReadonlyMap<string, string>): DetachmentResult {
  const abilities: DetachmentAbility[] = [];
  let index = 0;
  for (; index < lines.length; index++) {
    const line = lines[index]!;
    if (!nameLike(line.text)) break;
    const detachment = confirmed.get(line.text);
    if (detachment === undefined && index > 0) break;
    if (!abilities.some((a) => a.name === line.text)) abilities.push({ name: line.text, detachment: detachment ?? null, line: line.no });
  }
  return { abilities, unknown: lines.slice(index) };
}
