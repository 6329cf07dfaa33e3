/**
 * inspectProfile: every problem loading finds, and the profile as far as it read, so later checks
 * (validate's effect names and loadouts) still run on a profile with problems. loadProfile (calc) lists
 * the leaders' problems beside the file's own too.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/profile/issue.js';
import { inspectProfile, loadProfile } from '../../src/profile/load.js';
import { tempDirs } from '../support/temp-dirs.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const tempDir = tempDirs('mathhammer-inspect-');

const SQUAD = `name: Squad
points: -5
effects: [Some Effect]
leader: nowhere.yaml
models:
  - name: Trooper
    count: 2
    T: 4
    Sv: 3+
    W: 1
    weapons: [Rifle]
weapons:
  - name: Rifle
    range: 24
    A: 1
    BS: 3+
    S: 4
    AP: 0
    D: 1
loadouts:
  - name: one
    size:
      - model: Trooper
        count: 1
`;

function folderWith(text: string): string {
  const dir = tempDir();
  writeFileSync(join(dir, 'squad.yaml'), text);
  return dir;
}

describe('inspectProfile', () => {
  it('a problem in one part leaves the others read: effects, models, weapons and loadouts', () => {
    const inspected = inspectProfile('squad.yaml', { bundledDir, cwd: folderWith(SQUAD) });
    expect(inspected.issues.map(formatIssue)).toEqual([
      'squad.yaml:2:9 points: expected an integer from 0 to 10000, got -5',
      'squad.yaml:4:9 leader: leader "nowhere.yaml": no such file',
    ]);
    expect(inspected.profile?.effects?.map((e) => e.name)).toEqual(['Some Effect']);
    expect(inspected.profile?.models.map((m) => m.name)).toEqual(['Trooper']);
    expect(inspected.profile?.loadouts.map((l) => l.name)).toEqual(['one']);
  });

  it('when a model does not read, the draft has no loadouts to apply (they would miss the model)', () => {
    const anyModel = `${SQUAD.replace('T: 4', 'T: four')}  - name: all
    swaps:
      - replace: Rifle
        with: Rifle
`;
    const inspected = inspectProfile('squad.yaml', { bundledDir, cwd: folderWith(anyModel) });
    expect(inspected.issues.map(formatIssue)).toContain('squad.yaml:8:8 models[0].T: expected an integer from 1 to 30, got "four"');
    expect(inspected.profile?.models).toEqual([]);
    expect(inspected.profile?.loadouts).toEqual([]);
  });

  it('a valid profile is the same as loadProfile gives', () => {
    const cwd = folderWith(SQUAD.replace('points: -5', 'points: 50').replace('leader: nowhere.yaml\n', ''));
    const inspected = inspectProfile('squad.yaml', { bundledDir, cwd });
    const loaded = loadProfile('squad.yaml', { bundledDir, cwd });
    expect(inspected.issues).toEqual([]);
    expect(loaded).toEqual({ ok: true, value: inspected.profile });
  });
});

describe('loadProfile', () => {
  it("reports a leader that is not there beside the file's other problems", () => {
    const loaded = loadProfile('squad.yaml', { bundledDir, cwd: folderWith(SQUAD) });
    expect(loaded.ok ? [] : loaded.issues.map(formatIssue)).toEqual([
      'squad.yaml:2:9 points: expected an integer from 0 to 10000, got -5',
      'squad.yaml:4:9 leader: leader "nowhere.yaml": no such file',
    ]);
  });
});
