/**
 * The HTML report opened in a real browser: headless Chromium renders it offline to a screenshot, which
 * must show the picture (its colours) and the text. Runs where Debian's Chromium is installed
 * (`apt-get install chromium`, /usr/bin/chromium) and is skipped elsewhere.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { calcPicture } from '../../../src/report/picture/from-calc.js';
import { renderPicture } from '../../../src/report/picture/render.js';
import { COLOR } from '../../../src/report/picture/theme.js';
import { strikeTeamVsMeq } from '../fixtures.js';
import { FONTS } from './support.js';

const CHROMIUM = '/usr/bin/chromium';

/** Headless, offline, no first-run or background traffic (this machine's network is closed). */
function screenshot(html: string, width: number, height: number): PNG {
  const dir = mkdtempSync(join(tmpdir(), 'mathhammer-chromium-'));
  const page = join(dir, 'report.html');
  const shot = join(dir, 'shot.png');
  writeFileSync(page, html);
  execFileSync(
    CHROMIUM,
    [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      `--user-data-dir=${join(dir, 'profile')}`,
      '--hide-scrollbars',
      `--window-size=${width},${height}`,
      `--screenshot=${shot}`,
      pathToFileURL(page).href,
    ],
    { stdio: 'pipe', timeout: 60_000 },
  );
  return PNG.sync.read(readFileSync(shot));
}

function countNear(png: PNG, hex: string, tolerance: number): number {
  const [r, g, b] = [1, 3, 5].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
  let n = 0;
  for (let i = 0; i < png.data.length; i += 4) {
    if (Math.abs(png.data[i]! - r!) <= tolerance && Math.abs(png.data[i + 1]! - g!) <= tolerance && Math.abs(png.data[i + 2]! - b!) <= tolerance) n++;
  }
  return n;
}

describe.skipIf(!existsSync(CHROMIUM))('HTML report in headless Chromium', () => {
  it('renders offline with the picture and the report text', async () => {
    const html = (await renderPicture(calcPicture(strikeTeamVsMeq()), 'html', FONTS)) as string;
    const png = screenshot(html, 1280, 1800);
    expect([png.width, png.height]).toEqual([1280, 1800]);
    expect(countNear(png, COLOR.primary, 10)).toBeGreaterThan(10_000);
    expect(countNear(png, COLOR.secondary, 10)).toBeGreaterThan(500);
    expect(countNear(png, COLOR.text, 60)).toBeGreaterThan(10_000);
  });
});
