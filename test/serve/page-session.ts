/** The page in headless Chromium against a test server (test/support/chromium.ts says when it runs). */
import type { Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import type { Running } from '../../src/serve/server.js';
import { chromiumMissing, launchChromium, type Chromium } from '../support/chromium.js';
import { startTestServer } from './test-server.js';

/** Why the browser tests cannot run here (undefined: they can). Under CI they must. */
export const missing = await chromiumMissing();
export const mustRun = process.env['CI'] === 'true';
if (missing !== undefined && !mustRun) console.warn(`mathhammer serve page tests skipped: ${missing}`);

/** A server and a browser for a test file's tests, stopped after them; `open` loads a page and waits for its first answer. */
export function pageSession(): { open: (path: string, size: { width: number; height: number }) => Promise<Page>; server: () => Running } {
  let server: Running | undefined;
  let chromium: Chromium | undefined;
  beforeAll(async () => {
    if (missing !== undefined) return;
    server = await startTestServer();
    chromium = await launchChromium();
  });
  afterAll(async () => {
    await chromium?.close();
    await server?.close();
  });
  return {
    server: () => server!,
    open: async (path, size) => {
      const page = await chromium!.context.newPage();
      await page.setViewportSize(size);
      await page.goto(`${server!.url}${path.replace(/^\//, '')}`);
      await page.waitForSelector('body[data-answered]');
      return page;
    },
  };
}

/** Waits for the page's answer after the one it shows now. */
export async function nextAnswer(page: Page, act: () => Promise<void>): Promise<void> {
  const before = await page.locator('body').getAttribute('data-answered');
  await act();
  // A text the browser evaluates (the DOM's types are not this project's).
  await page.waitForFunction(`document.body.dataset.answered !== ${JSON.stringify(before)}`);
}
