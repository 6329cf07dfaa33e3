/**
 * Which datasheet of a data folder a name means, as players type it: case, punctuation, "armour" or
 * "armor" and a trailing plural do not matter; "Name (Faction)" or "Name [Catalogue]" picks among several;
 * a datasheet the data marks "[Legends]" answers to its plain name when nothing else does. The same entry
 * offered by several catalogues (Starfangs by the Craftworlds, Drukhari and Ynnari) is one datasheet;
 * different entries under one name are ambiguous and listed. A miss suggests the closest name.
 */
import { closest, typoDistance } from '../profile/suggest.js';
import type { FolderIndex, IndexedDatasheet } from './data-folder.js';
import { nameKey } from './names.js';

/** A miss (`missing`: no datasheet of that name at all) or an ambiguous name says why in `message`. */
export type Lookup = { ok: true; sheet: IndexedDatasheet; note?: string } | { ok: false; message: string; missing: boolean };

/** "Intercessor Squad (Space Marines)" → the name and the faction or catalogue to choose by. */
function splitQualifier(ref: string): { name: string; qualifier?: string } | undefined {
  const m = /^(.*?)\s*[([]([^)\]]+)[)\]]\s*$/.exec(ref);
  return m === null || m[1]!.trim() === '' ? undefined : { name: m[1]!.trim(), qualifier: m[2]!.trim() };
}

const LEGENDS = / legends$/;

/** Datasheets whose name is this key: exactly, else as a [Legends] datasheet, else singular or plural. */
function byKey(index: FolderIndex, key: string): IndexedDatasheet[] {
  const tries = [
    (d: IndexedDatasheet) => d.key === key,
    (d: IndexedDatasheet) => d.key.replace(LEGENDS, '') === key,
    (d: IndexedDatasheet) => d.key === key.replace(/s$/, '') || d.key === `${key}s`,
  ];
  for (const test of tries) {
    const found = index.datasheets.filter(test);
    if (found.length > 0) return found;
  }
  return [];
}

/**
 * Every datasheet key `findDatasheet(index, ref)` can match (byKey's tries, for the whole text and for the
 * name before a qualifier) and the key its "did you mean" is for: a scoped index (folder-scope.ts) reads
 * the files that may hold them.
 */
export function keysOf(ref: string): { readonly keys: readonly string[]; readonly missKey: string } {
  const split = splitQualifier(ref);
  const keys = [nameKey(ref), ...(split === undefined ? [] : [nameKey(split.name)])].flatMap((key) => [key, `${key} legends`, key.replace(/s$/, ''), `${key}s`]);
  return { keys, missKey: nameKey(split?.name ?? ref) };
}

/** Whether a datasheet key can be the suggestion for a miss of `missKey` (the tests of `suggestion`). */
export function maySuggest(missKey: string, key: string): boolean {
  return typoDistance(missKey, key) !== undefined || missKey.startsWith(`${key} `);
}

/** A faction, a catalogue, or (for two entries of one name in one catalogue) the entry's id. */
function inFaction(sheet: IndexedDatasheet, qualifier: string): boolean {
  const q = nameKey(qualifier);
  return nameKey(sheet.faction).includes(q) || nameKey(sheet.catalogue).includes(q) || nameKey(sheet.file).includes(q) || sheet.id === qualifier.trim();
}

/** One candidate per entry, each shown with a qualifier that picks it. */
function candidates(matches: readonly IndexedDatasheet[]): string[] {
  const firstOfEach = [...new Map(matches.map((d) => [d.id, d])).values()];
  const count = (key: (d: IndexedDatasheet) => string, d: IndexedDatasheet) => firstOfEach.filter((o) => key(o) === key(d)).length;
  return firstOfEach.map((d) => {
    const qualifier = count((o) => o.faction, d) === 1 ? d.faction : count((o) => o.catalogue, d) === 1 ? d.catalogue : d.id;
    return `"${d.name} (${qualifier})"`;
  });
}

