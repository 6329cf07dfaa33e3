/**
 * Files too large to be what they claim are refused by their size before they are read, with one wording
 * (`the file is 2.0 MB; profiles larger than 256 KiB are refused`), and a profile with very many problems
 * prints the first 50 and a count of the rest: a hostile file cannot flood the terminal.
 */
import { mkdtempSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueLines, MAX_ISSUES_PER_FILE } from '../../src/cli/errors.js';
import type { Issue } from '../../src/profile/index.js';
import { runCli } from './run-cli.js';

let dir = '';
const MODEL = 'models:\n  - name: M\n    count: 1\n    T: 4\n    Sv: 3+\n    W: 1\n';

/** A sparse file of `bytes` bytes: nothing is written. */
function sized(name: string, bytes: number): void {
  writeFileSync(join(dir, name), '');
  truncateSync(join(dir, name), bytes);
}

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'mathhammer-large-'));
  sized('huge.yaml', 2 * 1024 * 1024);
  sized('huge-comparison.yaml', 300 * 1024);
  sized('huge-export.txt', 3 * 1024 * 1024);
  // 60 unknown keys: 60 problems, one per line.
  const keys = Array.from({ length: 60 }, (_, i) => `junk${i}: 1`).join('\n');
  writeFileSync(join(dir, 'sixty.yaml'), `name: Sixty\n${MODEL}${keys}\n`);
  writeFileSync(join(dir, 'fifty.yaml'), `name: Fifty\n${MODEL}${keys.split('\n').slice(0, 50).join('\n')}\n`);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('files too large', () => {
  it('a 2 MB profile: validate and calc refuse it by its size', async () => {
    const message = 'huge.yaml: the file is 2.0 MB; profiles larger than 256 KiB are refused\n';
    expect(await runCli(['validate', 'huge.yaml'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: message });
    expect(await runCli(['calc', 'huge.yaml', 'meq'], { cwd: dir })).toEqual({ code: 2, stdout: '', stderr: message });
  });

  it('a comparison file (YAML too) has the same limit and wording', async () => {
    const run = await runCli(['compare', '--file', 'huge-comparison.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    expect(run.stderr).toBe('huge-comparison.yaml: the file is 300 KiB; comparison files larger than 256 KiB are refused\n');
  });

  it('a datasheet export (text, not YAML) keeps its 2 MB limit, in the same wording', async () => {
    const run = await runCli(['import', 'huge-export.txt'], { cwd: dir });
    expect(run).toEqual({ code: 2, stdout: '', stderr: 'huge-export.txt: the file is 3.0 MB; datasheet exports larger than 2.0 MB are refused\n' });
  });
});

describe('very many problems', () => {
  const lines = (stderr: string): string[] => stderr.split('\n').filter((l) => l !== '');

  it('validate prints the first 50 problems of a file, then how many more', async () => {
    const run = await runCli(['validate', 'sixty.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    const printed = lines(run.stderr);
    expect(printed).toHaveLength(51);
    expect(printed[0]).toMatch(/^sixty\.yaml:8:1 junk0: unknown key "junk0"/);
    expect(printed[49]).toMatch(/^sixty\.yaml:57:1 junk49: unknown key "junk49"/);
    expect(printed[50]).toBe('… and 10 more problems in sixty.yaml');
  });

  it('calc caps each file on its own: both profiles show their problems', async () => {
    const run = await runCli(['calc', 'sixty.yaml', 'fifty.yaml'], { cwd: dir });
    expect(run.code).toBe(2);
    const printed = lines(run.stderr);
    // fifty.yaml sorts first: its 50 problems in full, then sixty.yaml's first 50 and the count.
    expect(printed).toHaveLength(101);
    expect(printed.filter((l) => l.startsWith('fifty.yaml:'))).toHaveLength(50);
    expect(printed.filter((l) => l.startsWith('sixty.yaml:'))).toHaveLength(50);
    expect(printed[100]).toBe('… and 10 more problems in sixty.yaml');
    expect(printed.some((l) => l.includes('more problems in fifty.yaml'))).toBe(false);
  });

  it('issueLines: 50 problems print in full; 51 print 50 and "1 more problem"', () => {
    const issues = (n: number, file = 'a.yaml'): Issue[] => Array.from({ length: n }, (_, i) => ({ file, line: i + 1, col: 1, path: 'x', message: 'bad' }));
    expect(MAX_ISSUES_PER_FILE).toBe(50);
    expect(issueLines(issues(50))).toHaveLength(50);
    const lines51 = issueLines(issues(51));
    expect(lines51).toHaveLength(51);
    expect(lines51[49]).toBe('a.yaml:50:1 x: bad');
    expect(lines51[50]).toBe('… and 1 more problem in a.yaml');
    expect(issueLines([...issues(3, 'b.yaml'), ...issues(52)]).at(-1)).toBe('b.yaml:3:1 x: bad');
  });
});
