/** Unicode bars for distribution charts, in eighths of a character cell. */

import { PROBABILITY_EPSILON } from './format.js';

const EIGHTHS = ['', '▏', '▎', '▍', '▌', '▋', '▊', '▉'] as const;
const FULL = '█';

/**
 * A horizontal bar `fraction` (0..1) of `width` cells long, to the nearest eighth of a cell. A positive
 * fraction always shows at least one eighth, so "possible" is never drawn as "impossible".
 */
export function bar(fraction: number, width: number): string {
  if (!Number.isInteger(width) || width < 0) {
    throw new RangeError(`bar: width must be a non-negative integer, got ${width}`);
  }
  if (Number.isNaN(fraction)) throw new RangeError(`bar: fraction must be a number, got NaN`);
  const clamped = Math.min(1, Math.max(0, fraction));
  let eighths = Math.round(clamped * width * 8);
  if (clamped > 0 && eighths === 0 && width > 0) eighths = 1;
  return FULL.repeat(Math.floor(eighths / 8)) + (EIGHTHS[eighths % 8] ?? '');
}

/**
 * A probability's bar length relative to the largest one. A probability that prints as "0%" (within
 * 1e-12 of 0) gets no bar, so the chart never contradicts its numbers.
 */
export function barFraction(p: number, max: number): number {
  return p <= PROBABILITY_EPSILON || max <= 0 ? 0 : p / max;
}
