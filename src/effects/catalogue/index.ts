/** The whole catalogue, by faction: core stratagems first. */
import type { EffectEntry } from '../types.js';
import { CORE_EFFECTS } from './core.js';
import { DRUKHARI_EFFECTS } from './drukhari.js';
import { IMPERIAL_ALLIES_EFFECTS } from './imperial-allies.js';
import { TAU_EFFECTS } from './tau.js';

export const EFFECTS: readonly EffectEntry[] = [...CORE_EFFECTS, ...TAU_EFFECTS, ...DRUKHARI_EFFECTS, ...IMPERIAL_ALLIES_EFFECTS];
