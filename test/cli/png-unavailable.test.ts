/**
 * A machine where the PNG renderer cannot load (no binary for its platform, a broken install), simulated
 * by making the import of @resvg/resvg-js fail: a PNG is refused with the reason and a way out (SVG),
 * exit 2; SVG and HTML, which do not need it, still work.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { runCli } from './run-cli.js';

vi.mock('@resvg/resvg-js', () => {
  throw new Error('simulated: no prebuilt @resvg/resvg-js binary for this platform');
});

describe('PNG renderer missing', () => {
  it('-o kills.png exits 2, says why and suggests -o kills.svg; no file is left', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-no-png-'));
    const result = await runCli(['calc', 'strike-team', 'meq', '--half-range', '-o', 'kills.png'], { cwd: dir });
    expect(result.code).toBe(2);
    expect(result.stderr).toMatch(/^mathhammer calc: cannot draw a PNG here: the PNG renderer \(@resvg\/resvg-js\) could not be loaded: /);
    expect(result.stderr).toContain('Draw an SVG instead (-o kills.svg)');
    expect(result.stderr.split('\n')).toHaveLength(2);
    expect(existsSync(join(dir, 'kills.png'))).toBe(false);
  });

  it('without -o the suggestion is --format svg; SVG itself still works', async () => {
    const result = await runCli(['calc', 'strike-team', 'meq', '--format', 'png']);
    expect(result.code).toBe(2);
    expect(result.stderr).toContain('Draw an SVG instead (--format svg)');
    const svg = await runCli(['calc', 'strike-team', 'meq', '--format', 'svg']);
    expect(svg.code).toBe(0);
    expect(svg.stdout).toMatch(/^<svg /);
  });
});
