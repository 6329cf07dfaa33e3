/**
 * Damaged exports (test/fixtures/import/): each is an error naming its line and column, never a profile
 * with guessed numbers.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { importDatasheet } from '../../src/profile/import/index.js';
import { DAMAGED_DIR, importErrors, seedText } from './helpers.js';

function fixture(name: string): string {
  return readFileSync(`${DAMAGED_DIR}${name}`, 'utf8');
}

describe('importDatasheet on damaged exports', () => {
  it.each([
    ['empty.txt', ['empty.txt: the file is empty: expected a datasheet export (a title line "Faction – Unit", then the RANGED WEAPONS and MELEE WEAPONS tables)']],
    ['blank.txt', ['blank.txt: the file is empty: expected a datasheet export (a title line "Faction – Unit", then the RANGED WEAPONS and MELEE WEAPONS tables)']],
    ['binary.txt', ['binary.txt:4:62: is not a text file (binary data here): expected a datasheet export copied as text']],
    [
      'truncated-table.txt',
      ['truncated-table.txt:5:1 ranged weapons: Grenade launcher – frag [blast] has a name row but no characteristics row after it (the table looks truncated)'],
    ],
    [
      'truncated-row.txt',
      ['truncated-row.txt:7:3 ranged weapons: Grenade launcher – frag [blast] has 3 of the 6 values the header names (RANGE, A, BS, S, AP, D): the row looks truncated'],
    ],
    ['missing-column.txt', ['missing-column.txt:2:1 ranged weapons: the RANGED WEAPONS header has no AP column (expected "RANGED WEAPONS | RANGE | A | BS | S | AP | D")']],
    [
      'non-numeric.txt',
      [
        'non-numeric.txt:8:44 ranged weapons: Grenade launcher – krak S: expected a whole number from 1 to 30, got "nine"',
        'non-numeric.txt:8:51 ranged weapons: Grenade launcher – krak AP: expected 0 or a negative AP like -1, got "two"',
        'non-numeric.txt:8:57 ranged weapons: Grenade launcher – krak D: expected a number or dice like D3, D6, 2D6, D6+1, got "D7"',
      ],
    ],
    ['na-without-torrent.txt', ['na-without-torrent.txt:4:39 ranged weapons: Flamer BS: expected a roll like 4+ (N/A is only for [TORRENT] weapons), got "N/A"']],
    ['no-title.txt', ['no-title.txt:1:1: expected the title line "Faction – Unit" first, got the RANGED WEAPONS heading']],
    ['no-tables.txt', ['no-tables.txt: no RANGED WEAPONS or MELEE WEAPONS table: expected a datasheet export ("RANGED WEAPONS | RANGE | A | BS | S | AP | D")']],
    ['conflicting-duplicate.txt', ['conflicting-duplicate.txt:12:1 melee weapons: Chainsword is given twice with different characteristics (lines 4 and 12); keep the right one']],
    ['bad-points.txt', ['bad-points.txt:14:1 unit composition: the points of 3 models are not a number: "lots"']],
  ])('%s', (name, expected) => {
    expect(importErrors(fixture(name), name)).toEqual(expected);
  });

  it('names every bad cell of a row at once, with its column', () => {
    const text = 'Imperium – Squad\nRANGED WEAPONS | RANGE | A | BS | S | AP | D |\n| Gun | 24 | two | 7+ | 0 | 2 | 1 |\n';
    expect(importErrors(text)).toEqual([
      'damaged.txt:3:14 ranged weapons: Gun A: expected a number or dice like D3, D6, 2D6, D6+1, got "two"',
      'damaged.txt:3:20 ranged weapons: Gun BS: expected a roll from 2+ to 6+, or N/A, got "7+"',
      'damaged.txt:3:25 ranged weapons: Gun S: expected a whole number from 1 to 30, got "0"',
      'damaged.txt:3:29 ranged weapons: Gun AP: expected 0 or a negative AP (did you mean -2?), got "2"',
    ]);
  });

  it('a melee range in the RANGED table, a range in the MELEE table, too many cells and a row with no name are errors', () => {
    const text = [
      'Imperium – Squad',
      'RANGED WEAPONS | RANGE | A | BS | S | AP | D |',
      '| Gun | Melee | 1 | 3+ | 4 | 0 | 1 |',
      '| Rifle | 24" | 1 | 3+ | 4 | 0 | 1 | 9 |',
      '| | 24" | 1 | 3+ | 4 | 0 | 1 |',
      'MELEE WEAPONS | RANGE | A | WS | S | AP | D |',
      '| Knife | 6" | 1 | 3+ | 4 | 0 | 1 |',
    ].join('\n');
    expect(importErrors(text)).toEqual([
      'damaged.txt:3:9 ranged weapons: Gun range: expected a range in inches like 24" in the RANGED WEAPONS table, got "Melee"',
      'damaged.txt:4:38 ranged weapons: Rifle has more values than the header has columns: "9"',
      'damaged.txt:5:3 ranged weapons: a row with no weapon name: "| | 24" | 1 | 3+ | 4 | 0 | 1 |"',
      'damaged.txt:7:11 melee weapons: Knife range: expected Melee in the MELEE WEAPONS table, got "6\\""',
    ]);
  });

  it('a weapon given both alone and with profiles is an error', () => {
    const text = 'Imperium – Squad\nRANGED WEAPONS | RANGE | A | BS | S | AP | D |\n| Plasma gun | 24 | 1 | 3+ | 7 | -2 | 1 |\n| Plasma gun – supercharge | 24 | 1 | 3+ | 8 | -3 | 2 |\n';
    expect(importErrors(text)).toEqual([
      'damaged.txt:4:1 ranged weapons: Plasma gun is given both as one weapon and with profiles (lines 3 and 4): name every profile ("Plasma gun – standard")',
    ]);
  });

  it('far more weapons than a datasheet has is refused (it would make a profile of millions of lines)', () => {
    const rows = Array.from({ length: 151 }, (_, i) => `| Gun ${i} | 24 | 1 | 4+ | 4 | 0 | 1 |`).join('\n');
    expect(importErrors(`Imperium – Squad\nRANGED WEAPONS | RANGE | A | BS | S | AP | D |\n${rows}\n`)).toEqual([
      'damaged.txt: the export has 151 weapons, more than the 150 a datasheet could have: is it one datasheet?',
    ]);
  });

  it('a few stray control characters are removed with a warning; many are a binary file', () => {
    const seed = seedText('drukhari-starfangs');
    const stray = importDatasheet(seed.replace('Wraithbone hull | Melee', 'Wraithbone hull\u0007 | Melee'), { file: 'x.txt' });
    expect(stray.ok && stray.value.warnings.filter((w) => w.message === 'control characters removed').map((w) => w.line)).toEqual([9]);
    const noisy = importDatasheet('\u0001'.repeat(40) + seed, { file: 'x.txt' });
    expect(noisy.ok).toBe(false);
  });
});
