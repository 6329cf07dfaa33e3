import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rmSync } from 'node:fs';
import { formatIssue } from '../../src/profile/issue.js';
import { formatFileSize, tooLargeMessage } from '../../src/profile/file-size.js';
import { listBundled, loadProfile, MAX_PROFILE_BYTES } from '../../src/profile/load.js';
import type { UnitProfile } from '../../src/profile/types.js';

const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));
const fixtures = fileURLToPath(new URL('../fixtures/', import.meta.url));
let dir = '';

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mathhammer-load-'));
  writeFileSync(join(dir, 'big.yaml'), `# ${'x'.repeat(MAX_PROFILE_BYTES)}\n`);
  writeFileSync(join(dir, 'binary.yaml'), Buffer.from([0x6e, 0x00, 0x01, 0x02]));
  writeFileSync(join(dir, 'bom.yaml'), '\uFEFFname: Bom\nmodels:\n  - name: M\n');
  mkdirSync(join(dir, 'folder.yaml'));
  writeFileSync(join(dir, 'squad.yaml'), 'name: Squad\nleader: [hero.yaml]\nmodels:\n  - name: M\n');
  writeFileSync(join(dir, 'hero.yaml'), 'name: Hero\nleader: other.yaml\nmodels:\n  - name: H\n');
  writeFileSync(join(dir, 'lost.yaml'), 'name: Lost\nleader: nowhere.yaml\nmodels:\n  - name: M\n');
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

function messages(ref: string, cwd?: string): string[] {
  const loaded = loadProfile(ref, { bundledDir, ...(cwd === undefined ? {} : { cwd }) });
  if (loaded.ok) throw new Error('expected issues');
  return loaded.issues.map(formatIssue);
}

function loaded(ref: string, cwd?: string): UnitProfile {
  const result = loadProfile(ref, { bundledDir, ...(cwd === undefined ? {} : { cwd }) });
  if (!result.ok) throw new Error(result.issues.map(formatIssue).join('\n'));
  return result.value;
}

describe('loadProfile', () => {
  it('finds bundled profiles by name, with or without profiles/ and .yaml', () => {
    expect(loaded('strike-team').name).toBe('Strike Team');
    expect(loaded('profiles/meq.yaml', fixtures).name).toBe('MEQ');
    expect(loaded('teq.yaml', fixtures).name).toBe('TEQ');
    expect(loaded('strike-team').file).toBe('profiles/strike-team.yaml');
  });

  it('prefers an existing path, relative to cwd', () => {
    const profile = loaded('profiles/intercessors.yaml', fixtures);
    expect(profile.name).toBe('Intercessor Squad');
    expect(profile.file).toBe('profiles/intercessors.yaml');
  });

  it('suggests the bundled profile for a typo', () => {
    expect(messages('strke-team')).toEqual(['strke-team: no such file, and no bundled profile is called "strke-team" (did you mean `strike-team`?)']);
    expect(messages('nothing-like-it')).toEqual([
      'nothing-like-it: no such file, and no bundled profile is called "nothing-like-it" (`mathhammer profiles` lists them)',
    ]);
    expect(messages('missing/file.yaml', dir)).toEqual(['missing/file.yaml: no such file']);
  });

  it('refuses directories, huge files and binary files with a clear message', () => {
    expect(messages('folder.yaml', dir)).toEqual(['folder.yaml: is a directory: expected a YAML profile file']);
    // 256 KiB and 3 bytes: rounded up, never printed as the limit itself.
    expect(messages('big.yaml', dir)).toEqual(['big.yaml: the file is 257 KiB; profiles larger than 256 KiB are refused']);
    expect(messages('binary.yaml', dir)).toEqual(['binary.yaml: is not a text file (it contains NUL bytes): expected a YAML profile']);
  });

  it('skips a byte order mark', () => {
    expect(loaded('bom.yaml', dir).name).toBe('Bom');
  });

  it('loads a leader named by a path relative to the profile', () => {
    const profile = loaded('profiles/led-squad.yaml', fixtures);
    expect(profile.leaders).toHaveLength(1);
    expect(profile.leaders[0]).toMatchObject({ name: 'Captain', file: 'profiles/captain.yaml' });
  });

  it('refuses a leader with a leader, and a leader that is not there', () => {
    expect(messages('squad.yaml', dir)).toEqual([
      'hero.yaml:2:9 leader: a leader cannot have a leader of its own: attach every leader to the bodyguard unit',
    ]);
    expect(messages('lost.yaml', dir)).toEqual(['lost.yaml:2:9 leader: leader "nowhere.yaml": no such file']);
  });
});

describe('the size limit', () => {
  it('profiles larger than 256 KiB are refused: real ones are a few KB', () => {
    expect(MAX_PROFILE_BYTES).toBe(256 * 1024);
  });

  it('formatFileSize: bytes, KiB and MB, rounded up', () => {
    expect(formatFileSize(0)).toBe('0 bytes');
    expect(formatFileSize(1023)).toBe('1023 bytes');
    expect(formatFileSize(1024)).toBe('1 KiB');
    expect(formatFileSize(1025)).toBe('2 KiB');
    expect(formatFileSize(256 * 1024)).toBe('256 KiB');
    expect(formatFileSize(1024 * 1024 - 1)).toBe('1024 KiB');
    expect(formatFileSize(2 * 1024 * 1024)).toBe('2.0 MB');
    expect(formatFileSize(2 * 1024 * 1024 + 1)).toBe('2.1 MB');
    expect(formatFileSize(2_000_000)).toBe('2.0 MB');
  });

  it('tooLargeMessage names the size, the kind of file and the limit', () => {
    expect(tooLargeMessage(2 * 1024 * 1024, 'profiles', MAX_PROFILE_BYTES)).toBe('the file is 2.0 MB; profiles larger than 256 KiB are refused');
    expect(tooLargeMessage(3 * 1024 * 1024, 'datasheet exports', 2 * 1024 * 1024)).toBe('the file is 3.0 MB; datasheet exports larger than 2.0 MB are refused');
  });
});

describe('listBundled', () => {
  it('lists the twelve bundled profiles', () => {
    expect(listBundled(bundledDir)).toEqual([
      'geq',
      'horde',
      'knight',
      'medusa-carriage-battery',
      'meq',
      'monster',
      'mukaali-riders',
      'starfangs',
      'strike-team',
      'tank',
      'teq',
      'vehicle',
    ]);
  });
});
