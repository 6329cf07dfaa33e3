/**
 * Each rule text read once per process (the reader is pure; a comparison reads one unit's rules many
 * times), and readings a cache kept from an earlier run of the same build (army/data-source.ts): a warm run
 * by name then reads no rule at all, which would cost about as much as the rest of its start.
 */
import { readRule } from './read-rule.js';
import type { RuleReading, RuleText } from './types.js';

const READINGS = new Map<string, RuleReading>();

const keyOf = (rule: RuleText) => JSON.stringify([rule.name, rule.text, rule.origin, rule.model ?? null]);

/** What readRule makes of `rule`, read once. */
export function readingOf(rule: RuleText): RuleReading {
  const plain: RuleText = { name: rule.name, text: rule.text, origin: rule.origin, ...(rule.model === undefined ? {} : { model: rule.model }) };
  const key = keyOf(plain);
  let reading = READINGS.get(key);
  if (reading === undefined) READINGS.set(key, (reading = readRule(plain)));
  return reading;
}

/** Readings made by this same build earlier (their texts are their rules'). */
export function rememberReadings(readings: readonly RuleReading[]): void {
  for (const reading of readings) READINGS.set(keyOf(reading.rule), reading);
}

declare const MATHHAMMER_BUILD_ID: string | undefined;

/**
 * The build's id, which names readings kept between runs; undefined where the code is not the CLI's
 * bundle (the library, tests): no reading is kept there, so none can be stale.
 */
export const BUILD_ID: string | undefined = typeof MATHHAMMER_BUILD_ID === 'string' ? MATHHAMMER_BUILD_ID : undefined;
