/**
 * Golden files under test/golden/: compared by default; rewritten when UPDATE_GOLDEN=1, so a change in
 * rendering shows up as a reviewable diff (`UPDATE_GOLDEN=1 npx vitest run test/report && git diff`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'vitest';

export const GOLDEN_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', 'golden');
export const UPDATING = process.env['UPDATE_GOLDEN'] === '1';

/** Compares `actual` with the file `test/golden/<name>` (or rewrites it when UPDATE_GOLDEN=1). */
export function expectGolden(name: string, actual: string): void {
  expectFileContent(join(GOLDEN_DIR, name), actual);
}

/** Same as expectGolden for any path (the docs' copies of the schema and examples). */
export function expectFileContent(path: string, actual: string): void {
  if (UPDATING) {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, actual);
    return;
  }
  if (!existsSync(path)) {
    throw new Error(`missing golden file ${path}: run UPDATE_GOLDEN=1 npx vitest run test/report to create it`);
  }
  expect(actual, `${path} differs: if the change is intended, run UPDATE_GOLDEN=1 and review the diff`).toBe(
    readFileSync(path, 'utf8'),
  );
}
