/** `--stats`: the characteristics the export lacks, for every model or per model name. */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readStats } from '../../src/profile/import/stats.js';
import type { ModelGroup } from '../../src/profile/import/types.js';
import { formatIssue } from '../../src/profile/issue.js';
import { toDefenderUnit } from '../../src/profile/defender.js';
import { resolveUnit } from '../../src/profile/resolve.js';
import { runCli } from '../cli/run-cli.js';
import { importSeed, SEEDS_DIR } from './helpers.js';

const MODELS: ModelGroup[] = [
  { name: 'Mukaali Rider Sergeant', printed: 'Mukaali Rider Sergeant', count: 1, min: 1, line: 44 },
  { name: 'Mukaali Rider', printed: 'Mukaali Riders', count: 2, min: 2, line: 45 },
];

function stats(specs: string[]): Record<string, unknown> {
  const read = readStats(specs, MODELS);
  if (!read.ok) throw new Error(read.issues.map(formatIssue).join('\n'));
  return Object.fromEntries(read.byModel);
}

function errors(specs: string[]): string[] {
  const read = readStats(specs, MODELS);
  if (read.ok) throw new Error('expected errors');
  return read.issues.map(formatIssue);
}

describe('readStats', () => {
  it('reads a datasheet characteristics line for every model', () => {
    const all = { M: 10, T: 5, Sv: 4, W: 3, Ld: 7, OC: 2 };
    expect(stats(['M10" T5 Sv4+ W3 Ld7+ OC2'])).toEqual({ 'Mukaali Rider Sergeant': all, 'Mukaali Rider': all });
  });

  it('a model named (plural, partial or exact) gets its own values over the line for every model', () => {
    expect(stats(['T5 Sv4+ W3', 'Mukaali Riders: W2', 'Sergeant: Ld6+ 4++'])).toEqual({
      'Mukaali Rider Sergeant': { T: 5, Sv: 4, W: 3, Ld: 6, invuln: 4 },
      'Mukaali Rider': { T: 5, Sv: 4, W: 2 },
    });
    expect(stats(['Mukaali Rider Sergeant: T5 W4; Mukaali Rider: T5 W3'])).toEqual({
      'Mukaali Rider Sergeant': { T: 5, W: 4 },
      'Mukaali Rider': { T: 5, W: 3 },
    });
  });

  it('reads "Sv-", "T 5", "Inv4+", "FNP5+" and "5+++"', () => {
    expect(stats(['M- T 5 Sv- W 3 Inv4+ FNP5+'])['Mukaali Rider']).toEqual({ M: 0, T: 5, Sv: 7, W: 3, invuln: 4, fnp: 5 });
    expect(stats(['T5 5+++'])['Mukaali Rider']).toEqual({ T: 5, fnp: 5 });
  });

  it('names what is wrong, with the closest model name', () => {
    expect(errors(['T0 Sv8+ W3 W4 Ld7+ OC2 Q1'])).toEqual([
      '--stats: T must be 1 to 30, got "T0"',
      '--stats: Sv must be 2+ to 6+ or -, got "Sv8+"',
      '--stats: W is given twice in "T0 Sv8+ W3 W4 Ld7+ OC2 Q1"',
      '--stats: unknown characteristic "Q1" in "T0 Sv8+ W3 W4 Ld7+ OC2 Q1" (expected M, T, Sv, W, Ld, OC, like "M6 T3 Sv4+ W1 Ld7+ OC2")',
    ]);
    expect(errors(['Mukaali Ryder: T5'])).toEqual([
      '--stats: no model is named "Mukaali Ryder" (did you mean `Mukaali Rider`?); models: Mukaali Rider Sergeant, Mukaali Rider',
    ]);
    expect(errors(['Rider: T5'])).toEqual(['--stats: several models match "Rider"; models: Mukaali Rider Sergeant, Mukaali Rider']);
    expect(errors(['Sergeant: fast'])[0]).toMatch(/^--stats: unknown characteristic "fast"/);
  });

  // Issue 14 point 10: the value that is wrong is quoted, not only the characteristic's name.
  it('quotes the value it could not read: "T banana", and says when a value is missing', () => {
    expect(errors(['T banana'])).toEqual(['--stats: T must be 1 to 30, got "T banana"']);
    expect(errors(['T Sv4+'])).toEqual(['--stats: T must be 1 to 30, got no value in "T Sv4+"']);
  });

  // Issue 14 point 11: the hint names the model and gives blanks, never another unit's statline.
  it('the comment about missing characteristics suggests blanks to fill in, per model', () => {
    const yaml = importSeed('astra-militarum-mukaali-riders', []).yaml;
    expect(yaml).not.toContain('M6 T3 Sv4+');
    expect(yaml).toContain('--stats "Mukaali Rider: M? T? Sv?+ W? Ld?+ OC?" filled in');
  });
});

describe('importDatasheet with stats', () => {
  it('writes the characteristics and the profile works as a defender', () => {
    const imported = importSeed('astra-militarum-mukaali-riders', ['M10 T5 Sv4+ W3 Ld7+ OC2', 'Mukaali Rider Sergeant: W4']);
    expect(imported.missing).toEqual([]);
    expect(imported.yaml).not.toContain('Not in the export');
    expect(imported.profile.models.map((m) => [m.name, m.M, m.T, m.Sv, m.W, m.Ld, m.OC])).toEqual([
      ['Mukaali Rider Sergeant', 10, 5, 4, 4, 7, 2],
      ['Mukaali Rider', 10, 5, 4, 3, 7, 2],
    ]);
    const unit = resolveUnit(imported.profile);
    expect(unit.ok && toDefenderUnit(unit.value).ok).toBe(true);
  });

  it('only some characteristics: the others stay marked missing', () => {
    const imported = importSeed('drukhari-starfangs', ['T9 W10']);
    expect(imported.missing).toEqual([{ model: 'Starfang', characteristics: ['M', 'Sv', 'Ld', 'OC'] }]);
    expect(imported.yaml).toContain('    T: 9\n    W: 10\n    # Not in the export: M, Sv, Ld, OC.');
  });

  it('a bad --stats is an import error', () => {
    const result = importSeed.bind(null, 'drukhari-starfangs', ['Starfangz: T9']);
    expect(result).toThrow(/--stats: no model is named "Starfangz" \(did you mean `Starfang`\?\)/);
  });

  it('calc runs with the imported unit as the defender', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-stats-'));
    try {
      const made = await runCli(['import', `${SEEDS_DIR}drukhari-starfangs.txt`, '--stats', 'M14 T9 Sv3+ W10 Ld7+ OC2', '-o', 'starfangs.yaml'], { cwd: dir });
      expect(made.code).toBe(0);
      const run = await runCli(['calc', 'strike-team', 'starfangs.yaml', '--half-range'], { cwd: dir });
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      expect(run.stdout).toContain('Defender: 2× Starfang (T9 W10 Sv3+)');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
