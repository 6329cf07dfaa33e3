/**
 * WARGEAR OPTIONS → named loadouts, for the options that are simple swaps or additions:
 *
 *   - The Mukaali Rider Sergeant's laspistol can be replaced with 1 plasma pistol.        one model swaps
 *   - Up to 2 Mukaali Riders can each have their hunting lance replaced with one of the following:
 *   - 1 flamer                                                                            one loadout per
 *   - 1 meltagun                                                                          choice, max 2
 *   - Any number of Fire Warrior models can each have their pulse rifle replaced with 1 pulse carbine.
 *                                                                   one model (repeatable), or all of them
 *   - The Fire Warrior Shas'ui can be equipped with up to two of the following, and can take duplicates:
 *   - 1 gun drone                                   the GUN DRONE table's weapon is added, max 2
 *
 * The choice lists are not indented in the export: a line ending with ":" opens one, and the "- 1 …"
 * lines after it are its choices. An option (or a choice) naming a model or a weapon the export does not
 * have is kept as a note, with a warning.
 */
import type { Issue } from '../issue.js';
import { excerpt, readCount, singular, slug } from './names.js';
import { findKit, findModels, GENERIC, stripAside, type Kit } from './phrases.js';
import type { ImportedLoadout, ImportedWeapon, Line, ModelGroup, Swap } from './types.js';

export type OptionsResult = {
  readonly loadouts: ImportedLoadout[];
  /** Options (or choices) kept as text, for the profile's notes. */
  readonly kept: string[];
  readonly warnings: Issue[];
  /** Weapons an option takes away: the models start with them. */
  readonly replaced: Set<string>;
  /** Weapons an option gives. */
  readonly given: Set<string>;
};

type Option = { readonly line: Line; readonly text: string; readonly items: Line[] };

const CHOICE = /^(\d+|one|two|three|a|an)\s+\S/i;
const MAX_OPTION = 400;

function bulletless(text: string): string {
  return text.replace(/^[-\u2022*]\s*/, '').trim();
}

/** Group the lines into options with their choice lists. */
function options(lines: readonly Line[]): Option[] {
  const result: Option[] = [];
  const byText = new Map<string, Option>();
  let current: Option | undefined;
  for (const line of lines) {
    const text = bulletless(line.text);
    if (/^none\.?$/i.test(text) || text === '') continue;
    const opensList = current !== undefined && /:$/.test(current.text);
    if (current !== undefined && opensList && CHOICE.test(text) && !/\bcan (each )?(be|have)\b/i.test(text)) {
      if (!current.items.some((i) => i.text === text) && current.items.length < 50) current.items.push({ no: line.no, text });
      continue;
    }
    // A repeated block repeats its options (and their choices): once is enough.
    current = byText.get(text);
    if (current === undefined) {
      current = { line, text, items: [] };
      result.push(current);
      byText.set(text, current);
    }
  }
  return result;
}

type Quantity = { readonly kind: 'one' } | { readonly kind: 'up-to'; readonly n: number } | { readonly kind: 'any' } | { readonly kind: 'all' };

/** "Up to 2 Mukaali Riders" → up to 2 of them; "Any number of Fire Warrior models"; "All models". */
function quantity(phrase: string): { quantity: Quantity; models: string } {
  const upTo = /^up to (\w+)\s+(.+)$/i.exec(phrase);
  if (upTo !== null && readCount(upTo[1]!) !== undefined) return { quantity: { kind: 'up-to', n: readCount(upTo[1]!)! }, models: upTo[2]! };
  const any = /^any number of\s+(.+)$/i.exec(phrase);
  if (any !== null) return { quantity: { kind: 'any' }, models: any[1]! };
  const all = /^(?:all|every|each)(?: of the)?\s+(.+)$/i.exec(phrase);
  if (all !== null) return { quantity: { kind: 'all' }, models: all[1]! };
  const counted = /^(\d+|one|two|three)\s+(.+)$/i.exec(phrase);
  if (counted !== null) {
    const n = readCount(counted[1]!)!;
    return { quantity: n === 1 ? { kind: 'one' } : { kind: 'up-to', n }, models: counted[2]! };
  }
  return { quantity: { kind: 'one' }, models: phrase };
}

