/**
 * Labels cut to a width without losing what tells them apart. Column labels often share a long start
 * ("medusa-carriage-battery · 10e", "medusa-carriage-battery · 11e"): cutting the end would print the same
 * text twice, so the cut goes in the middle, keeping as much of the end as the labels need to stay
 * distinct.
 */
import { textWidth } from './wrap.js';

/** `text` cut to `width` columns: its first `width − 1 − tail` characters, "…", its last `tail`. */
function cut(text: string, width: number, tail: number): string {
  const chars = [...text];
  if (chars.length <= width) return text;
  const head = Math.max(0, width - 1 - tail);
  return `${chars.slice(0, head).join('')}…${tail === 0 ? '' : chars.slice(chars.length - tail).join('')}`;
}

/**
 * Each label at most `width` columns. Distinct labels stay distinct whenever a cut can keep them so: a
 * plain "…" at the end if that is enough, else the cut in the middle (half the width kept from the end,
 * then more, then less).
 */
export function shortenLabels(labels: readonly string[], width: number): string[] {
  if (labels.every((l) => textWidth(l) <= width)) return [...labels];
  const distinct = new Set(labels).size;
  const half = Math.floor((width - 1) / 2);
  const tails = [0, ...Array.from({ length: width - 1 - half }, (_, i) => half + i), ...Array.from({ length: half - 1 }, (_, i) => half - 1 - i)];
  for (const tail of tails) {
    const cuts = labels.map((l) => cut(l, width, tail));
    if (new Set(cuts).size === distinct) return cuts;
  }
  return labels.map((l) => cut(l, width, 0));
}
