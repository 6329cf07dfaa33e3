/**
 * An ArmyUnit → a unit profile: YAML laid out as the datasheet importer writes it (emit-yaml.ts), read
 * back by the profile loader so it always validates. A loadout that does not apply to the models as
 * imported is dropped with a gap; attached leaders are written inline under `leader:`.
 */
import { parseProfile } from '../profile/parse-profile.js';
import { resolveUnit } from '../profile/resolve.js';
import type { Issue, Result } from '../profile/issue.js';
import { failed, ok } from '../profile/issue.js';
import type { UnitProfile } from '../profile/types.js';
import { emitYaml, type Draft } from '../profile/import/emit-yaml.js';
import { CHARACTERISTICS } from '../profile/import/types.js';
import type { ArmyUnit } from './types.js';

export type ArmyProfile = {
  readonly unit: ArmyUnit;
  readonly yaml: string;
  readonly profile: UnitProfile;
  /** Gaps and dropped loadouts: warnings to print. */
  readonly warnings: readonly string[];
};

function draftOf(unit: ArmyUnit, loadouts: ArmyUnit['loadouts'], extraGaps: readonly string[]): Draft {
  const lacking = unit.models.filter((m) => CHARACTERISTICS.slice(1, 4).some((k) => m.stats[k] === undefined)).map((m) => m.name);
  return {
    header: [
      `Imported by mathhammer from ${unit.source}.`,
      ...(lacking.length === 0 ? [] : [`No complete statline for ${lacking.join(', ')}: attacker only until T, Sv and W are added.`]),
    ],
    name: unit.name,
    faction: unit.faction,
    description: `${unit.models.map((m) => `${m.count} ${m.name}`).join(', ')} (from ${unit.source})`,
    points: unit.points,
    keywords: unit.keywords,
    factionKeywords: unit.factionKeywords,
    stealth: unit.stealth,
    models: unit.models.map((m) => ({ name: m.name, count: m.count, stats: m.stats, weapons: m.weapons.map((w) => (w.count === 1 ? w.name : `${w.count}x ${w.name}`)) })),
    weapons: unit.weapons.map((w) => ({
      name: w.name,
      rows: w.rows,
      requires: w.requires ?? [],
      notes: [...new Set(w.rows.flatMap((r) => r.unknownAbilities.map((a) => `unknown ability [${a}]: not used in calculations`)))],
      comment: null,
    })),
    loadouts,
    rules: unit.rules,
    notes: [
      // The rules are under `rules:`; what else the data or a list names (an enhancement it gives by name) stays a note.
      { comment: 'Named in the data or the list, not read as rules.', items: unit.abilities.filter((a) => !unit.rules.some((r) => a === r.name || a.startsWith(`${r.name}:`))) },
      { comment: 'What the data does not give, or mathhammer does not read.', items: [...unit.gaps, ...extraGaps] },
    ],
  };
}

/** Only weapons some model carries or some loadout gives are written. */
function usedWeapons(unit: ArmyUnit): ArmyUnit {
  const used = new Set<string>();
  for (const m of unit.models) for (const w of m.weapons) used.add(w.name);
  for (const l of unit.loadouts) for (const s of l.swaps) for (const w of [...s.with, ...s.replace]) used.add(w.replace(/^\d+x /, ''));
  return { ...unit, weapons: unit.weapons.filter((w) => used.has(w.name)) };
}

function indent(yaml: string): string {
  return yaml
    .trimEnd()
    .split('\n')
    .map((line) => `  ${line}`)
    .join('\n');
}

export function toProfile(input: ArmyUnit, file: string): Result<ArmyProfile> {
  const unit = usedWeapons(input);
  if (unit.models.length === 0) {
    return failed([{ file, line: 0, col: 0, path: unit.name, message: `no models could be read from the data: ${unit.gaps.join('; ') || 'the datasheet lists none'}` }]);
  }
  const warnings = [...unit.gaps];
  const leaderYaml: string[] = [];
  for (const leader of unit.leaders) {
    const built = toProfile({ ...leader, leaders: [] }, file);
    if (!built.ok) return built;
    leaderYaml.push(built.value.yaml);
    warnings.push(...built.value.warnings.map((w) => `${leader.name}: ${w}`));
  }
  let loadouts = unit.loadouts;
  const dropped: string[] = [];
  const build = (): string => {
    const yaml = emitYaml(draftOf(unit, loadouts, dropped));
    if (leaderYaml.length === 0) return yaml;
    const leaders = leaderYaml.length === 1 ? `leader:\n${indent(leaderYaml[0]!)}\n` : `leader:\n${leaderYaml.map((y) => `  -\n${indent(indent(y))}`).join('\n')}\n`;
    return yaml + leaders;
  };
  let yaml = build();
  let parsed = parseProfile(yaml, file);
  if (parsed.ok) {
    const profile = parsed.value;
    const broken = loadouts.filter((l) => !resolveUnit(profile, { loadouts: [l.name] }).ok);
    if (broken.length > 0) {
      for (const l of broken) dropped.push(`wargear option not imported as a loadout (it does not apply to the models as imported): ${l.description}`);
      loadouts = loadouts.filter((l) => !broken.includes(l));
      yaml = build();
      parsed = parseProfile(yaml, file);
    }
  }
  if (!parsed.ok) {
    const issues: Issue[] = parsed.issues.map((i) => ({ file, line: 0, col: 0, path: unit.name, message: `could not build a valid profile (a bug in mathhammer, please report it): ${i.path} ${i.message}` }));
    return failed(issues);
  }
  return ok({ unit, yaml, profile: parsed.value, warnings: [...warnings, ...dropped] });
}
