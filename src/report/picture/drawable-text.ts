/**
 * Text the bundled font can draw. A character the font lacks shows as an empty box in a PNG (and in an
 * SVG as whatever font the viewer substitutes): the reports' own arrows ("strike-team → mukaali-riders",
 * a sequence column's default label) would. Each such character becomes a look-alike the font has, or
 * "?" when there is none.
 */

/** Stand-ins for the characters the reports print that Atkinson Hyperlegible lacks. */
const LOOK_ALIKES: Readonly<Record<string, string>> = { '→': '»', '⅓': '1/3', '✓': 'yes', '✗': 'no' };

/** `text` with every character `has` rejects replaced. */
export function drawableText(text: string, has: (codePoint: number) => boolean): string {
  let out = '';
  for (const ch of text) out += has(ch.codePointAt(0)!) ? ch : (LOOK_ALIKES[ch] ?? '?');
  return out;
}

/** A picture request (plain data) with every string made drawable. */
export function drawableStrings<T>(value: T, has: (codePoint: number) => boolean): T {
  if (typeof value === 'string') return drawableText(value, has) as T;
  if (Array.isArray(value)) return value.map((item: unknown) => drawableStrings(item, has)) as T;
  if (value !== null && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, drawableStrings(item, has)])) as T;
  }
  return value;
}
