/**
 * A catalogue's detachments and enhancements (shared/data's README: the community data keeps them as
 * upgrades in groups named "Detachment" and "<Detachment> Enhancements"): each detachment with its rules,
 * each enhancement with its text, its detachment and its cost. They are army-wide choices, not datasheets:
 * a roster, a pasted list or `--detachment` / `--enhancement` gives them to units.
 */
import { kids, num, str, type BsNode } from './bs-tree.js';
import type { BsFile } from './bs-file.js';
import { factionOf } from './catalogue.js';
import { descriptionOf } from './characteristics.js';
import type { Registry } from './registry.js';
import { ruleText } from './rules.js';
import type { ArmyRule } from './types.js';

export type ArmyDetachment = { readonly name: string; readonly faction: string; readonly file: string; readonly rules: readonly ArmyRule[] };

export type ArmyEnhancement = {
  readonly name: string;
  readonly faction: string;
  readonly file: string;
  /** The detachment whose enhancement it is, from its group's name; null when the data does not say. */
  readonly detachment: string | null;
  readonly rule: ArmyRule;
  readonly points: number | null;
};

/** Raise when what is read here changes: older caches of it (rule-library.ts, folder-scope.ts) are read again. */
export const RULES_CACHE_VERSION = 1;

export type FactionRules = { readonly detachments: readonly ArmyDetachment[]; readonly enhancements: readonly ArmyEnhancement[] };

const ENTRY_KEYS = ['selectionEntries', 'sharedSelectionEntries'];
const GROUP_KEYS = ['selectionEntryGroups', 'sharedSelectionEntryGroups'];

/** The entries a group offers: its own and those its links reach. */
function members(group: BsNode, registry: Registry): BsNode[] {
  const out: BsNode[] = [];
  for (const key of ENTRY_KEYS) out.push(...kids(group, key));
  for (const link of kids(group, 'entryLinks')) {
    if (str(link, 'type') === 'selectionEntryGroup') continue;
    const target = registry.find(str(link, 'targetId'));
    if (target !== undefined) out.push(target);
  }
  return out;
}

/** The rules an entry carries, and the text of its ability profiles. */
function rulesIn(entry: BsNode, origin: ArmyRule['origin']): ArmyRule[] {
  const rules = kids(entry, 'rules').map((r) => ({ name: str(r, 'name'), text: ruleText(str(r, 'description')), origin }));
  const profiles = kids(entry, 'profiles')
    .filter((p) => /^abilit/i.test(str(p, 'typeName')))
    .map((p) => ({ name: str(p, 'name'), text: ruleText(descriptionOf(p)), origin }));
  return [...rules, ...profiles].filter((r) => r.name !== '');
}

function pointsOf(entry: BsNode): number | null {
  const cost = kids(entry, 'costs').find((c) => str(c, 'name') === 'pts');
  const value = cost === undefined ? Number.NaN : num(cost, 'value');
  return Number.isFinite(value) ? value : null;
}

/** Every detachment and enhancement the catalogue offers, each once (by name). */
export function factionRulesOf(file: BsFile, registry: Registry): FactionRules {
  const faction = factionOf(file.name);
  const detachments = new Map<string, ArmyDetachment>();
  const enhancements = new Map<string, ArmyEnhancement>();
  const visit = (node: BsNode, depth: number): void => {
    if (depth > 6) return;
    for (const key of GROUP_KEYS) {
      for (const group of kids(node, key)) {
        const name = str(group, 'name').trim();
        if (/^detachments?$/i.test(name)) {
          for (const entry of members(group, registry)) {
            const rules = rulesIn(entry, 'detachment rule');
            const detachment = str(entry, 'name').trim();
            if (detachment !== '' && !detachments.has(detachment)) detachments.set(detachment, { name: detachment, faction, file: file.file, rules });
          }
        }
        const enhanced = /^(?:(.+?) )?enhancements$/i.exec(name);
        if (enhanced !== null) {
          for (const entry of members(group, registry)) {
            const enhancement = str(entry, 'name').trim();
            const text = rulesIn(entry, 'enhancement').map((r) => r.text).join('\n');
            if (enhancement === '' || text === '' || enhancements.has(enhancement)) continue;
            const rule: ArmyRule = { name: enhancement, text, origin: 'enhancement' };
            enhancements.set(enhancement, { name: enhancement, faction, file: file.file, detachment: enhanced[1]?.trim() ?? null, rule, points: pointsOf(entry) });
          }
        }
        visit(group, depth + 1);
      }
    }
    for (const key of ENTRY_KEYS) for (const entry of kids(node, key)) visit(entry, depth + 1);
  };
  visit(file.root, 0);
  return { detachments: [...detachments.values()], enhancements: [...enhancements.values()] };
}
