/**
 * Text widths from a TrueType font's own tables, so the chart library lays out labels with the widths
 * the PNG renderer will draw (vega's default guesses 0.8 em per character, which clips or overlaps).
 * Reads the OpenType tables `head` (units per em), `hhea` and `hmtx` (advance widths) and `cmap` format 4
 * (characters → glyphs; the Basic Multilingual Plane, which holds every character the reports print).
 * Kerning is left out: it only ever narrows Latin text by a few units, so a measured label is at most a
 * little wider than drawn, never narrower.
 */

export type FontMetrics = {
  /** Advance width of a character, in em (font size 1). Characters the font lacks measure as its blank glyph. */
  readonly advance: (codePoint: number) => number;
  /** Whether the font draws the character. */
  readonly has: (codePoint: number) => boolean;
};

function fail(message: string): never {
  throw new TypeError(`readFontMetrics: ${message}`);
}

function tables(view: DataView): Map<string, { offset: number; length: number }> {
  const count = view.getUint16(4);
  const found = new Map<string, { offset: number; length: number }>();
  for (let i = 0; i < count; i++) {
    const at = 12 + i * 16;
    const tag = String.fromCharCode(view.getUint8(at), view.getUint8(at + 1), view.getUint8(at + 2), view.getUint8(at + 3));
    found.set(tag, { offset: view.getUint32(at + 8), length: view.getUint32(at + 12) });
  }
  return found;
}

/** The cmap subtable for Unicode BMP in format 4: Windows Unicode (3, 1), else Unicode (0, *). */
function format4Subtable(view: DataView, cmap: number): number {
  const count = view.getUint16(cmap + 2);
  let chosen: number | undefined;
  for (let i = 0; i < count; i++) {
    const record = cmap + 4 + i * 8;
    const platform = view.getUint16(record);
    const encoding = view.getUint16(record + 2);
    const subtable = cmap + view.getUint32(record + 4);
    if (view.getUint16(subtable) !== 4) continue;
    if (platform === 3 && encoding === 1) return subtable;
    if (platform === 0) chosen ??= subtable;
  }
  return chosen ?? fail('the font has no Unicode character map in format 4');
}

/** A character → glyph lookup over a format 4 subtable (OpenType spec, "cmap" format 4). */
function glyphLookup(view: DataView, subtable: number): (codePoint: number) => number {
  const segments = view.getUint16(subtable + 6) / 2;
  const ends = subtable + 14;
  const starts = ends + segments * 2 + 2;
  const deltas = starts + segments * 2;
  const rangeOffsets = deltas + segments * 2;
  return (c) => {
    if (c > 0xffff) return 0;
    for (let i = 0; i < segments; i++) {
      if (c > view.getUint16(ends + i * 2)) continue;
      const start = view.getUint16(starts + i * 2);
      if (c < start) return 0;
      const delta = view.getInt16(deltas + i * 2);
      const rangeOffset = view.getUint16(rangeOffsets + i * 2);
      if (rangeOffset === 0) return (c + delta) & 0xffff;
      const glyph = view.getUint16(rangeOffsets + i * 2 + rangeOffset + (c - start) * 2);
      return glyph === 0 ? 0 : (glyph + delta) & 0xffff;
    }
    return 0;
  };
}

/** sfnt versions: TrueType outlines (1.0, or 'true' on Apple), CFF outlines ('OTTO'). */
const SFNT_VERSIONS = new Set([0x00010000, 0x74727565, 0x4f54544f]);

/** The metrics of a TrueType or OpenType font file. Throws a TypeError when the bytes are not one. */
export function readFontMetrics(bytes: Uint8Array): FontMetrics {
  if (bytes.length < 12) fail(`expected a font file, got ${bytes.length} bytes`);
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  if (!SFNT_VERSIONS.has(view.getUint32(0))) fail('not a TrueType or OpenType font');
  let found: ReturnType<typeof tables>;
  try {
    found = tables(view);
  } catch {
    return fail('the font file is truncated');
  }
  for (const [tag, { offset, length }] of found) if (offset + length > bytes.length) fail(`the font's '${tag}' table is truncated`);
  const table = (tag: string): number => found.get(tag)?.offset ?? fail(`the font has no '${tag}' table`);
  const unitsPerEm = view.getUint16(table('head') + 18);
  const hMetrics = view.getUint16(table('hhea') + 34);
  const hmtx = table('hmtx');
  const glyphOf = glyphLookup(view, format4Subtable(view, table('cmap')));
  const cache = new Map<number, number>();
  const advance = (codePoint: number): number => {
    let width = cache.get(codePoint);
    if (width === undefined) {
      const glyph = Math.min(glyphOf(codePoint), hMetrics - 1);
      width = view.getUint16(hmtx + glyph * 4) / unitsPerEm;
      cache.set(codePoint, width);
    }
    return width;
  };
  return { advance, has: (codePoint) => glyphOf(codePoint) !== 0 };
}

/** The width of a line of text at a font size, in the size's units. */
export function textWidth(metrics: FontMetrics, text: string, size: number): number {
  let em = 0;
  for (const ch of text) em += metrics.advance(ch.codePointAt(0)!);
  return em * size;
}

/** Width in pixels of a line of text at a size, regular or bold: what the layout measures with. */
export type TextMeasure = (text: string, size: number, bold?: boolean) => number;

export function textMeasure(regular: FontMetrics, bold: FontMetrics): TextMeasure {
  return (text, size, isBold = false) => textWidth(isBold ? bold : regular, text, size);
}
