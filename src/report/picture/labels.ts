/** Which labels of a row of equally spaced slots (one per k) to print, so that no two overlap. */

/** Pixels kept free between two labels side by side. */
export const LABEL_GAP = 10;

/** Steps between labelled k that read naturally: every k, every 2nd, 5th, 10th, … */
const NICE_STEPS = [1, 2, 5, 10, 20, 25, 50, 100, 200, 250, 500, 1000];

/**
 * The smallest nice step at which labels `width` pixels wide, centred on slots `slot` pixels apart, keep
 * LABEL_GAP between them; among the divisors of `within`, when given, so that every k labelled at that
 * step also gets this label (the axis numbers above the percentages).
 */
export function labelStep(slot: number, width: number, within?: number): number {
  if (!(slot > 0)) throw new RangeError(`labelStep: slot must be a positive number, got ${slot}`);
  const needed = (width + LABEL_GAP) / slot;
  const candidates = within === undefined ? NICE_STEPS : NICE_STEPS.filter((s) => within % s === 0);
  return candidates.find((s) => s >= needed) ?? within ?? Math.ceil(needed);
}