type Sentence = {
  readonly kind: 'replace' | 'add';
  readonly models: string;
  readonly quantity: Quantity;
  readonly replaced: string | null;
  readonly target: string;
};

function sentence(text: string): Sentence | undefined {
  const body = text.replace(/[.:]+$/, '').trim();
  const owned = /^(.+?)(?:'s|s') (.+?) can be replaced (?:with|by) (.+)$/i.exec(body);
  if (owned !== null) {
    const q = quantity(owned[1]!.replace(/^the\s+/i, ''));
    return { kind: 'replace', models: q.models, quantity: q.quantity, replaced: owned[2]!, target: owned[3]! };
  }
  const each = /^(.+?) can (?:each )?have (?:their|its) (.+?) replaced (?:with|by) (.+)$/i.exec(body);
  if (each !== null) {
    const q = quantity(each[1]!.replace(/^the\s+/i, ''));
    return { kind: 'replace', models: q.models, quantity: q.quantity.kind === 'one' && !/^(1|one)\s/i.test(each[1]!) ? { kind: 'any' } : q.quantity, replaced: each[2]!, target: each[3]! };
  }
  const equipped = /^(.+?) can (?:each )?be equipped with (.+)$/i.exec(body);
  if (equipped !== null) {
    const q = quantity(equipped[1]!.replace(/^the\s+/i, ''));
    return { kind: 'add', models: q.models, quantity: q.quantity, replaced: null, target: equipped[2]! };
  }
  return undefined;
}

