/**
 * `mathhammer show` on real datasheets of ../shared/data/bsdata-10e and bsdata-11e (skipped when absent):
 * each is shown from its catalogue, its JSON valid against the schema, and the table names every one of
 * its rules with what mathhammer does with it (a status; a reason for each sentence not modelled).
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { ShowJson } from '../../src/report/index.js';
import { SHOW_JSON_SCHEMA } from '../../src/report/schemas.js';
import { validate } from '../report/mini-schema.js';
import { armyRun, SHARED, tempDir } from './support.js';

const CASES: readonly { readonly data: string; readonly argv: readonly string[] }[] = [
  { data: 'bsdata-10e', argv: ['Custodian Guard'] },
  { data: 'bsdata-10e', argv: ['Knight Paladin'] },
  { data: 'bsdata-10e', argv: ['Vigilators'] },
  { data: 'bsdata-10e', argv: ['Intercessor Squad', '--leader', 'Captain'] },
  { data: 'bsdata-11e', argv: ['Custodian Guard'] },
  { data: 'bsdata-11e', argv: ['Knight Paladin'] },
  { data: 'bsdata-11e', argv: ['Vigilators'] },
  { data: 'bsdata-11e', argv: ['Strike Team'] },
];

const STATUS_WORDS: Record<ShowJson['rules'][number]['status'], string> = {
  applied: 'applied',
  'by-name': 'by name (--effect)',
  'not-modelled': 'not modelled',
  statline: 'in the characteristics',
  'no-effect': 'changes no attack',
};

describe.each(['bsdata-10e', 'bsdata-11e'])('mathhammer show on the %s data', (data) => {
  const folder = join(SHARED, data);
  // One cache for the folder's index, so each datasheet after the first reads it instead of every catalogue.
  const env = { MATHHAMMER_CACHE: tempDir('show-cache') };

  it.skipIf(!existsSync(folder)).each(CASES.filter((c) => c.data === data).map((c) => [c.argv.join(' '), c.argv] as const))('%s: every rule named, with what mathhammer does with it', async (_, argv) => {
    const run = await armyRun(['show', ...argv, '--data', folder, '--json'], env);
    expect(run.code, run.stderr).toBe(0);
    const json = JSON.parse(run.stdout) as ShowJson;
    expect(validate(SHOW_JSON_SCHEMA, json)).toEqual([]);
    expect(json.source.kind).toBe('datasheet');
    expect(json.source.catalogue).toMatch(/\.(cat|json)$/);
    expect(json.rules.length).toBeGreaterThan(0);
    for (const rule of json.rules) {
      for (const u of rule.unmodelled) expect(u.why, `${rule.name}: ${u.sentence}`).not.toBe('');
      for (const c of rule.clauses) expect(c.changes.length, rule.name).toBeGreaterThan(0);
    }
    const table = await armyRun(['show', ...argv, '--data', folder], env);
    expect(table.code, table.stderr).toBe(0);
    for (const rule of json.rules) {
      const heading = table.stdout.split('\n').findIndex((line) => line.startsWith(`  ${rule.name} (${rule.origin}`));
      expect(heading, `${argv.join(' ')}: ${rule.name}`).toBeGreaterThanOrEqual(0);
      // The status may wrap onto the next line after a long name.
      const lines = table.stdout.split('\n').slice(heading, heading + 2).join(' ').replace(/\s+/g, ' ');
      expect(lines, rule.name).toContain(rule.status === 'not-modelled' && rule.clauses.length > 0 ? 'not modelled in part' : STATUS_WORDS[rule.status]);
    }
  });
});
