/** Readers for the characteristics and values a datasheet prints: 3+, -1, D6+2, 12", N/A, "-". */
import { isScalar } from 'yaml';
import { parseDice, type Dice } from '../prob/dice.js';
import { describeValue } from './issue.js';
import { plain, readList, report, type Field, type ReadContext } from './yaml-reader.js';

const DASHES = /[\u2010-\u2015\u2212]/g;

function scalar(field: Field): unknown {
  return isScalar(field.node) ? field.node.value : plain(field.node);
}

function fail(ctx: ReadContext, field: Field, expected: string): undefined {
  report(ctx, field.at, `expected ${expected}, got ${describeValue(scalar(field))}`);
  return undefined;
}

export function readText(ctx: ReadContext, field: Field): string | undefined {
  const value = scalar(field);
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  return fail(ctx, field, 'text');
}

/** Tab, line break and the other control characters: a name holding one would break the tables it heads. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/;

/** A unit's, model's or weapon's name: text on one line. */
export function readName(ctx: ReadContext, field: Field): string | undefined {
  const name = readText(ctx, field);
  const control = name === undefined ? null : CONTROL.exec(name);
  if (control === null || name === undefined) return name;
  const code = control[0].charCodeAt(0);
  const what = code === 9 ? 'a tab' : code === 10 || code === 13 ? 'a line break' : `the control character U+${code.toString(16).toUpperCase().padStart(4, '0')}`;
  report(ctx, field.at, `a name is one line of text, and ${JSON.stringify(name)} holds ${what}: write it without`);
  return undefined;
}

export function readBoolean(ctx: ReadContext, field: Field): boolean | undefined {
  const value = scalar(field);
  if (typeof value === 'boolean') return value;
  return fail(ctx, field, 'true or false');
}

function asInteger(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  if (typeof value === 'string' && /^[+-]?\d+$/.test(value.trim().replace(DASHES, '-'))) {
    return Number(value.trim().replace(DASHES, '-'));
  }
  return undefined;
}

export function readInteger(ctx: ReadContext, field: Field, min: number, max?: number): number | undefined {
  const value = asInteger(scalar(field));
  if (value !== undefined && value >= min && (max === undefined || value <= max)) return value;
  return fail(ctx, field, max === undefined ? `an integer ≥ ${min}` : `an integer from ${min} to ${max}`);
}

/**
 * A roll target as printed: `3+` (or 3) → 3, from 2+ to 6+ (Leadership, a 2D6 roll: to 12+). With `none`, "-" means no such roll (7: the
 * save of a model without armour); with `na`, "N/A" (torrent weapons) gives null.
 */
export function readRoll(
  ctx: ReadContext,
  field: Field,
  options: { none?: boolean; na?: boolean; max?: number } = {},
): number | null | undefined {
  const max = options.max ?? 6;
  const value = scalar(field);
  const text = typeof value === 'string' ? value.trim().replace(DASHES, '-') : value;
  if (options.none === true && typeof text === 'string' && /^(-|none)$/i.test(text)) return 7;
  if (options.na === true && typeof text === 'string' && /^(n\/a|na|-)$/i.test(text)) return null;
  const match = typeof text === 'number' ? String(text) : typeof text === 'string' ? /^(\d+)\+?$/.exec(text)?.[1] : undefined;
  const roll = match === undefined ? undefined : Number(match);
  if (roll !== undefined && Number.isInteger(roll) && roll >= 2 && roll <= max) return roll;
  const extra = [options.none === true ? '"-" for none' : '', options.na === true ? '"N/A"' : ''].filter((s) => s !== '');
  return fail(ctx, field, `a roll from 2+ to ${max}+${extra.length > 0 ? ` or ${extra.join(' or ')}` : ''}`);
}

/** AP as printed: 0 or negative. A positive AP is almost always a dropped minus sign. */
export function readAp(ctx: ReadContext, field: Field): number | undefined {
  const value = asInteger(scalar(field));
  if (value !== undefined && value <= 0 && value >= -6) return value;
  if (value !== undefined && value > 0 && value <= 6) {
    report(ctx, field.at, `expected 0 or a negative AP, got ${value} (did you mean \`-${value}\`?)`);
    return undefined;
  }
  return fail(ctx, field, 'an AP from 0 to -6');
}

