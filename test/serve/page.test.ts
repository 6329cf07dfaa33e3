/**
 * The page in a real browser: pick two units, change a condition, and the numbers shown are calc --json's;
 * the page's link asks the same question again.
 */
import { describe, expect, it } from 'vitest';
import { runCli } from '../cli/run-cli.js';
import { missing, mustRun, nextAnswer, pageSession } from './page-session.js';

describe.runIf(missing !== undefined && mustRun)('mathhammer serve in Chromium (CI)', () => {
  it('has a browser to run in', () => expect.fail(`CI=true and the page cannot be tested: ${missing}`));
});

describe.skipIf(missing !== undefined)('mathhammer serve in Chromium', () => {
  const session = pageSession();
  const phone = { width: 390, height: 844 };

  it('opens on the quick start, calc strike-team meq --half-range, answered', async () => {
    const page = await session.open('/', phone);
    const cli = JSON.parse((await runCli(['calc', 'strike-team', 'meq', '--half-range', '--json'])).stdout) as { modelsSlain: { mean: number } };
    expect(Number(await page.locator('#summary-models-slain').getAttribute('data-value'))).toBe(cli.modelsSlain.mean);
    expect(await page.locator('#command-line code').textContent()).toBe('mathhammer calc strike-team meq --half-range');
    expect(await page.locator('#figure svg').count()).toBe(1);
    await page.close();
  });

  it('two units picked and a condition changed show the numbers of calc --json, and the link reopens them', async () => {
    const page = await session.open('/', phone);
    await page.fill('#f-a', 'mukaali-riders');
    await page.fill('#f-d', 'teq');
    await page.uncheck('#f-half-range');
    await page.selectOption('#f-phase', 'melee');
    await page.check('#f-charged');
    await nextAnswer(page, () => page.click('#go'));
    const cli = JSON.parse((await runCli(['calc', 'mukaali-riders', 'teq', '--phase', 'melee', '--charged', '--json'])).stdout) as { modelsSlain: { mean: number }; damage: { mean: number }; pWipe: number };
    const shown = async (id: string) => ({ value: Number(await page.locator(`#summary-${id}`).getAttribute('data-value')), text: await page.locator(`#summary-${id}`).textContent() });
    expect(await shown('models-slain')).toEqual({ value: cli.modelsSlain.mean, text: cli.modelsSlain.mean.toFixed(2) });
    expect(await shown('damage')).toEqual({ value: cli.damage.mean, text: cli.damage.mean.toFixed(2) });
    expect((await shown('p-wipe')).value).toBe(cli.pWipe);
    expect(await page.locator('#report').textContent()).toContain(`Expected wounds lost: ${cli.damage.mean.toFixed(2)}`);
    const link = page.url();
    expect(new URL(link).search).toBe('?cmd=calc&a=mukaali-riders&d=teq&phase=melee&charged=1');
    await page.close();
    const again = await session.open(new URL(link).search, phone);
    expect(Number(await again.locator('#summary-models-slain').getAttribute('data-value'))).toBe(cli.modelsSlain.mean);
    expect(await again.isChecked('#f-charged')).toBe(true);
    await again.close();
  });

  it('a mistake shows the lines the command line prints', async () => {
    const page = await session.open('/?a=strike-team&d=meq&hit=lots', phone);
    const cli = await runCli(['calc', 'strike-team', 'meq', '--hit=lots']);
    expect(await page.locator('#errors pre').textContent()).toBe(cli.stderr.trim());
    await page.close();
  });
});
