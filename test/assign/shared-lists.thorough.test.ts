/**
 * The thorough tier (reading the shared data takes seconds). The plan of two real pasted lists
 * (../shared/data/army-lists, the T'au and Dark Angels samples against bsdata-10e; skipped when absent,
 * as on a fresh clone): its value equals an exact evaluation of the plan, each target's attackers as a
 * `sequence` of the imported profiles in the order shown, and the CLI prints the same plan; with split
 * fire (39 weapon groups, beyond every plan) the same holds, each step fired with its groups' --weapons,
 * and the plan is no worse than the unit-level one.
 */
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { planReport, sequenceReport, type PlanJson, type PlanReport, type ProfileLoader, type UnitProfile } from '../../src/api/index.js';
import { SHARED, tempDir } from '../army/support.js';
import { runCli } from '../cli/run-cli.js';
import { importedProfiles } from '../matchup/support.js';

const LISTS = join(SHARED, 'army-lists');
const cache = tempDir('plan-cache');
const MINE = join(LISTS, 'GWAPP-Sample-Tau.txt');
const THEIRS = join(LISTS, 'GWAPP-Sample-DarkAngels.txt');
const DATA = join(SHARED, 'bsdata-10e');

/** A loader of the report's units by label ("mine:…", "theirs:…") → their imported profiles, in the sides' order (the matchup reads them so). */
function loaderOf(report: PlanReport): ProfileLoader {
  const byLabel = new Map<string, UnitProfile>();
  const mine = importedProfiles(MINE, DATA, cache);
  const theirs = importedProfiles(THEIRS, DATA, cache);
  report.mine.units.forEach((u, i) => byLabel.set(`mine:${u.label}`, mine[i]!));
  report.theirs.units.forEach((u, i) => byLabel.set(`theirs:${u.label}`, theirs[i]!));
  return (ref) => {
    const profile = byLabel.get(ref);
    return profile === undefined ? { ok: false, issues: [{ file: ref, line: 0, col: 0, path: '', message: 'unknown' }] } : { ok: true, value: profile };
  };
}

/** The report's value, as exact sequences of its targets' steps (each with its weapon groups' --weapons under split fire). */
function checkExact(report: PlanReport): void {
  const loader = loaderOf(report);
  let total = 0;
  for (const target of report.targets) {
    const steps = target.steps.map((s) => ({ attacker: `mine:${s.attacker}`, ...(s.weapons === undefined ? {} : { options: { weapons: s.weapons.map((w) => w.name) } }) }));
    const seq = sequenceReport({ defender: `theirs:${target.target}`, steps, options: 'rules 10e' }, { loader });
    expect(target.pDestroyed).toBeCloseTo(seq.result.pWipe, 12);
    expect(target.expectedModels).toBeCloseTo(seq.result.modelsDestroyed.mean, 12);
    total += (target.points! * seq.result.modelsDestroyed.mean) / target.models;
  }
  expect(report.value).toBeCloseTo(total, 9);
}

describe.skipIf(!existsSync(SHARED))('plan of the shared army lists', () => {
  it('GWAPP T\'au against Dark Angels: the value is the exact sequences of the plan, and the CLI prints it', async () => {
    const report = planReport({ mine: MINE, theirs: THEIRS, data: DATA, cache });
    expect(report.rules).toBe('10e');
    expect(report.goal.kind).toBe('points');
    expect(report.search.method).toBe('greedy + local search');
    expect(report.search.bound).toBeGreaterThanOrEqual(report.value);
    checkExact(report);

    const run = await runCli(['plan', MINE, THEIRS, '--data', DATA, '--json'], { env: { MATHHAMMER_CACHE: cache } });
    const json = JSON.parse(run.stdout) as PlanJson;
    expect(json.value).toBeCloseTo(report.value, 12);
    expect(json.assignment).toEqual(report.assignment);
    expect(run.code).toBe(2); // a unit of theirs the data lacks: said, and the rest planned
  });

  it('with --split-fire: the units whole, then their groups moved; never below the unit-level plan, and exact', () => {
    const whole = planReport({ mine: MINE, theirs: THEIRS, data: DATA, cache });
    const report = planReport({ mine: MINE, theirs: THEIRS, data: DATA, cache, splitFire: true });
    expect(report.search.method).toBe('units, then weapon groups');
    expect(report.search.weaponGroups).toBeGreaterThan(report.search.attackers);
    expect(report.value).toBeGreaterThanOrEqual(whole.value - 1e-9);
    expect(report.targets.some((t) => t.steps.some((s) => s.weapons !== undefined))).toBe(true);
    checkExact(report);
  });
});
