/**
 * The scoped index (src/army/folder-scope.ts) against the whole one on the shared BattleScribe data
 * (skipped when absent): every datasheet's name, as written, in lower case, singular or plural, qualified
 * by its faction, misspelt, and with words after it, looked up either way, gives the same answer (the same
 * datasheet, the same ambiguity, the same "did you mean"); so does every detachment and enhancement.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { lookUp, openDataSource, type DataSource } from '../../src/army/data-source.js';
import { findDatasheet, findExported } from '../../src/army/lookup.js';
import { ruleLibrary } from '../../src/army/rule-library.js';
import { SHARED } from './support.js';

/** The names a player may type for a datasheet: some right, some near, some not there at all. */
function spellings(name: string, faction: string): string[] {
  return [name, name.toLowerCase(), `${name}s`, name.replace(/s$/, ''), `${name} (${faction})`, `${name} (Nowhere)`, name.slice(1), `${name} with Heavy Bolters`, `${name.slice(0, -2)}xx`];
}

function open(dir: string, whole: boolean): DataSource {
  const source = openDataSource(dir, undefined, { whole });
  if ('error' in source) throw new Error(source.error);
  return source;
}

describe.skipIf(!existsSync(SHARED))('the scoped index answers as the whole one', () => {
  for (const folder of ['bsdata-10e', 'bsdata-11e']) {
    it(`${folder}: every datasheet name, near names and misses; every detachment and enhancement`, () => {
      const dir = join(SHARED, folder);
      const whole = open(dir, true);
      const scoped = open(dir, false);
      expect(scoped.scope).toBeDefined();
      expect(scoped.facts).toEqual({ dir: whole.index.dir, edition: whole.index.edition, gameSystem: whole.index.gameSystem, files: whole.index.files, missingLinks: whole.index.missingLinks });
      const sheets = whole.index.datasheets;
      // A sample of the names (every 7th datasheet), each asked in several ways: the scope grows as it goes.
      const refs = sheets.filter((_, i) => i % 7 === 0).flatMap((d) => spellings(d.name, d.faction));
      for (const ref of [...refs, 'Zzyzx', 'Strike Team', 'Intercessor Squad', 'Rhino', 'Land Speeder']) {
        expect(lookUp(scoped, [ref], (index) => findDatasheet(index, ref)), ref).toEqual(findDatasheet(whole.index, ref));
      }
      const exported = sheets.filter((_, i) => i % 23 === 0);
      for (const d of exported) {
        const refsOf = [d.name, `${d.name} (${d.faction})`];
        expect(lookUp(scoped, refsOf, (index) => findExported(index, d.name, d.faction)), d.name).toEqual(findExported(whole.index, d.name, d.faction));
      }
      const all = ruleLibrary(whole).all;
      const rules = { whole: ruleLibrary(whole), scoped: ruleLibrary(scoped) };
      const named = (list: readonly { name: string; faction: string }[]) => list.filter((_, i) => i % 5 === 0).flatMap((r) => [r.name, `${r.name} (${r.faction})`, r.name.slice(1), `${r.name} Detachment`]);
      for (const name of [...named(all.detachments), 'Gladius Strike Force', 'Nowhere Task Force']) expect(rules.scoped.detachment(name), name).toEqual(rules.whole.detachment(name));
      for (const name of [...named(all.enhancements), 'Negation Emitters']) expect(rules.scoped.enhancement(name), name).toEqual(rules.whole.enhancement(name));
    }, 600_000);

    it(`${folder}: a fresh scope for each of a few names answers as the whole index`, () => {
      const dir = join(SHARED, folder);
      const whole = open(dir, true);
      const sample = whole.index.datasheets.filter((_, i) => i % 97 === 0);
      for (const d of sample) {
        for (const ref of [d.name, d.name.slice(1)]) {
          const scoped = open(dir, false);
          expect(lookUp(scoped, [ref], (index) => findDatasheet(index, ref)), ref).toEqual(findDatasheet(whole.index, ref));
        }
      }
    }, 600_000);
  }
});
