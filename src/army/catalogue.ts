/**
 * The datasheets of a catalogue: the units and single models it offers (its root entry links, followed
 * into its libraries), or, for a library no catalogue here links, the units it shares.
 */
import { kids, str } from './bs-tree.js';
import type { BsFile } from './bs-file.js';
import { entryOf, type Entry } from './entries.js';
import type { Registry } from './registry.js';

const UNIT_TYPES = new Set(['unit', 'model']);

export function datasheetsOf(file: BsFile, registry: Registry): Entry[] {
  const out: Entry[] = [];
  const seen = new Set<string>();
  const push = (entry: Entry): void => {
    const id = entry.ids[0] ?? '';
    if (!UNIT_TYPES.has(entry.type) || seen.has(id)) return;
    seen.add(id);
    out.push(entry);
  };
  for (const node of kids(file.root, 'selectionEntries')) push(entryOf(node, 'entry'));
  for (const link of kids(file.root, 'entryLinks')) {
    if (str(link, 'type') === 'selectionEntryGroup') continue;
    const target = registry.find(str(link, 'targetId'));
    if (target !== undefined) push(entryOf(target, 'entry', link));
  }
  if (out.length === 0 && file.library) for (const node of kids(file.root, 'sharedSelectionEntries')) push(entryOf(node, 'entry'));
  return out.sort((a, b) => a.name.localeCompare(b.name));
}

/**
 * "Xenos - T'au Empire" → "T'au Empire"; "Imperium - Adeptus Astartes - Ultramarines" → "Ultramarines". A
 * faction's library holds datasheets of that faction (the Chaos Knights' own knights): "Chaos - Chaos
 * Knights Library" and "Imperium - Astra Militarum - Library" are the Chaos Knights and the Astra Militarum.
 */
export function factionOf(catalogueName: string): string {
  const parts = catalogueName.split(' - ').map((p) => p.trim()).filter((p) => !/^library$/i.test(p));
  const last = parts[parts.length - 1] ?? catalogueName.trim();
  return last.replace(/\s+library$/i, '') || last;
}
