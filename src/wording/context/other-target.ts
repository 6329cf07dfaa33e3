/**
 * "Each time a model in this model's unit makes an attack that targets a MONSTER or VEHICLE unit, that attack
 * has the [LETHAL HITS] ability. Each time a model in this model's unit makes an attack that targets any other
 * unit, that attack has the [SUSTAINED HITS 1] ability": "any other unit" is one without the keywords the
 * sentence before required of the target, read as "a unit (excluding MONSTER and VEHICLE units)".
 */
import type { Requirement } from '../../effects/index.js';

export function otherTargetNamed(lower: string, before: { readonly requires?: readonly Requirement[] | undefined } | undefined): string {
  if (!/\bthat targets any other unit\b/.test(lower)) return lower;
  const targets = (before?.requires ?? []).filter((r) => r.kind === 'keywords' && r.unit === 'target');
  const [only] = targets;
  if (targets.length !== 1 || only?.kind !== 'keywords' || only.any === undefined || only.all !== undefined || only.none !== undefined) return lower;
  return lower.replace(/\bthat targets any other unit\b/, `that targets a unit (excluding ${only.any.map((k) => k.toLowerCase()).join(' and ')} units)`);
}
