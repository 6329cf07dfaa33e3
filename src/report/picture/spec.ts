/**
 * A picture request as one Vega-Lite specification: the title and the scenario in words, a legend, the
 * panels side by side, the footer. Sizes are worked out here with the bundled font's real widths, so the
 * whole picture comes out at CANVAS size (theme.ts) with no text clipped or wider than its panel.
 */
import { wrapTokens } from '../text/wrap.js';
import { distributionChrome, distributionLayer, fullWidth, type PlotSize } from './distribution-spec.js';
import { heatmapChrome, heatmapLayer } from './heatmap-spec.js';
import type { TextMeasure } from './font-metrics.js';
import type { JsonObject } from './json.js';
import { legendItems, legendLayers } from './legend.js';
import { planChrome, planLayer } from './plan-spec.js';
import { rankingChrome, rankingLayer } from './ranking-spec.js';
import type { Panel, PictureRequest } from './request.js';
import { CANVAS, COLOR, FONT_FAMILY, PADDING, TEXT } from './theme.js';

const PANEL_GAP = 36;
/** The gaps between panels take at most this share of the width (from six panels side by side). */
const GAPS_SHARE = 0.15;

/**
 * Vega places each panel this much beyond its plot's width and the gap (measured in the SVG of ranking
 * panels: their bounds take in half the stroke of the axis rule and round outwards). Twelve panels grew
 * the picture 2% past the canvas without it. Kept for every panel: a distribution's plot is 2 px
 * narrower for it, which nobody sees.
 */
const PANEL_BOUNDS_SLACK = 2;
const LEGEND_HEIGHT = 24;
/** Pixels between a title and its subtitle, under the picture's title, under a panel's title, between rows. */
const SUBTITLE_PADDING = 5;
const TITLE_OFFSET = 14;
const PANEL_TITLE_OFFSET = 10;
const ROW_SPACING = 12;
/** Line height of titles, as a multiple of their font size (set in the config, used in the layout). */
const TITLE_LEADING = 1.25;
const INNER_WIDTH = CANVAS.width - 2 * PADDING;

/** The gap between panels side by side: PANEL_GAP, narrower when GAPS_SHARE would not hold them. */
function panelGap(panels: number): number {
  return panels <= 1 ? PANEL_GAP : Math.min(PANEL_GAP, Math.floor((INNER_WIDTH * GAPS_SHARE) / (panels - 1)));
}

type Chrome = { readonly left: number; readonly bottom: number };

function chrome(panel: Panel, measure: TextMeasure, first: boolean): Chrome {
  switch (panel.kind) {
    case 'distribution':
      return distributionChrome(panel, measure);
    case 'ranking':
      return rankingChrome(panel, measure, first);
    case 'heatmap':
      return heatmapChrome(panel, measure);
    case 'plan':
      return planChrome();
  }
}

function panelLayer(panel: Panel, size: PlotSize, measure: TextMeasure, labelled: boolean, id: string): JsonObject {
  switch (panel.kind) {
    case 'distribution':
      return distributionLayer(panel, size, measure, id);
    case 'ranking':
      return rankingLayer(panel, size, measure, labelled, id);
    case 'heatmap':
      return heatmapLayer(panel, size, measure, id);
    case 'plan':
      return planLayer(panel, size, measure, id);
  }
}

/** The first panel may take this much of the width, the others share the rest equally. */
const FIRST_SHARE_MAX = 0.6;

/**
 * Plot widths: the first panel (the main one) as wide as its labels need to be printed at every k, within
 * FIRST_SHARE_MAX of the room; the others share what is left. A single panel takes it all.
 */
function plotWidths(panels: readonly Panel[], free: number, measure: TextMeasure): number[] {
  const [first, ...rest] = panels;
  if (first === undefined) return [];
  if (rest.length === 0) return [free];
  const wanted = first.kind === 'distribution' ? fullWidth(first, measure) : free / panels.length;
  const width = Math.min(Math.max(wanted, free / panels.length), free * FIRST_SHARE_MAX);
  return [width, ...rest.map(() => (free - width) / rest.length)];
}

/** Words of up to this many characters are never broken: a title's words; longer are names of files. */
const WORD = 12;

