/**
 * Parts of a scenario the die-by-die simulator does not play yet. Simulating without them would print
 * numbers for a different attack, so `mathhammer simulate` refuses such a scenario and names what is
 * missing. Keep this list in step with resolve.ts: remove an entry when the simulator learns it.
 */
import type { Scenario } from '../rules/types.js';

export function unsimulatedParts(scenario: Scenario): string[] {
  const parts: string[] = [];
  const sources = scenario.mortalSources ?? [];
  if (sources.length > 0) parts.push(`mortal wounds rolled outside the attack (${sources.map((s) => s.name).join(', ')})`);
  return parts;
}
