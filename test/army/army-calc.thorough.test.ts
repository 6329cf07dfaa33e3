/**
 * Both rosters of ../shared/data/rosters and every pasted list of ../shared/data/army-lists (each against
 * the data folder of its edition; skipped when absent) import, and `calc` runs on every imported unit as
 * attacker (shooting, else melee) and as defender. A unit that cannot play a part must say why in its
 * warnings: no weapon at all, or a model the data gives no statline.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { calc, ScenarioError, type UnitProfile } from '../../src/api/index.js';
import { openDataSource, type DataSource } from '../../src/army/data-source.js';
import { armyKind, importArmyData, type ArmyImport } from '../../src/army/import-army.js';
import { SHARED } from './support.js';

const sources = new Map<string, DataSource>();
function data(folder: string): DataSource {
  let source = sources.get(folder);
  if (source === undefined) {
    const opened = openDataSource(join(SHARED, folder), undefined);
    if ('error' in opened) throw new Error(opened.error);
    sources.set(folder, (source = opened));
  }
  return source;
}

function importFile(path: string, folder: string): ArmyImport {
  const bytes = readFileSync(path);
  const text = new TextDecoder().decode(bytes);
  const kind = armyKind(bytes, text);
  if (kind === undefined) throw new Error(`${path}: not army data`);
  const imported = importArmyData(kind, { bytes, text, display: path, path }, () => data(folder));
  if (!imported.ok) throw new Error(imported.issues.map((i) => i.message).join('\n'));
  return imported.value;
}

/** calc's result, or the reason it refused (a ScenarioError: the user's input, never a crash). */
function tryCalc(attacker: UnitProfile | string, defender: UnitProfile | string, options: Record<string, string>): string | undefined {
  try {
    const result = calc(attacker, defender, options);
    expect(Number.isFinite(result.modelsSlain.mean)).toBe(true);
    expect(result.modelsSlain.pmf.reduce((a, b) => a + b, 0)).toBeCloseTo(1, 9);
    return undefined;
  } catch (error) {
    if (!(error instanceof ScenarioError)) throw error;
    return [...error.problems, ...error.issues.map((i) => i.message)].join('; ');
  }
}

const FILES = existsSync(SHARED)
  ? [
      ...readdirSync(join(SHARED, 'rosters')).map((f) => ({ path: join(SHARED, 'rosters', f), folder: 'bsdata-10e', rules: '10e' })),
      ...readdirSync(join(SHARED, 'army-lists')).map((f) => ({
        path: join(SHARED, 'army-lists', f),
        folder: f.startsWith('V11') ? 'bsdata-11e' : 'bsdata-10e',
        rules: f.startsWith('V11') ? '11e' : '10e',
      })),
    ]
  : [];

describe.skipIf(!existsSync(SHARED))('calc on every unit of the shared rosters and army lists', () => {
  for (const { path, folder, rules } of FILES) {
    it(`${path.split('/').pop()} (${folder}): every unit as attacker and as defender`, () => {
      const { profiles, warnings } = importFile(path, folder);
      expect(profiles.length).toBeGreaterThan(0);
      let attacked = 0;
      let defended = 0;
      for (const { profile, unit, warnings: gaps } of profiles) {
        const shooting = tryCalc(profile, 'meq', { rules });
        const melee = shooting === undefined ? undefined : tryCalc(profile, 'meq', { rules, phase: 'melee' });
        if (shooting === undefined || melee === undefined) attacked++;
        else expect(unit.models.every((m) => m.weapons.length === 0) || gaps.length > 0, `${unit.name}: ${shooting}; ${melee}`).toBe(true);
        const defence = tryCalc('strike-team', profile, { rules });
        if (defence === undefined) defended++;
        else expect(gaps.some((g) => /statline|not given|not a value/.test(g)), `${unit.name} as defender: ${defence}`).toBe(true);
      }
      console.log(`${path.split('/').pop()}: ${profiles.length} units, ${attacked} attack, ${defended} defend; ${warnings.length} warnings`);
    }, 600_000);
  }
});
