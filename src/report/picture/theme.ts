/**
 * Sizes, colours and the font of every picture. Sized for chat: a 1200 × 675 PNG is often shown at half
 * size, so the smallest text is 17 px (about 8.5 px there) and the numbers are larger.
 */

export const CANVAS = { width: 1200, height: 675 } as const;

/** Atkinson Hyperlegible (Braille Institute, SIL Open Font License 1.1): 0/O and 1/l/I never look alike. */
export const FONT_FAMILY = 'Atkinson Hyperlegible';

export const TEXT = {
  title: 30,
  subtitle: 19,
  panelTitle: 22,
  facts: 18,
  axisTitle: 18,
  axisLabel: 18,
  value: 19,
  legend: 18,
  footer: 15,
} as const;

/**
 * Okabe–Ito colours (Okabe & Ito 2008), told apart with every common colour-vision deficiency, picked so
 * they also differ in lightness: blue is dark in greyscale, orange and sky blue light. Every number is
 * also printed, so no reading depends on colour.
 */
export const COLOR = {
  /** P(exactly k) bars; the best item of a ranking. */
  primary: '#0072B2',
  /** The other items of a ranking: light in greyscale, against the dark best. */
  muted: '#A8CDE6',
  /** The P(at least k) curve; simulated frequencies over the exact bars (simulate draws no curve). */
  secondary: '#E69F00',
  text: '#1A1A1A',
  subtle: '#555555',
  grid: '#DDDDDD',
  background: '#FFFFFF',
} as const;

/** Room around the whole picture, in pixels. */
export const PADDING = 24;
