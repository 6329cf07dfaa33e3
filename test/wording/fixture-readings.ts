/**
 * Real rules from a fixture file of the shared data (name, text as the catalogue has it, catalogue) checked
 * against what each is read as: one test per row, and one that every fixture has its row.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { readRule } from '../../src/wording/index.js';
import { summary } from './summary.js';

/** [rule name, the start of its text (to tell apart rules of one name), what it is read as]. */
export type ExpectedReading = readonly [name: string, start: string, reading: readonly string[]];

export function checkReadings(fixtureFile: string, rows: readonly ExpectedReading[]): void {
  const fixtures: readonly { name: string; text: string }[] = JSON.parse(readFileSync(join(import.meta.dirname, '..', 'fixtures', fixtureFile), 'utf8'));
  for (const [name, start, reading] of rows) {
    it(`${name} ("${start}…")`, () => {
      const text = fixtures.find((f) => f.name === name && f.text.startsWith(start))?.text;
      expect(text, `${name} is in ${fixtureFile}`).toBeDefined();
      expect(summary(readRule({ name, text: text!, origin: 'datasheet' }))).toEqual(reading);
    });
  }
  it(`every rule of ${fixtureFile} is stated`, () => expect(fixtures.map((f) => f.name).sort()).toEqual(rows.map(([name]) => name).sort()));
}
