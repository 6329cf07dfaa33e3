/**
 * Stands in for vega-canvas in the bundled picture renderer (package.json build:pictures aliases it).
 * vega-canvas offers node-canvas when it is installed, found with a top-level `await import('canvas')`
 * that a CommonJS bundle cannot hold. mathhammer draws SVG and measures text itself (font-metrics.ts), so
 * there is never a canvas: vega then uses its SVG path, as it does without node-canvas.
 */
export function canvas(): null {
  return null;
}

export function image(): null {
  return null;
}