/** "one of the following" / "up to two of the following, and can take duplicates" / "1 plasma pistol". */
function target(text: string): { list: boolean; n: number; duplicates: boolean; single: string } {
  const list = /^(?:up to\s+)?(\w+) of the following(.*)$/i.exec(text);
  if (list !== null) {
    const duplicates = /duplicates/i.test(list[2]!) && !/(cannot|can't|not)\b[^,]*duplicates/i.test(list[2]!);
    return { list: true, n: readCount(list[1]!) ?? 1, duplicates, single: '' };
  }
  const upTo = /^up to (\w+)\s+(.+)$/i.exec(text);
  if (upTo !== null && readCount(upTo[1]!) !== undefined) return { list: false, n: readCount(upTo[1]!)!, duplicates: true, single: `1 ${upTo[2]!}` };
  return { list: false, n: 1, duplicates: false, single: text };
}

export function readWargearOptions(
  lines: readonly Line[],
  models: readonly ModelGroup[],
  weapons: readonly ImportedWeapon[],
  file: string,
): OptionsResult {
  const result: OptionsResult = { loadouts: [], kept: [], warnings: [], replaced: new Set(), given: new Set() };
  const keep = (line: number, text: string, why: string, quoted = text): void => {
    result.kept.push(`${text} (kept as text: ${why})`);
    result.warnings.push({ file, line, col: 1, path: 'wargear options', message: `"${excerpt(quoted, 80)}": ${why}; kept as a note, not a loadout` });
  };
  const names = new Set<string>();
  const uniqueName = (base: string, model: string): string => {
    let name = names.has(base) ? `${slug(model)}-${base}` : base;
    for (let i = 2; names.has(name); i++) name = `${base}-${i}`;
    names.add(name);
    return name;
  };

  for (const option of options(lines)) {
    // Options are a sentence; a longer line is not one (and would make the patterns below slow).
    const read = option.text.length > MAX_OPTION ? undefined : sentence(option.text);
    if (read === undefined) {
      keep(option.line.no, option.text, 'not a wargear option the importer understands');
      for (const item of option.items) keep(item.no, item.text, 'a choice of the option above');
      continue;
    }
    const found = findModels(read.models, models);
    if (found === undefined) {
      keep(option.line.no, option.text, `no model of UNIT COMPOSITION is "${excerpt(read.models)}"`);
      continue;
    }
    let replaced: Kit | undefined;
    if (read.replaced !== null) {
      replaced = findKit(read.replaced, weapons);
      if (replaced === undefined) {
        keep(option.line.no, option.text, `no weapon of the export is "${excerpt(read.replaced)}"`);
        continue;
      }
    }
    const goal = target(read.target);
    const choices = goal.list ? option.items : [{ no: option.line.no, text: goal.single }];
    if (goal.list && choices.length === 0) {
      keep(option.line.no, option.text, 'the option lists no choices');
      continue;
    }
    const total = found.reduce((n, m) => n + m.count, 0);
    const modelName = found.length === 1 ? found[0]!.name : null;
    const who = modelName ?? (GENERIC.test(read.models.replace(/^(the|each|every|all)\s+/i, '')) ? 'model' : singular(read.models));
    for (const choice of choices) {
      const kit = findKit(choice.text, weapons);
      if (kit === undefined) {
        const what = stripAside(choice.text).replace(/^(\d+|one|a|an)\s+/i, '');
        keep(choice.no, goal.list ? `${option.text} ${choice.text}` : option.text, `no weapon profile for "${excerpt(what)}" in the export`, choice.text);
        continue;
      }
      const withNames = kit.weapons.map((w) => (w.count === 1 ? w.name : `${w.count}x ${w.name}`));
      const replaceNames = replaced?.weapons.map((w) => (w.count === 1 ? w.name : `${w.count}x ${w.name}`)) ?? [];
      for (const w of replaced?.weapons ?? []) result.replaced.add(w.name);
      for (const w of kit.weapons) result.given.add(w.name);
      const change = read.kind === 'replace' ? `'s ${replaced!.text} replaced with ${withArticle(kit.text)}` : ` takes ${withArticle(kit.text)}`;
      const swap = (count: number | undefined): Swap => ({
        ...(modelName === null ? {} : { model: modelName }),
        ...(count === undefined ? {} : { count }),
        replace: replaceNames,
        with: withNames,
      });
      const base = slug(kit.text);
      const noDuplicates = /cannot take duplicates|can't take duplicates|no duplicates/i.test(choice.text);
      switch (read.quantity.kind) {
        case 'one': {
          const max = read.kind === 'add' && goal.duplicates && !noDuplicates ? goal.n : 1;
          const single = total === 1;
          result.loadouts.push({
            name: uniqueName(base, who),
            description: `${single ? 'The' : 'One'} ${who}${change}${max > 1 ? ` (choose it up to ${max} times)` : ''}`,
            max,
            swaps: [swap(single ? undefined : 1)],
            size: [],
            line: choice.no,
          });
          break;
        }
        case 'up-to': {
          const max = Math.min(read.quantity.n, total);
          result.loadouts.push({
            name: uniqueName(base, who),
            description: `One ${who}${change} (up to ${read.quantity.n} ${plural(found)} in all)`,
            max,
            swaps: [swap(1)],
            size: [],
            line: choice.no,
          });
          break;
        }
        case 'any':
          result.loadouts.push({
            name: uniqueName(base, who),
            description: `One ${who}${change} (choose it up to ${total} times)`,
            max: total,
            swaps: [swap(1)],
            size: [],
            line: choice.no,
          });
          result.loadouts.push({
            name: uniqueName(`${base}-all`, who),
            description: `Every ${who}${change}`,
            max: 1,
            swaps: found.map((m) => ({ model: m.name, replace: replaceNames, with: withNames })),
            size: [],
            line: choice.no,
          });
          break;
        case 'all':
          result.loadouts.push({
            name: uniqueName(base, who),
            description: `Every ${who}${change}`,
            max: 1,
            swaps: found.map((m) => ({ model: m.name, replace: replaceNames, with: withNames })),
            size: [],
            line: choice.no,
          });
          break;
        default: {
          const never: never = read.quantity;
          return never;
        }
      }
    }
  }
  return result;
}

function withArticle(text: string): string {
  return /^(\d+|a|an|one)\s/i.test(text) ? text : `${/^[aeiou]/i.test(text) ? 'an' : 'a'} ${text}`;
}

function plural(models: readonly ModelGroup[]): string {
  const printed = models.length === 1 ? models[0]!.printed : 'models';
  return printed.endsWith('s') ? printed : `${printed}s`;
}
