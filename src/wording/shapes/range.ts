/**
 * A Range characteristic changed: "add 6" to the Range characteristic of Melta weapons equipped by models in
 * that unit", "increase the Range characteristic of such weapons by 3"". It changes which units an attack
 * can target and whether the target is within half range, both of which the scenario takes as given
 * (the target, `--half-range`): no number of an attack that is made, so it gives nothing (docs/effects.md).
 * A change after it "of those weapons" refers to its weapons ("…, and add 1 to the Strength characteristic
 * of those weapons").
 */
import { OWNER, readOwner } from './owner.js';
import type { EffectShape } from './shape.js';

export const RANGE: EffectShape = {
  pattern: new RegExp(`^(?:add (\\d+)"? to the range characteristics? of (${OWNER})|(?:increase|improve) the range characteristics? of (${OWNER}|such weapons) by (\\d+)"?)(?=$|[,;]| and | if | while | until | when | instead\\b)( instead\\b)?`),
  read: (m, state) => {
    // "…, and increase the Range … by 6" instead": the change it replaces is the Strength before it too, which no reading here pairs.
    if (m[5] !== undefined) return 'it replaces changes of two characteristics ("instead"), which is not modelled';
    const owner = readOwner(m[2] ?? (m[3] === 'such weapons' ? 'those weapons' : m[3]!), state);
    if (typeof owner === 'string') return owner;
    if (owner.models) return 'it changes the Range of models, not of their weapons';
    // What "those weapons" after it refers to: these weapons, changed in nothing the attack computes.
    state.changes.push({ change: { kind: 'modifiers', modifiers: {} }, ...(owner.scope === undefined ? {} : { scope: owner.scope }), requires: owner.requires, ...(owner.weapons === undefined ? {} : { weapons: owner.weapons }) });
    return [];
  },
};
