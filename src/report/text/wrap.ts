/** Word wrapping for the fixed-width table output. Widths count code points (no wide characters used). */

/** Visible width of plain text. */
export function textWidth(text: string): number {
  return [...text].length;
}

/** How wide a text is: code points on a terminal (the default), pixels in a picture. */
export type Measure = (text: string) => number;

/** The longest start of `chars` (at least one character) that fits in `width`. */
function fittingLength(chars: readonly string[], width: number, measure: Measure): number {
  let n = 1;
  while (n < chars.length && measure(chars.slice(0, n + 1).join('')) <= width) n++;
  return n;
}

/**
 * Greedy word wrap at spaces; a word longer than `width` is broken. Never returns an empty array.
 * `width` is in the units of `measure`: whole columns by default.
 */
export function wrapWords(text: string, width: number, measure: Measure = textWidth): string[] {
  const columns = measure === textWidth;
  if (columns ? !Number.isInteger(width) || width < 1 : !(width > 0)) {
    throw new RangeError(`wrapWords: width must be a positive ${columns ? 'integer' : 'number'}, got ${width}`);
  }
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (measure(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    let rest = [...word];
    while (measure(rest.join('')) > width) {
      const n = fittingLength(rest, width, measure);
      lines.push(rest.slice(0, n).join(''));
      rest = rest.slice(n);
    }
    current = rest.join('');
  }
  lines.push(current);
  return lines;
}

/** A piece of a line that should stay whole when it fits: `sep` joins it to the previous token. */
export type Token = {
  readonly text: string;
  readonly sep: string;
  readonly style?: (text: string) => string;
};

/**
 * Lays tokens out in lines of at most `width` columns (or the units of `measure`); continuation lines
 * start with `indent`. A token breaks at a line end only when it does not fit on a line of its own.
 * Styles (colours) are applied after measuring, so widths are those of the plain text.
 */
export function wrapTokens(tokens: readonly Token[], width: number, indent = '', measure: Measure = textWidth): string[] {
  const lines: string[] = [];
  let plain = '';
  let styled = '';
  let empty = true;
  const lineStart = (): string => (lines.length === 0 ? '' : indent);
  for (const token of tokens) {
    const style = token.style ?? ((s: string): string => s);
    if (empty) {
      plain = lineStart();
      styled = plain;
    }
    const sep = empty ? '' : token.sep;
    if (measure(plain + sep + token.text) <= width) {
      plain += sep + token.text;
      styled += sep + style(token.text);
      empty = false;
      continue;
    }
    if (!empty) {
      lines.push(styled);
      plain = lineStart();
      styled = plain;
    }
    // The token starts a line of its own and is broken only if it is still too long.
    const room = Math.max(1, width - Math.max(measure(plain), measure(indent)));
    const pieces = wrapWords(token.text, room, measure);
    const last = pieces.pop() ?? '';
    for (const piece of pieces) {
      lines.push(styled + style(piece));
      plain = indent;
      styled = indent;
    }
    plain += last;
    styled += style(last);
    empty = false;
  }
  if (!empty) lines.push(styled);
  return lines;
}
