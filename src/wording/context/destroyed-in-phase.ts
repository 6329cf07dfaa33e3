/**
 * "Each time this model destroys a CHARACTER model in the Fight phase, you gain 1CP and, until the end of the
 * battle, …", "The first time the bearer's unit destroys an enemy unit …": what the model has done before, which the player asserts by naming the rule, in the words
 * context/named.ts uses for "each time this model destroys an enemy CHARACTER model, until the end of the battle".
 */
import type { Phrase } from '../state.js';

export const DESTROYED_IN_PHASE: readonly Phrase[] = [{
  pattern: /^each time this (model|unit) destroys an? (?:enemy )?([a-z][a-z ]*?) (?:model|unit) in the (?:fight|shooting) phase, you gain \d+ ?cp and,? until the end of the battle,? /,
  read: (m, state) => void state.assumes.push(`this ${m[1]} has destroyed exactly one enemy ${m[2]!.toUpperCase()} model or unit (each one adds as much again)`),
}, {
  // "The first time the bearer's unit destroys an enemy unit in the Fight phase while the bearer is within 6" of one or more HARVESTER units, until the end of battle, …": it has happened.
  pattern: /^the first time (this unit|this model|the bearer's unit|the bearer) destroys an? (?:enemy )?(unit|model)( in the (?:fight|shooting) phase)?( while [^,]+)?, until the end of (?:the )?battle,? /,
  read: (m, state) => void state.assumes.push(`${m[1]} has destroyed an enemy ${m[2]}${m[3] ?? ''}${m[4]?.replace(/\bis\b/, 'was') ?? ''}`),
}];
