/**
 * The page at a phone's width and a desktop's, as screenshots: both drawn, neither empty. With
 * UPDATE_GOLDEN=1 the screens also replace README's pictures (docs/images/serve-*.png).
 */
import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDirs } from '../support/temp-dirs.js';
import { missing, mustRun, pageSession } from './page-session.js';
import { ROOT } from './test-server.js';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

describe.runIf(missing !== undefined && mustRun)('mathhammer serve screenshots (CI)', () => {
  it('has a browser to run in', () => expect.fail(`CI=true and the page cannot be tested: ${missing}`));
});

describe.skipIf(missing !== undefined)('mathhammer serve screenshots', () => {
  const session = pageSession();
  const folder = tempDirs('mathhammer-serve-shots-');

  it.each([
    ['phone', { width: 390, height: 844 }],
    ['desktop', { width: 1280, height: 800 }],
  ] as const)('at %s width the quick start is drawn', async (name, size) => {
    const page = await session.open('/?cmd=calc&a=strike-team&d=meq&half-range=1', size);
    const path = join(folder(), `serve-${name}.png`);
    await page.screenshot({ path, fullPage: true });
    if (process.env['UPDATE_GOLDEN'] === '1') await page.screenshot({ path: join(ROOT, 'docs', 'images', `serve-${name}.png`) });
    // The page fits the width: nothing wider than the viewport but the picture's own scroller.
    expect(await page.evaluate('document.documentElement.scrollWidth')).toBeLessThanOrEqual(size.width);
    await page.close();
    expect(readFileSync(path).subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(statSync(path).size).toBeGreaterThan(10_000);
  });
});
