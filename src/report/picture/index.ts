/**
 * Pictures of the reports: the adapters that turn a report into a picture request, and its types. Light
 * on purpose: the renderers (render.ts, with vega, vega-lite and resvg) are loaded by the CLI only when a
 * picture is asked for (src/cli/picture-renderer.ts).
 */
export { calcPicture } from './from-calc.js';
export { comparePicture } from './from-compare.js';
export { matchupPicture } from './from-matchup.js';
export { planPicture } from './from-plan.js';
export { simulatePicture } from './from-simulate.js';
export { neededPicture, sequencePicture } from './from-sequence.js';
export { PICTURE_FORMATS } from './request.js';
export type * from './request.js';
