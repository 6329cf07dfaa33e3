/**
 * Pictures from the commands, in-process: -o with the format from the extension, --format, --force,
 * standard output (a terminal refused, a redirect served), and the messages for each mistake.
 */
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PNG } from 'pngjs';
import { beforeEach, describe, expect, it } from 'vitest';
import { runCli } from './run-cli.js';

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'mathhammer-pictures-'));
});

const run = (argv: readonly string[], options: { isTTY?: boolean } = {}) => runCli(argv, { cwd: dir, ...options });

describe('calc -o', () => {
  it('kills.png: a 1200 × 675 PNG, nothing on standard output', async () => {
    const result = await run(['calc', 'strike-team', 'meq', '--half-range', '-o', 'kills.png']);
    expect(result).toMatchObject({ code: 0, stdout: '', stderr: '' });
    const png = PNG.sync.read(readFileSync(join(dir, 'kills.png')));
    expect([png.width, png.height]).toEqual([1200, 675]);
  });

  it('report.html by extension; report.json is the --json report', async () => {
    expect((await run(['calc', 'strike-team', 'meq', '-o', 'report.html'])).code).toBe(0);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toMatch(/^<!doctype html>/);
    expect((await run(['calc', 'strike-team', 'meq', '-o', 'report.json'])).code).toBe(0);
    expect(readFileSync(join(dir, 'report.json'), 'utf8')).toBe((await run(['calc', 'strike-team', 'meq', '--json'])).stdout);
  });

  it('--format names the format of a file without an extension', async () => {
    expect((await run(['calc', 'strike-team', 'meq', '--format', 'png', '-o', 'kills'])).code).toBe(0);
    expect([...readFileSync(join(dir, 'kills')).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('never overwrites a file without --force', async () => {
    writeFileSync(join(dir, 'kills.png'), 'precious');
    const refused = await run(['calc', 'strike-team', 'meq', '-o', 'kills.png']);
    expect(refused.code).toBe(2);
    expect(refused.stderr).toBe('mathhammer calc: kills.png already exists; use --force to overwrite it\n');
    expect(readFileSync(join(dir, 'kills.png'), 'utf8')).toBe('precious');
    expect((await run(['calc', 'strike-team', 'meq', '-o', 'kills.png', '--force'])).code).toBe(0);
    expect([...readFileSync(join(dir, 'kills.png')).subarray(0, 8)]).toEqual(PNG_SIGNATURE);
  });

  it('says what is wrong: an unknown extension, a disagreement, a directory, a missing directory', async () => {
    const unknown = await run(['calc', 'strike-team', 'meq', '-o', 'kills.jpg']);
    expect(unknown.code).toBe(2);
    expect(unknown.stderr).toBe(
      'mathhammer calc: cannot tell the format of kills.jpg from its name: end it in .png, .svg, .html, .htm, .json, .md, .csv, .txt, or give --format\n',
    );
    const disagree = await run(['calc', 'strike-team', 'meq', '--format', 'svg', '-o', 'kills.png']);
    expect(disagree.stderr).toBe('mathhammer calc: --format svg but kills.png is named like a png file; give one of them\n');
    const json = await run(['calc', 'strike-team', 'meq', '--json', '-o', 'kills.png']);
    expect(json.stderr).toBe('mathhammer calc: --json but kills.png is named like a png file; give one of them\n');
    const directory = await run(['calc', 'strike-team', 'meq', '-o', '.', '--format', 'png']);
    expect(directory.stderr).toBe('mathhammer calc: . is a directory: give the path of the file to write\n');
    const missing = await run(['calc', 'strike-team', 'meq', '-o', 'no/such/kills.png']);
    expect(missing).toMatchObject({ code: 2, stderr: 'mathhammer calc: cannot write no/such/kills.png: no such directory\n' });
    expect(existsSync(join(dir, 'kills.jpg'))).toBe(false);
  });

  it('a bad --format value suggests the nearest', async () => {
    const result = await run(['calc', 'strike-team', 'meq', '--format', 'pgn']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Expected a format: table, json, markdown, csv, svg, png, html (did you mean png?).');
  });
});

describe('pictures on standard output', () => {
  it('are refused on a terminal, with the way to write a file', async () => {
    const result = await run(['calc', 'strike-team', 'meq', '--format', 'png'], { isTTY: true });
    expect(result).toMatchObject({ code: 2, stdout: '' });
    expect(result.stderr).toBe('mathhammer calc: --format png draws a picture: write it to a file with -o (e.g. -o report.png) or redirect standard output (> report.png)\n');
  });

  it('are written when standard output is redirected: a PNG as bytes', async () => {
    const png = await run(['calc', 'strike-team', 'meq', '--format', 'png']);
    expect(png).toMatchObject({ code: 0, stdout: '' });
    expect([...(png.bytes ?? []).slice(0, 8)]).toEqual(PNG_SIGNATURE);
  });
});

describe('compare and simulate', () => {
  it('compare strike-team --loadouts all --vs meq -o compare.svg: a panel per number, a bar per loadout', async () => {
    const result = await run(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '-o', 'compare.svg']);
    expect(result.code).toBe(0);
    const svg = readFileSync(join(dir, 'compare.svg'), 'utf8');
    expect(svg).toContain('p0_bars_marks');
    for (const label of ['default', 'pulse-carbine-all', 'pulse-carbine', 'gun-drone']) expect(svg).toContain(`>${label}<`);
  });

  it('compare --format html -o report.html; --format markdown -o table.md', async () => {
    expect((await run(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--format', 'html', '-o', 'report.html'])).code).toBe(0);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).toContain('<table>');
    expect((await run(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '-o', 'table.md'])).code).toBe(0);
    expect(readFileSync(join(dir, 'table.md'), 'utf8')).toMatch(/^## Strike Team → MEQ/);
  });

  it('simulate --compare -o check.png; simulate refuses -o table.md (it has no Markdown)', async () => {
    const result = await run(['simulate', 'strike-team', 'meq', '--half-range', '--compare', '--trials', '2000', '-o', 'check.png']);
    expect(result.code).toBe(0);
    expect(PNG.sync.read(readFileSync(join(dir, 'check.png'))).width).toBe(1200);
    const md = await run(['simulate', 'strike-team', 'meq', '-o', 'table.md']);
    expect(md.stderr).toBe('mathhammer simulate: simulate writes no markdown (table.md): end the name in .png, .svg, .html, .htm, .json, .txt\n');
  });

  it('--force without -o is a note (nothing is written to a file)', async () => {
    const result = await run(['calc', 'strike-team', 'meq', '--force', '--json']);
    expect(result.code).toBe(0);
    expect(JSON.parse(result.stdout)).toHaveProperty('schemaVersion');
    expect(result.stderr).toBe('mathhammer calc: note: --force has no effect without -o: nothing is written to a file\n');
  });

  it('a default format the command cannot write (MATHHAMMER_FORMAT=markdown for simulate) is a note, and the table is written', async () => {
    const result = await runCli(['simulate', 'strike-team', 'meq', '--trials', '100'], { cwd: dir, env: { MATHHAMMER_FORMAT: 'markdown' } });
    expect(result.code).toBe(0);
    expect(result.stdout).toMatch(/^Strike Team \(10 models\) → MEQ/);
    expect(result.stderr).toBe('mathhammer simulate: note: simulate writes no markdown (the default from MATHHAMMER_FORMAT); it writes table\n');
  });
});