/**
 * Text in lines at most `width` wide, but never narrower than its widest word of up to WORD characters
 * (words stay whole). A longer word wider than its line (a defender's file name as a panel title) is
 * broken after a hyphen between letters, and at a character if still too wide: a line wider than its
 * panel would make vega grow the whole picture past the canvas, and every text in it smaller.
 * `breakShortWords`: words of up to WORD characters are broken too (a title already at its smallest size).
 */
function wrap(text: string, width: number, size: number, bold: boolean, measure: TextMeasure, breakShortWords = false): string[] {
  const fits = (t: string) => measure(t, size, bold);
  const words = text.split(' ').filter((word) => word !== '');
  const room = breakShortWords ? width : Math.max(width, widestWord(text, size, bold, measure));
  const tokens = words.flatMap((word) => (fits(word) <= room ? [word] : word.split(/(?<=\p{L}-)(?=\p{L})/u)).map((piece, i) => ({ text: piece, sep: i === 0 ? ' ' : '' })));
  return tokens.length === 0 ? [text] : wrapTokens(tokens, room, '', fits);
}

/** How wide the text's widest word of up to WORD characters is (0 without one): the narrowest it wraps to. */
function widestWord(text: string, size: number, bold: boolean, measure: TextMeasure): number {
  return Math.max(0, ...text.split(' ').filter((word) => word !== '' && [...word].length <= WORD).map((word) => measure(word, size, bold)));
}

/** Short phrases joined with " · " and wrapped to `width`, a phrase broken only if it fills a line alone. */
function phraseLines(phrases: readonly string[], width: number, size: number, measure: TextMeasure): string[] {
  if (phrases.length === 0) return [];
  return wrapTokens(
    phrases.map((text) => ({ text, sep: '  ·  ' })),
    width,
    '',
    (text) => measure(text, size),
  );
}

type PanelTitle = { readonly text: readonly string[]; readonly subtitle: readonly string[]; readonly size: number };

/** The smallest a panel title's font gets so that its words fit a narrow panel (twelve defenders). */
const MIN_PANEL_TITLE = 13;

/**
 * The title in the usual size, or smaller down to MIN_PANEL_TITLE when a word of it is wider than the
 * panel; a word wider even at that size is broken like a long one.
 */
function panelTitle(panel: Panel, width: number, measure: TextMeasure): PanelTitle {
  const widest = widestWord(panel.title, TEXT.panelTitle, true, measure);
  const size = widest <= width ? TEXT.panelTitle : Math.max(MIN_PANEL_TITLE, Math.floor((TEXT.panelTitle * width) / widest));
  return {
    text: wrap(panel.title, width, size, true, measure, widestWord(panel.title, size, true, measure) > width),
    subtitle: phraseLines(panel.kind === 'distribution' ? panel.facts : [], width, TEXT.facts, measure),
    size,
  };
}

/** The height vega gives lines of text: a line height between lines, the font size for the last. */
function textHeight(lines: number, size: number): number {
  return lines === 0 ? 0 : (lines - 1) * size * TITLE_LEADING + size;
}

/** A panel's title and facts above its plot, with their paddings (PANEL_TITLE_OFFSET, subtitlePadding). */
function titleHeight(title: PanelTitle): number {
  const facts = title.subtitle.length === 0 ? 0 : SUBTITLE_PADDING + textHeight(title.subtitle.length, TEXT.facts);
  return textHeight(title.text.length, title.size) + facts + PANEL_TITLE_OFFSET;
}

