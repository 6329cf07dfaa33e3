/**
 * The thorough tier (reading the shared data takes seconds). The plan of two real pasted lists
 * (../shared/data/army-lists, the T'au and Dark Angels samples against bsdata-10e; skipped when absent,
 * as on a fresh clone): its value equals an exact evaluation of the plan, each target's attackers as a
 * `sequence` of the imported profiles in the order shown, and the CLI prints the same plan.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planReport, sequenceReport, type PlanJson, type ProfileLoader, type UnitProfile } from '../../src/api/index.js';
import { SHARED, tempDir } from '../army/support.js';
import { runCli } from '../cli/run-cli.js';
import { importedProfiles } from '../matchup/support.js';

const LISTS = join(SHARED, 'army-lists');
const cache = tempDir('plan-cache');
const MINE = join(LISTS, 'GWAPP-Sample-Tau.txt');
const THEIRS = join(LISTS, 'GWAPP-Sample-DarkAngels.txt');
const DATA = join(SHARED, 'bsdata-10e');

describe.skipIf(!existsSync(SHARED))('plan of the shared army lists', () => {
  it('GWAPP T\'au against Dark Angels: the value is the exact sequences of the plan, and the CLI prints it', async () => {
    const report = planReport({ mine: MINE, theirs: THEIRS, data: DATA, cache });
    expect(report.rules).toBe('10e');
    expect(report.goal.kind).toBe('points');
    expect(report.search.method).toBe('greedy + local search');
    expect(report.search.bound).toBeGreaterThanOrEqual(report.value);

    // Units by label → their imported profiles, in the sides' order (the matchup reads them so).
    const byLabel = new Map<string, UnitProfile>();
    const mine = importedProfiles(MINE, DATA, cache);
    const theirs = importedProfiles(THEIRS, DATA, cache);
    report.mine.units.forEach((u, i) => byLabel.set(`mine:${u.label}`, mine[i]!));
    report.theirs.units.forEach((u, i) => byLabel.set(`theirs:${u.label}`, theirs[i]!));
    const loader: ProfileLoader = (ref) => {
      const profile = byLabel.get(ref);
      return profile === undefined ? { ok: false, issues: [{ file: ref, line: 0, col: 0, path: '', message: 'unknown' }] } : { ok: true, value: profile };
    };
    let total = 0;
    for (const target of report.targets) {
      const seq = sequenceReport({ defender: `theirs:${target.target}`, steps: target.steps.map((s) => ({ attacker: `mine:${s.attacker}` })), options: 'rules 10e' }, { loader });
      expect(target.pDestroyed).toBeCloseTo(seq.result.pWipe, 12);
      expect(target.expectedModels).toBeCloseTo(seq.result.modelsDestroyed.mean, 12);
      total += (target.points! * seq.result.modelsDestroyed.mean) / target.models;
    }
    expect(report.value).toBeCloseTo(total, 9);

    const run = await runCli(['plan', MINE, THEIRS, '--data', DATA, '--json'], { env: { MATHHAMMER_CACHE: cache } });
    const json = JSON.parse(run.stdout) as PlanJson;
    expect(json.value).toBeCloseTo(report.value, 12);
    expect(json.assignment).toEqual(report.assignment);
    expect(run.code).toBe(2); // a unit of theirs the data lacks: said, and the rest planned
  });
});
