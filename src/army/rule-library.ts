/**
 * A data folder's detachments and enhancements, by name (faction-rules.ts reads them): for
 * `--detachment`, `--enhancement`, and the detachments and enhancements a roster or a pasted list names.
 * Reading them takes every catalogue (seconds), so they are cached beside the folder's index, once per
 * version of its files, and read only by the commands that name one.
 */
import { closest } from '../profile/suggest.js';
import { cacheDirFor, readCache, writeCache } from './data-folder.js';
import type { DataSource } from './data-source.js';
import { factionRulesOf, RULES_CACHE_VERSION, type ArmyDetachment, type ArmyEnhancement, type FactionRules } from './faction-rules.js';
import { nameKey } from './names.js';


export type Found<T> = { readonly ok: true; readonly value: T } | { readonly ok: false; readonly message: string };

export type RuleLibrary = {
  readonly detachment: (name: string) => Found<ArmyDetachment>;
  readonly enhancement: (name: string) => Found<ArmyEnhancement>;
  readonly all: FactionRules;
};

/** Every catalogue's detachments and enhancements, from the cache when the folder has not changed. */
function readAll(source: DataSource): FactionRules {
  const dir = source.cacheRoot === undefined ? undefined : cacheDirFor(source.cacheRoot, source.listed);
  const name = `rules-${RULES_CACHE_VERSION}-${source.listed.signature}.json`;
  const cached = dir === undefined ? undefined : readCache(dir, name);
  if (cached !== undefined) {
    try {
      return JSON.parse(cached.toString('utf8')) as FactionRules;
    } catch {
      // damaged: read again below
    }
  }
  const reader = source.reader();
  const detachments: ArmyDetachment[] = [];
  const enhancements: ArmyEnhancement[] = [];
  for (const f of source.facts.files.filter((f) => f.kind === 'catalogue')) {
    const file = reader.open(f.file);
    if (file === undefined) continue;
    const read = factionRulesOf(file, reader.registryFor(file));
    detachments.push(...read.detachments);
    enhancements.push(...read.enhancements);
  }
  const all = { detachments, enhancements };
  if (dir !== undefined) writeCache(dir, name, JSON.stringify(all));
  return all;
}

/**
 * One of `items` by name (case and punctuation do not matter; a faction in brackets picks among several).
 * `scoped` gives the items of the catalogues that may hold the name (or, for a miss, a name close to it):
 * a folder whose index is read only as far as a run needs (folder-scope.ts) reads no other.
 */
function byName<T extends { readonly name: string; readonly faction: string }>(scoped: (key: string | { near: string }) => readonly T[], wanted: string, what: string): Found<T> {
  const faction = /\(([^)]+)\)\s*$/.exec(wanted)?.[1];
  const plain = faction === undefined ? wanted : wanted.slice(0, wanted.lastIndexOf('('));
  const key = nameKey(plain);
  const named = scoped(key).filter((i) => nameKey(i.name) === key && (faction === undefined || nameKey(i.faction) === nameKey(faction)));
  const factions = [...new Set(named.map((i) => i.faction))];
  if (named.length > 0 && factions.length === 1) return { ok: true, value: named[0]! };
  if (named.length > 0) return { ok: false, message: `${what} "${plain.trim()}" is in several factions: name one of ${factions.map((f) => `"${named[0]!.name} (${f})"`).join(', ')}` };
  const hint = closest(plain.trim(), [...new Set(scoped({ near: plain.trim() }).map((i) => i.name))]);
  return { ok: false, message: `no ${what} is named "${plain.trim()}" in the data folder${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}` };
}

export function ruleLibrary(source: DataSource): RuleLibrary {
  let all: FactionRules | undefined;
  const get = (): FactionRules => (all ??= readAll(source));
  const { scope } = source;
  const rules = (key: string | { near: string }): FactionRules => {
    if (scope === undefined || all !== undefined) return get();
    return typeof key === 'string' ? scope.rulesFor(key) : scope.rulesNear(key.near);
  };
  return {
    detachment: (name) => byName((key) => rules(key).detachments, name, 'detachment'),
    enhancement: (name) => byName((key) => rules(key).enhancements, name, 'enhancement'),
    get all() {
      return get();
    },
  };
}
