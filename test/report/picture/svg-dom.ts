/**
 * Reading the pictures' SVG in tests: parse it as XML (a syntax error fails the test), find marks by the
 * names the spec builders give them, and place every text in picture coordinates to check that none
 * overlaps another or leaves the picture.
 */
import { DOMParser, type Document, type Element } from '@xmldom/xmldom';
import type { TextMeasure } from '../../../src/report/picture/font-metrics.js';

export function parseSvg(svg: string): Document {
  return new DOMParser({
    onError: (level, message) => {
      throw new Error(`the SVG is not well-formed XML (${level}): ${message}`);
    },
  }).parseFromString(svg, 'image/svg+xml');
}

function elements(root: Document | Element, tag: string): Element[] {
  return Array.from(root.getElementsByTagName(tag));
}

/** The mark items of the mark named `name` (`p0_bars` → the `p0_bars_marks` container's children). */
export function markItems(doc: Document, name: string): Element[] {
  const container = elements(doc, 'g').find((g) => (g.getAttribute('class') ?? '').split(' ').includes(`${name}_marks`));
  if (container === undefined) return [];
  return Array.from(container.childNodes).filter((n): n is Element => n.nodeType === 1);
}

/** A rect mark's height, from vega's path `M x,y h w v h h -w Z`. */
export function rectHeight(path: Element): number {
  const match = /v(-?[\d.e-]+)/.exec(path.getAttribute('d') ?? '');
  if (match === null) throw new Error(`not a rect path: ${path.getAttribute('d')}`);
  return Number(match[1]);
}

export function rectWidth(path: Element): number {
  const match = /h(-?[\d.e-]+)/.exec(path.getAttribute('d') ?? '');
  if (match === null) throw new Error(`not a rect path: ${path.getAttribute('d')}`);
  return Number(match[1]);
}

/** The x, y of a `translate(x,y)` transform (0, 0 without one). */
export function translation(element: Element): { x: number; y: number } {
  const match = /translate\((-?[\d.e-]+),\s*(-?[\d.e-]+)\)/.exec(element.getAttribute('transform') ?? '');
  return match === null ? { x: 0, y: 0 } : { x: Number(match[1]), y: Number(match[2]) };
}

/** The sum of the translations of an element and its ancestors: its origin in picture coordinates. */
function origin(element: Element): { x: number; y: number } {
  let x = 0;
  let y = 0;
  for (let node: Element | null = element; node !== null && node.nodeType === 1; node = node.parentNode as Element | null) {
    const t = translation(node);
    x += t.x;
    y += t.y;
  }
  return { x, y };
}

export type TextBox = { text: string; x0: number; x1: number; y0: number; y1: number };

/**
 * Every non-empty line of visible text, as a box in picture coordinates: its measured width placed by its
 * anchor, and from 0.79 of the font size above its baseline to 0.21 below (vega's own baseline model).
 * White text is left out: it is the halo drawn under a label, the same box as the label.
 */
export function textBoxes(doc: Document, measure: TextMeasure): TextBox[] {
  const boxes: TextBox[] = [];
  for (const text of elements(doc, 'text')) {
    if (text.getAttribute('fill')?.toUpperCase() === '#FFFFFF') continue;
    const size = Number.parseFloat(text.getAttribute('font-size') ?? '11');
    const bold = text.getAttribute('font-weight') === 'bold';
    const anchor = text.getAttribute('text-anchor') ?? 'start';
    const at = origin(text);
    const spans = elements(text, 'tspan');
    const lines = spans.length === 0 ? [{ text: text.textContent ?? '', dy: 0 }] : spans.map((s) => ({ text: s.textContent ?? '', dy: Number(s.getAttribute('dy') ?? 0) }));
    let y = at.y;
    for (const line of lines) {
      y += line.dy;
      if (line.text.trim() === '') continue;
      const width = measure(line.text, size, bold);
      const x0 = anchor === 'middle' ? at.x - width / 2 : anchor === 'end' ? at.x - width : at.x;
      boxes.push({ text: line.text, x0, x1: x0 + width, y0: y - 0.79 * size, y1: y + 0.21 * size });
    }
  }
  return boxes;
}

/** Pairs of boxes that overlap by more than `slack` pixels both ways. */
export function overlapping(boxes: readonly TextBox[], slack = 0.5): [TextBox, TextBox][] {
  const pairs: [TextBox, TextBox][] = [];
  boxes.forEach((a, i) =>
    boxes.slice(i + 1).forEach((b) => {
      const dx = Math.min(a.x1, b.x1) - Math.max(a.x0, b.x0);
      const dy = Math.min(a.y1, b.y1) - Math.max(a.y0, b.y0);
      if (dx > slack && dy > slack) pairs.push([a, b]);
    }),
  );
  return pairs;
}

/** The drawing's own size: the root's viewBox (its width and height are the canvas it is fitted to). */
export function viewBox(doc: Document): { width: number; height: number } {
  const [, , width, height] = (doc.documentElement?.getAttribute('viewBox') ?? '').split(/\s+/).map(Number);
  return { width: width ?? NaN, height: height ?? NaN };
}
