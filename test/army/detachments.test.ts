/**
 * Detachments and enhancements of a data folder (a test catalogue whose detachment and enhancement texts
 * are the 10e T'au Empire catalogue's): read from the catalogue, and given to a side by --detachment and
 * --enhancement, where they apply as the units' other rules do.
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { readBsFile } from '../../src/army/bs-file.js';
import { factionRulesOf } from '../../src/army/faction-rules.js';
import { createRegistry } from '../../src/army/registry.js';
import { readFileSync } from 'node:fs';
import { runCli } from '../cli/run-cli.js';

const DATA = fileURLToPath(new URL('../fixtures/army/detachments/', import.meta.url));

type CalcJson = { weapons: { hits: { mean: number }; wounds: { mean: number } }[]; unitRules: { unit: string; rules: { name: string; status: string; origin: string }[] }[] };

async function calc(...args: string[]): Promise<CalcJson> {
  const run = await runCli(['calc', ...args, '--data', DATA, '--rules', '10e', '--json']);
  if (run.code !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as CalcJson;
}

describe('detachments and enhancements of a data folder', () => {
  it('are read from the catalogue: each detachment with its rules, each enhancement with its detachment and cost', () => {
    const text = readFileSync(`${DATA}test-tau.cat`, 'utf8');
    const file = readBsFile(text, 'test-tau.cat');
    if (!file.ok) throw new Error('fixture');
    const read = factionRulesOf(file.value, createRegistry(file.value, undefined, () => undefined));
    expect(read.detachments.map((d) => [d.name, d.faction, d.rules.map((r) => [r.name, r.origin])])).toEqual([['Kauyon', 'Test Tau', [['Patient Hunter', 'detachment rule']]]]);
    expect(read.enhancements.map((e) => [e.name, e.detachment, e.points, e.rule.origin])).toEqual([['Precision of the Patient Hunter', 'Kauyon', 15, 'enhancement']]);
  });

  it('--detachment Kauyon in round 3 gives the T’au [SUSTAINED HITS 1], as --grant does', async () => {
    const rule = await calc('Test Team', 'meq', '--detachment', 'kauyon', '--round', '3');
    const granted = await calc('Test Team', 'meq', '--grant', 'sustained hits 1', '--round', '3');
    expect(rule.weapons[0]!.hits.mean).toBeCloseTo(granted.weapons[0]!.hits.mean, 12);
    expect(rule.unitRules[0]!.rules).toContainEqual(expect.objectContaining({ name: 'Patient Hunter', origin: 'detachment rule', status: 'applied' }));
    const early = await calc('Test Team', 'meq', '--detachment', 'kauyon', '--round', '2');
    expect(early.unitRules[0]!.rules).toContainEqual(expect.objectContaining({ name: 'Patient Hunter', status: 'inactive' }));
  });

  it('--enhancement is borne by the CHARACTER model: +1 to hit, and +1 to wound from round 3', async () => {
    const round2 = await calc('Test Commander', 'meq', '--enhancement', 'precision of the patient hunter', '--round', '2');
    const byHand2 = await calc('Test Commander', 'meq', '--hit', '+1', '--round', '2');
    expect(round2.weapons[0]!.wounds.mean).toBeCloseTo(byHand2.weapons[0]!.wounds.mean, 12);
    const round3 = await calc('Test Commander', 'meq', '--enhancement', 'precision of the patient hunter', '--round', '3');
    const byHand3 = await calc('Test Commander', 'meq', '--hit', '+1', '--wound', '+1', '--round', '3');
    expect(round3.weapons[0]!.wounds.mean).toBeCloseTo(byHand3.weapons[0]!.wounds.mean, 12);
  });

  it("a pasted list's detachment goes to every unit, its enhancement to the unit it is listed under", async () => {
    const list = fileURLToPath(new URL('../fixtures/army/test-list-detachment.txt', import.meta.url));
    const run = await runCli(['import', list, '--data', DATA, '--json']);
    expect(run.code).toBe(0);
    const units = JSON.parse(run.stdout) as { name: string; rules: { name: string; from?: string; model?: string }[] }[];
    expect(units.map((u) => [u.name, u.rules.map((r) => [r.name, r.from, r.model ?? null])])).toEqual([
      ['Test Commander', [['Patient Hunter', 'detachment rule', null], ['Precision of the Patient Hunter', 'enhancement', 'Test Commander']]],
      ['Test Team', [['Patient Hunter', 'detachment rule', null]]],
    ]);
  });

  it('units --detachments lists each detachment with its rules and enhancements and what mathhammer does with each', async () => {
    const text = await runCli(['units', '--detachments', '--data', DATA]);
    expect(text.stdout).toBe('Kauyon  Test Tau\n  rule         Patient Hunter: applied\n  enhancement  Precision of the Patient Hunter (15 pts): applied\n');
    const json = JSON.parse((await runCli(['units', '--detachments', '--data', DATA, '--json'])).stdout) as { detachments: unknown[] };
    expect(json.detachments).toEqual([
      { name: 'Kauyon', faction: 'Test Tau', rules: [{ name: 'Patient Hunter', status: 'applied' }], enhancements: [{ name: 'Precision of the Patient Hunter', points: 15, status: 'applied' }] },
    ]);
  });

  it('an unknown name, a unit with no CHARACTER, and no data folder are clear errors (exit 2)', async () => {
    const unknown = await runCli(['calc', 'Test Team', 'meq', '--data', DATA, '--detachment', 'Kauyonn']);
    expect(unknown).toMatchObject({ code: 2, stdout: '' });
    expect(unknown.stderr).toContain('--detachment: no detachment is named "Kauyonn" in the data folder (did you mean `Kauyon`?)');
    const bearer = await runCli(['calc', 'Test Team', 'meq', '--data', DATA, '--enhancement', 'Precision of the Patient Hunter']);
    expect(bearer.code).toBe(2);
    expect(bearer.stderr).toContain('is borne by a CHARACTER model, and Test Team has none');
    const nowhere = await runCli(['calc', 'strike-team', 'meq', '--detachment', 'Kauyon'], { env: { MATHHAMMER_DATA: undefined } });
    expect(nowhere.code).toBe(2);
    expect(nowhere.stderr).toContain('give one with --data');
  });
});