/**
 * Attacks and Damage: a number or a dice expression (dice.ts: D3/D6 terms and added numbers, no
 * subtraction), never below 1 — RULES §2 02.02.01 "D, A, S, T ≥ 1", and 10e (§1) "D never below 1". A 0
 * would be computed as 1 Damage (the engine's minimum) or as no attacks: a typo, reported. `why` ends the
 * message ("Damage is never below 1").
 */
export function readDice(ctx: ReadContext, field: Field, why: string): Dice | undefined {
  const value = scalar(field);
  if (typeof value !== 'number' && typeof value !== 'string') return fail(ctx, field, 'a number or dice like D6+1');
  const integer = asInteger(value);
  const belowOne = (): undefined => {
    report(ctx, field.at, `expected a number of 1 or more, or dice like D3, D6+1, 2D6, got ${describeValue(value)} (${why})`);
    return undefined;
  };
  if (integer !== undefined && integer < 1) return belowOne();
  const parsed = parseDice(integer ?? value);
  if (parsed.ok) return leastOf(parsed.value) < 1 ? belowOne() : parsed.value;
  // dice.ts names the bad part and the whole; when they are the same, once is enough. Its whole numbers
  // start at 0, these at 1.
  report(ctx, field.at, parsed.message.replace(/got "([^"]*)" in "\1"$/, 'got "$1"').replace(/^expected a whole number from 0 to/, 'expected a whole number from 1 to'));
  return undefined;
}

/** The lowest total a dice expression can roll: every die showing 1 ("0+0" is the only way to 0). */
function leastOf(dice: Dice): number {
  return dice.flat + dice.terms.reduce((n, term) => n + term.count, 0);
}

/** Range in inches (`24`, `24"`) or `melee`. */
export function readRange(ctx: ReadContext, field: Field): number | 'melee' | undefined {
  const value = scalar(field);
  if (typeof value === 'string' && value.trim().toLowerCase() === 'melee') return 'melee';
  const inches =
    typeof value === 'number' ? value : typeof value === 'string' ? /^\s*(\d+)\s*(?:"|''|\u201D|in|inches)?\s*$/.exec(value)?.[1] : undefined;
  const range = inches === undefined ? undefined : Number(inches);
  if (range !== undefined && Number.isInteger(range) && range >= 1 && range <= 1000) return range;
  return fail(ctx, field, 'a range in inches (like 24) or melee');
}

/** Move in inches (`6`, `6"`), or "-" for models that cannot move; undefined when unreadable. */
export function readMove(ctx: ReadContext, field: Field): number | undefined {
  const value = scalar(field);
  const inches =
    typeof value === 'number' ? value : typeof value === 'string' ? /^\s*(\d+)\s*(?:"|''|\u201D)?\s*$/.exec(value)?.[1] : undefined;
  const move = inches === undefined ? undefined : Number(inches);
  if (move !== undefined && Number.isInteger(move) && move >= 0 && move <= 100) return move;
  if (typeof value === 'string' && /^[-\u2010-\u2015]$/.test(value.trim())) return 0;
  return fail(ctx, field, 'a move in inches (like 6)');
}

/** Keywords: a list, or one string as on the datasheet ("INFANTRY; BATTLELINE"). Upper case. */
export function readKeywords(ctx: ReadContext, field: Field): string[] | undefined {
  const items = readList(ctx, field, 'keywords', true);
  if (items === undefined) return undefined;
  const keywords: string[] = [];
  for (const item of items) {
    const text = readText(ctx, item);
    if (text === undefined) continue;
    for (const part of text.split(/[;,]/)) {
      const keyword = part.trim().replace(/\s+/g, ' ').toUpperCase();
      if (keyword !== '' && !keywords.includes(keyword)) keywords.push(keyword);
    }
  }
  return keywords;
}