/** The closest datasheet name for a miss: a near spelling, else the longest name the text starts with. */
function suggestion(index: FolderIndex, key: string): IndexedDatasheet | undefined {
  const near = closest(key, new Set(index.datasheets.map((d) => d.key)));
  if (near !== undefined) return index.datasheets.find((d) => d.key === near);
  const prefixes = index.datasheets.filter((d) => key.startsWith(`${d.key} `));
  return prefixes.sort((a, b) => b.key.length - a.key.length)[0];
}

export function findDatasheet(index: FolderIndex, ref: string): Lookup {
  const split = splitQualifier(ref);
  // The whole text first: "[Legends]" and brackets can be part of a datasheet's own name.
  let matches = byKey(index, nameKey(ref));
  let qualifier: string | undefined;
  if (matches.length === 0 && split !== undefined) {
    matches = byKey(index, nameKey(split.name));
    qualifier = split.qualifier;
  }
  const name = qualifier === undefined ? ref : split!.name;
  if (matches.length > 0 && qualifier !== undefined) {
    const chosen = matches.filter((d) => inFaction(d, qualifier));
    if (chosen.length === 0) {
      return { ok: false, missing: false, message: `no datasheet ${JSON.stringify(name)} in ${JSON.stringify(qualifier)}: the data folder has it as ${candidates(matches).join(', ')}` };
    }
    matches = chosen;
  }
  if (matches.length > 0) {
    const ids = new Set(matches.map((d) => d.id));
    if (ids.size > 1) {
      return { ok: false, missing: false, message: `${JSON.stringify(ref)} is ambiguous in the data folder: ${candidates(matches).join(', ')}; name one as written here` };
    }
    const sheet = matches[0]!;
    // Said when the name reached a [Legends] datasheet, which players may not expect.
    const legends = LEGENDS.test(sheet.key) && !LEGENDS.test(nameKey(name));
    return legends ? { ok: true, sheet, note: `${JSON.stringify(name)} is the datasheet "${sheet.name}" of the data folder` } : { ok: true, sheet };
  }
  const hint = suggestion(index, nameKey(split?.name ?? ref));
  // Datasheets of a linked catalogue the folder lacks cannot be named: say which, as the reason may be that.
  const lacking = index.missingLinks.length === 0 ? '' : `; the folder lacks the linked catalogue${index.missingLinks.length === 1 ? '' : 's'} ${index.missingLinks.map((l) => `"${l}"`).join(', ')}`;
  return {
    ok: false,
    missing: true,
    message: `no datasheet called ${JSON.stringify(ref)} in the ${index.edition === null ? '' : `${index.edition} `}data folder${hint === undefined ? ' (`mathhammer units` lists them)' : ` (did you mean \`${hint.name}\`?)`}${lacking}`,
  };
}

/**
 * The unit of a datasheet export ("T’au Empire – Strike Team"): its name, with the export's faction
 * telling apart datasheets that share it (the Chaos Rhino of five Chaos catalogues). When the faction
 * picks none of them (the data may spell a faction its own way), the name alone decides: one datasheet of
 * that name is it, said in a note; several stay ambiguous, and the message lists them.
 */
export function findExported(index: FolderIndex, name: string, faction: string | null): Lookup {
  const plain = findDatasheet(index, name);
  if (faction === null) return plain;
  const qualified = findDatasheet(index, `${name} (${faction})`);
  if (qualified.ok) return qualified;
  // No datasheet of the name at all says so, with the closest names; an ambiguous one lists its candidates.
  if (!plain.ok) return plain.missing ? plain : qualified;
  const elsewhere = `the data folder has no ${JSON.stringify(name)} of ${JSON.stringify(faction)}; its only one is "${plain.sheet.name}" of ${plain.sheet.faction} (${plain.sheet.file})`;
  return { ...plain, note: plain.note === undefined ? elsewhere : `${plain.note}; ${elsewhere}` };
}
