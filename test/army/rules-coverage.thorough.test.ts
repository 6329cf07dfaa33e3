/**
 * Every rule the shared BattleScribe data gives a unit (its datasheet's, its models', their wargear's, its
 * army rule) and every detachment rule and enhancement of its catalogues, each distinct text once, read by
 * the rules reader: how many change an attack's numbers, and of those how many are applied (always or when
 * a condition the scenario knows holds), available by name, or not modelled, by reason. Prints the table of
 * the README's proof section. Skipped when ../shared is absent.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildIndex, folderReader, listFolder, type FolderFiles } from '../../src/army/data-folder.js';
import { openDataSource } from '../../src/army/data-source.js';
import { readIndexed } from '../../src/army/import-datasheet.js';
import { ruleLibrary } from '../../src/army/rule-library.js';
import type { ArmyRule } from '../../src/army/types.js';
import { notModelledReasons, readRule, ruleStatus } from '../../src/wording/index.js';
import { SHARED } from './support.js';

/** A reason in a few words: the reader's, without the words it quotes. */
function reasonOf(why: string): string {
  return why.replace(/\s*\(".*$/, '').replace(/\s*\(.*\)$/, '').trim();
}

describe.skipIf(!existsSync(SHARED))('the rules of the shared BattleScribe data, read', () => {
  for (const [folder, floor] of [
    ['bsdata-10e', 0.8],
    ['bsdata-11e', 0.8],
  ] as const) {
    it(`${folder}: every rule that changes an attack is applied, available by name, or stated with a reason`, () => {
      const listed = listFolder(join(SHARED, folder)) as FolderFiles;
      const index = buildIndex(listed);
      const reader = folderReader(listed.dir, index.files, listed);
      const rules = new Map<string, ArmyRule>();
      const add = (rule: ArmyRule): void => {
        const key = `${rule.name}\n${rule.text}`;
        if (!rules.has(key)) rules.set(key, rule);
      };
      for (const sheet of index.datasheets) for (const rule of readIndexed(reader, sheet)?.rules ?? []) add(rule);
      const source = openDataSource(join(SHARED, folder), undefined);
      if ('error' in source) throw new Error(source.error);
      const library = ruleLibrary(source).all;
      for (const d of library.detachments) for (const rule of d.rules) add(rule);
      for (const e of library.enhancements) add(e.rule);

      const byOrigin = new Map<string, { applied: number; byName: number; notModelled: number }>();
      const reasons = new Map<string, number>();
      let noEffect = 0;
      for (const rule of rules.values()) {
        const reading = readRule(rule);
        const status = ruleStatus(reading);
        if (status === 'no-effect') {
          noEffect++;
          continue;
        }
        const row = byOrigin.get(rule.origin) ?? { applied: 0, byName: 0, notModelled: 0 };
        if (status === 'applied') row.applied++;
        else if (status === 'by-name') row.byName++;
        else row.notModelled++;
        byOrigin.set(rule.origin, row);
        // A rule not modelled says why, each sentence: never silent.
        if (status === 'not-modelled') {
          const why = notModelledReasons(reading);
          expect(why.length > 0 && why.every((w) => w.trim() !== '')).toBe(true);
          const first = reasonOf(why[0]!);
          reasons.set(first, (reasons.get(first) ?? 0) + 1);
        }
      }
      const total = [...byOrigin.values()].reduce((n, r) => ({ applied: n.applied + r.applied, byName: n.byName + r.byName, notModelled: n.notModelled + r.notModelled }), {
        applied: 0,
        byName: 0,
        notModelled: 0,
      });
      const changing = total.applied + total.byName + total.notModelled;
      const share = (n: number) => `${((100 * n) / changing).toFixed(1)}%`;
      console.log(`| ${folder} | ${rules.size} | ${changing} | ${total.applied} (${share(total.applied)}) | ${total.byName} (${share(total.byName)}) | ${total.notModelled} (${share(total.notModelled)}) |`);
      for (const [origin, r] of byOrigin) console.log(`${folder} ${origin}: ${r.applied} applied, ${r.byName} by name, ${r.notModelled} not modelled`);
      for (const [why, n] of [...reasons].sort((a, b) => b[1] - a[1]).slice(0, 12)) console.log(`${folder} not modelled: ${n} ${why}`);
      expect(noEffect + changing).toBe(rules.size);
      // Precision before recall, and no step back: the share read must not fall below what it is.
      expect((total.applied + total.byName) / changing).toBeGreaterThan(floor);
    }, 600_000);
  }
});
