/**
 * A unit at another size, for `mathhammer needed --models`: its rank-and-file model group (the largest
 * group that is not a CHARACTER) grows or shrinks, every other group stays. Legal sizes come from the
 * profile's points per size when it has them (the datasheet's unit composition).
 */
import type { UnitProfile } from '../profile/index.js';

export function modelCount(profile: UnitProfile): number {
  return profile.models.reduce((n, m) => n + m.count, 0);
}

/** The sizes the datasheet allows, when the profile lists points per size; else undefined. */
export function legalSizes(profile: UnitProfile): number[] | undefined {
  if (!Array.isArray(profile.points)) return undefined;
  return [...new Set(profile.points.map((row) => row.models))].sort((a, b) => a - b);
}

/** The profile with `total` models, or why it cannot have them. */
export function scaleModels(profile: UnitProfile, total: number): { ok: true; value: UnitProfile } | { ok: false; message: string } {
  const rank = profile.models.reduce<number | undefined>((best, m, i) => {
    // As the profile says, else by the CHARACTER keyword of the model or the unit (profile/defender.ts).
    if (m.character ?? [...profile.keywords, ...m.keywords].includes('CHARACTER')) return best;
    return best === undefined || m.count >= profile.models[best]!.count ? i : best;
  }, undefined);
  if (rank === undefined) return { ok: false, message: `${profile.name} has no model group that is not a CHARACTER to add models to` };
  const others = modelCount(profile) - profile.models[rank]!.count;
  if (total <= others) return { ok: false, message: `${profile.name} needs more than ${others} model${others === 1 ? "" : "s"}: its other model groups have ${others}` };
  const models = profile.models.map((m, i) => (i === rank ? { ...m, count: total - others } : m));
  return { ok: true, value: { ...profile, models } };
}
