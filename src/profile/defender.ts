/** A unit as the target of an attack (or as the attacker's own models, for hazard losses). */
import type { DefenderUnit, ModelGroup } from '../rules/index.js';
import { failed, ok, type Issue, type Result } from './issue.js';
import type { Unit, UnitModel } from './types.js';

/** Characteristics the engine needs from every model of a target. */
export const DEFENDER_CHARACTERISTICS = ['T', 'Sv', 'W'] as const;

export type DefenderOverrides = {
  readonly damageReduction?: number;
  readonly halveDamage?: boolean;
  readonly stealth?: boolean;
};

export function missingCharacteristics(model: UnitModel): string[] {
  return DEFENDER_CHARACTERISTICS.filter((key) => model[key] === undefined);
}

export function isCharacter(model: UnitModel): boolean {
  return model.character ?? [...model.unit.keywords, ...model.keywords].includes('CHARACTER');
}

/** The unit's model groups for the engine; an issue per model that lacks T, Sv or W. */
export function toDefenderUnit(unit: Unit, overrides: DefenderOverrides = {}): Result<DefenderUnit> {
  const issues: Issue[] = [];
  const groups: ModelGroup[] = [];
  for (const model of unit.models) {
    const missing = missingCharacteristics(model);
    if (missing.length > 0 || model.T === undefined || model.Sv === undefined || model.W === undefined) {
      issues.push({
        ...model.at,
        message: `${model.name} has no ${missing.join(', ')}: a defender needs T, Sv and W for every model, and the profile does not give ${missing.length === 1 ? 'it' : 'them'} (the datasheet text lacks ${missing.length === 1 ? 'it' : 'them'}); add ${missing.length === 1 ? 'it' : 'them'} to the profile to use this unit as the defender`,
      });
      continue;
    }
    const keywords = [...model.unit.keywords, ...model.keywords].filter((k, i, all) => all.indexOf(k) === i);
    groups.push({
      name: model.name,
      count: model.count,
      wounds: model.W,
      toughness: model.T,
      save: model.Sv,
      ...(model.invuln === undefined ? {} : { invuln: model.invuln }),
      ...(model.invulnRanged === undefined ? {} : { invulnRanged: model.invulnRanged }),
      ...(model.invulnMelee === undefined ? {} : { invulnMelee: model.invulnMelee }),
      ...(model.fnp === undefined ? {} : { feelNoPain: model.fnp }),
      ...(model.fnpMortal === undefined ? {} : { feelNoPainMortal: model.fnpMortal }),
      ...(model.fnpPsychic === undefined ? {} : { feelNoPainPsychic: model.fnpPsychic }),
      character: isCharacter(model),
      leader: model.leader,
      keywords,
    });
  }
  if (issues.length > 0) return failed(issues);
  const damageReduction = overrides.damageReduction ?? unit.damageReduction;
  const halveDamage = overrides.halveDamage ?? unit.halveDamage;
  const stealth = overrides.stealth ?? unit.stealth;
  // The unit's Leadership for battle-shock tests: its best (lowest) Ld, known only when every model has one.
  const leaderships = unit.models.map((m) => m.Ld);
  const leadership = leaderships.length > 0 && leaderships.every((l): l is number => l !== undefined) ? Math.min(...leaderships) : undefined;
  return ok({
    name: unit.name,
    groups,
    keywords: [...unit.keywords, ...unit.models.flatMap((m) => m.keywords)].filter((k, i, all) => all.indexOf(k) === i),
    ...(damageReduction === undefined || damageReduction === 0 ? {} : { damageReduction }),
    ...(halveDamage === true ? { halveDamage } : {}),
    ...(stealth === true ? { stealth } : {}),
    ...(leadership === undefined ? {} : { leadership }),
  });
}
