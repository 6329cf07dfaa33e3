/** Word wrapping for the fixed-width table output. Widths count code points (no wide characters used). */

/** Visible width of plain text. */
export function textWidth(text: string): number {
  return [...text].length;
}

/** Greedy word wrap at spaces; a word longer than `width` is broken. Never returns an empty array. */
export function wrapWords(text: string, width: number): string[] {
  if (!Number.isInteger(width) || width < 1) {
    throw new RangeError(`wrapWords: width must be a positive integer, got ${width}`);
  }
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(' ').filter((w) => w !== '')) {
    const candidate = current === '' ? word : `${current} ${word}`;
    if (textWidth(candidate) <= width) {
      current = candidate;
      continue;
    }
    if (current !== '') lines.push(current);
    let rest = [...word];
    while (rest.length > width) {
      lines.push(rest.slice(0, width).join(''));
      rest = rest.slice(width);
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
 * Lays tokens out in lines of at most `width` columns; continuation lines start with `indent`. A token
 * breaks at a line end only when it does not fit on a line of its own. Styles (colours) are applied
 * after measuring, so widths are those of the plain text.
 */
export function wrapTokens(tokens: readonly Token[], width: number, indent = ''): string[] {
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
    if (textWidth(plain) + textWidth(sep) + textWidth(token.text) <= width) {
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
    const room = Math.max(1, width - Math.max(textWidth(plain), textWidth(indent)));
    const pieces = wrapWords(token.text, room);
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
