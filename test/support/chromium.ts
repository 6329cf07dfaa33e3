/**
 * Headless Chromium for the page's tests: Debian's chromium (/usr/bin/chromium, which .ci/run installs)
 * driven by playwright-core, with a fresh profile and nothing that reaches the network. Where it is
 * missing, a test skips and says why, except under CI (CI=true), where a missing browser is a failure.
 */
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext } from 'playwright-core';

export const CHROMIUM = '/usr/bin/chromium';

/** Why the page's tests cannot run here, or undefined when they can. */
export async function chromiumMissing(): Promise<string | undefined> {
  if (!existsSync(CHROMIUM)) return `${CHROMIUM} is missing (apt-get install -y chromium)`;
  try {
    await import('playwright-core');
    return undefined;
  } catch {
    return 'playwright-core is not installed (npm ci)';
  }
}

export type Chromium = { readonly context: BrowserContext; readonly close: () => Promise<void> };

/** The browser with a fresh profile (its --user-data-dir, which playwright takes as the persistent context's folder). */
export async function launchChromium(): Promise<Chromium> {
  const { chromium } = await import('playwright-core');
  const profile = mkdtempSync(join(tmpdir(), 'mathhammer-chromium-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
  });
  return {
    context,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