export function pictureSpec(request: PictureRequest, measure: TextMeasure): JsonObject {
  const title = wrap(request.title, INNER_WIDTH, TEXT.title, true, measure);
  const subtitle = phraseLines(request.subtitle, INNER_WIDTH, TEXT.subtitle, measure);
  const heading = textHeight(title.length, TEXT.title) + (subtitle.length === 0 ? 0 : SUBTITLE_PADDING + textHeight(subtitle.length, TEXT.subtitle)) + TITLE_OFFSET;
  const footer = ROW_SPACING + TEXT.footer;
  // A legend row only when there is something to explain (a comparison of one column marks no best).
  const keys = legendItems(request.panels);
  const legend = keys.length === 0 ? 0 : LEGEND_HEIGHT + ROW_SPACING;

  // The first ranking panel prints the item labels for all of them (they share the rows).
  const labelled = request.panels.findIndex((panel) => panel.kind === 'ranking');
  const chromes = request.panels.map((panel, i) => chrome(panel, measure, i === labelled));
  const gap = panelGap(request.panels.length);
  const free = INNER_WIDTH - chromes.reduce((sum, c) => sum + c.left, 0) - gap * (request.panels.length - 1) - PANEL_BOUNDS_SLACK * request.panels.length;
  const widths = plotWidths(request.panels, free, measure);
  const titles = request.panels.map((panel, i) => panelTitle(panel, (widths[i] ?? 0) + (chromes[i]?.left ?? 0), measure));
  const top = Math.max(...titles.map(titleHeight));
  const bottom = Math.max(...chromes.map((c) => c.bottom));
  const plotHeight = CANVAS.height - 2 * PADDING - heading - legend - top - bottom - footer;

  const panels = request.panels.map((panel, i) => {
    const size = { width: widths[i] ?? 0, height: plotHeight };
    const id = `p${i}`;
    const layer = panelLayer(panel, size, measure, i === labelled, id);
    const { text, subtitle: facts, size: fontSize } = titles[i] ?? { text: [], subtitle: [], size: TEXT.panelTitle };
    const smaller = fontSize === TEXT.panelTitle ? {} : { fontSize, lineHeight: fontSize * TITLE_LEADING };
    return { ...layer, title: { text, ...(facts.length === 0 ? {} : { subtitle: facts }), ...smaller, anchor: 'start', frame: 'bounds', offset: PANEL_TITLE_OFFSET } };
  });
  // The rows above and below the panels start where the first panel's axis labels start, left of its plot.
  const lead = chromes[0]?.left ?? 0;
  const rowWidth = INNER_WIDTH - lead;
  return {
    $schema: 'https://vega.github.io/schema/vega-lite/v6.json',
    background: COLOR.background,
    padding: PADDING,
    autosize: { type: 'pad' },
    title: {
      text: title,
      // An empty subtitle would still take a line: leave it out.
      ...(subtitle.length === 0 ? {} : { subtitle }),
      anchor: 'start',
      fontSize: TEXT.title,
      lineHeight: TEXT.title * TITLE_LEADING,
      subtitleFontSize: TEXT.subtitle,
      subtitleLineHeight: TEXT.subtitle * TITLE_LEADING,
      subtitleColor: COLOR.subtle,
      subtitlePadding: SUBTITLE_PADDING,
      offset: TITLE_OFFSET,
    },
    vconcat: [
      ...(keys.length === 0 ? [] : [{ width: rowWidth, height: LEGEND_HEIGHT, layer: legendLayers(keys, -lead, LEGEND_HEIGHT / 2, measure) }]),
      { hconcat: panels, spacing: gap },
      {
        data: { values: [{}] },
        width: rowWidth,
        height: TEXT.footer,
        mark: { type: 'text', text: request.footer, align: 'right', baseline: 'top', fontSize: TEXT.footer, color: COLOR.subtle },
        encoding: { x: { value: rowWidth }, y: { value: 0 } },
      },
    ],
    spacing: ROW_SPACING,
    config: {
      font: FONT_FAMILY,
      view: { stroke: null },
      axis: {
        labelFontSize: TEXT.axisLabel,
        titleFontSize: TEXT.axisTitle,
        titleFontWeight: 'normal',
        labelColor: COLOR.text,
        titleColor: COLOR.text,
        domainColor: COLOR.subtle,
        tickColor: COLOR.subtle,
      },
      title: {
        fontSize: TEXT.panelTitle,
        lineHeight: TEXT.panelTitle * TITLE_LEADING,
        subtitleFontSize: TEXT.facts,
        subtitleLineHeight: TEXT.facts * TITLE_LEADING,
        color: COLOR.text,
        subtitleColor: COLOR.text,
        subtitlePadding: SUBTITLE_PADDING,
      },
      text: { font: FONT_FAMILY },
    },
  };
}
