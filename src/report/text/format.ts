/** Number formatting shared by the text renderers (table, markdown). JSON and CSV print full precision. */

/** Probabilities this close to 0 or 1 print as exactly "0%" or "100%" (float noise of the algebra). */
export const PROBABILITY_EPSILON = 1e-12;

/**
 * A probability as a percentage with one decimal: "12.3%". Only a probability within 1e-12 of 1 prints as
 * "100%" (and of 0 as "0%"); anything else that would round to them prints as ">99.9%" or "<0.1%", so a
 * reader never mistakes "almost certain" for "certain".
 */
export function formatPercent(p: number): string {
  if (!Number.isFinite(p)) throw new RangeError(`formatPercent: p must be a finite number, got ${p}`);
  if (p >= 1 - PROBABILITY_EPSILON) return '100%';
  if (p <= PROBABILITY_EPSILON) return '0%';
  const percent = p * 100;
  if (percent < 0.05) return '<0.1%';
  const text = percent.toFixed(1);
  if (text === '100.0') return '>99.9%';
  return `${text}%`;
}

/** An expected value with two decimals: "13.33". Never prints "-0.00". */
export function formatMean(x: number): string {
  if (!Number.isFinite(x)) throw new RangeError(`formatMean: x must be a finite number, got ${x}`);
  const text = x.toFixed(2);
  return text === '-0.00' ? '0.00' : text;
}

/** A signed integer: "+1", "-2", "0". */
export function formatSigned(n: number): string {
  return n > 0 ? `+${n}` : String(n);
}

/** "1 model", "5 models". */
export function plural(n: number, singular: string, pluralForm = `${singular}s`): string {
  return `${n} ${n === 1 ? singular : pluralForm}`;
}
