/**
 * A pasted list's models and who carries what: a unit with no model lines is the size its points pay for,
 * a drone's weapon the list names beside the drone is the drone's (not one more), "N with …" lines are
 * their own models, and totals that cover only some models are dealt one per model.
 */
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, FIX } from './support.js';

type Json = Record<string, unknown>;
type Model = { name: string; count: number; weapons: string[] };

async function imported(): Promise<{ units: { name: string; models: Model[] }[]; stderr: string }> {
  const r = await armyRun(['import', join(FIX, 'test-list-share.txt'), '--data', DATA, '--json']);
  expect(r.code).toBe(0);
  const units = (JSON.parse(r.stdout) as Json[]).map((u) => ({ name: u['name'] as string, models: u['models'] as Model[] }));
  return { units, stderr: r.stderr };
}

const shape = (models: Model[]) => models.map((m) => [m.count, m.weapons]);

describe('models and wargear of a pasted list', () => {
  it('a unit with no model lines is the size its points pay for, with a warning when they match no size', async () => {
    const { units, stderr } = await imported();
    expect(shape(units[0]!.models)).toEqual([[1, ['Laspistol', 'Chainsword']]]);
    expect(stderr).not.toMatch(/test-list-share\.txt:3:/);
    expect(shape(units[3]!.models)).toEqual([[1, ['Flamer']]]);
    expect(stderr).toMatch(/test-list-share\.txt:26:1:? warning: Test Riders: the list names no models and 80 points is no size of the datasheet \(1 model 75 pts, 2 models 150 pts\); 1 model used/);
  });

  it("a weapon the list names beside the drone that gives it is the drone's, counted once", async () => {
    const { units } = await imported();
    expect(units[1]!.models[0]).toMatchObject({ name: 'Team Leader', count: 1, weapons: ['Lasgun', 'Turret', 'Carbine'] });
  });

  it('"N with …" lines are their own models', async () => {
    const { units } = await imported();
    expect(shape(units[1]!.models.slice(1))).toEqual([[2, ['Lasgun', 'Turret']], [2, ['Carbine']]]);
  });

  it('totals that cover only some models are one per model, not piled on the first', async () => {
    const { units } = await imported();
    expect(shape(units[2]!.models.slice(1))).toEqual([[2, ['Lasgun']], [2, ['Carbine']]]);
  });
});
