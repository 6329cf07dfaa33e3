/**
 * `import <seed export> --data` on the real data (../shared/data, skipped when absent): each of the four
 * seed exports (examples/datasheets/) takes the characteristics it lacks from its datasheet in the 10e
 * data, looked up by the unit of its title ("T’au Empire – Strike Team" is the Strike Team); in the 11e
 * data, which has only the Strike Team of them, the others keep them missing and say so.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { armyRun, SHARED, tempDir } from './support.js';

const SEEDS = join(import.meta.dirname, '..', '..', 'examples', 'datasheets');

type Model = { name: string; T?: number; Sv?: string; W?: number };

/** Each seed, and its models' T, Sv and W as the 10e data gives them (the data's values, not the seed's). */
const CASES = [
  { file: 'tau-empire-strike-team.txt', unit: 'Strike Team', models: ["Fire Warrior Shas'ui T3 Sv4+ W1", 'Fire Warrior T3 Sv4+ W1'], in11e: true },
  { file: 'drukhari-starfangs.txt', unit: 'Starfangs', models: ['Starfang T6 Sv3+ W6'], in11e: false },
  { file: 'genestealer-cults-medusa-carriage-battery.txt', unit: 'Medusa Carriage Battery', models: ['Medusa Carriage T7 Sv4+ W6'], in11e: false },
  { file: 'astra-militarum-mukaali-riders.txt', unit: 'Mukaali Riders', models: ['Mukaali Rider Sergeant T6 Sv4+ W5', 'Mukaali Rider T6 Sv4+ W5'], in11e: false },
];

describe.skipIf(!existsSync(join(SHARED, 'bsdata-10e')) || !existsSync(join(SHARED, 'bsdata-11e')))('the seed exports with --data: characteristics from the real data', () => {
  // One cache for the file: each folder is indexed once.
  const env = { MATHHAMMER_CACHE: tempDir('cache') };
  const run = (file: string, folder: string) => armyRun(['import', join(SEEDS, file), '--data', join(SHARED, folder)], env);
  const models = (yaml: string) => (parse(yaml) as { models: Model[] }).models.map((m) => `${m.name} T${m.T ?? '?'} Sv${m.Sv ?? '?'} W${m.W ?? '?'}`);

  for (const c of CASES) {
    it(`${c.file} --data bsdata-10e: the ${c.unit} of the data fills every model`, async () => {
      const r = await run(c.file, 'bsdata-10e');
      expect(r.code, r.stderr).toBe(0);
      expect(models(r.stdout)).toEqual(c.models);
      expect(r.stderr).not.toMatch(/no datasheet called|stay missing|no M, T, Sv/);
    }, 120_000);

    it(`${c.file} --data bsdata-11e: ${c.in11e ? 'filled from the 11e Strike Team' : 'not in the 11e data: missing, and said'}`, async () => {
      const r = await run(c.file, 'bsdata-11e');
      expect(r.code, r.stderr).toBe(0);
      if (c.in11e) {
        expect(models(r.stdout)).toEqual(c.models);
        expect(r.stdout).toMatch(/^# Characteristics the export lacks are from the 11e data folder's "Strike Team" \(T'au Empire\.json\)\.$/m);
      } else {
        expect(models(r.stdout).every((m) => m.endsWith('T? Sv? W?'))).toBe(true);
        expect(r.stderr).toContain(`warning: --data: no datasheet called "${c.unit}" in the 11e data folder`);
        expect(r.stderr).toMatch(/the characteristics stay missing/);
      }
    }, 120_000);
  }
});
