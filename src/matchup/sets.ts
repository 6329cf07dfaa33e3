/**
 * Options for some units only: `--set "Unit: options"` when the unit attacks, `--set-target "Unit:
 * options"` when it is attacked (cover, a defender's loadout), or a matchup file's `units:`. A unit is named
 * by its label ("Pathfinder Team (2)"), or by its name for every unit of that name, on either side. Read
 * with the scenario options' own text reader, so every calc option works here as in compare's --set.
 */
import { closest } from '../profile/index.js';
import { mergeLayers, parseOptionText, type OptionLayer } from '../plan/index.js';
import type { MatchupUnit } from '../report/index.js';

/** One unit's options, with where they were written (`--set "…"`, `army.yaml:12:5 units.Scouts`) for messages. */
export type UnitOptions = { readonly unit: string; readonly layer: OptionLayer; readonly where: string };

/** "label: options" at its first colon. */
function split(text: string): { label: string; rest: string } | undefined {
  const colon = text.indexOf(':');
  const label = colon <= 0 ? '' : text.slice(0, colon).trim();
  return label === '' ? undefined : { label, rest: text.slice(colon + 1) };
}

/** `--set` texts read; a text that is not "unit: options" is a problem naming it. */
export function parseSets(option: string, texts: readonly string[], problems: string[]): UnitOptions[] {
  return texts.flatMap((text) => {
    const where = `${option} ${JSON.stringify(text)}`;
    const parts = split(text);
    if (parts === undefined) {
      problems.push(`${where}: expected "unit: options", e.g. "Pathfinder Team: stationary"`);
      return [];
    }
    const parsed = parseOptionText(parts.rest);
    if (!parsed.ok) {
      problems.push(`${where}: ${parsed.message}`);
      return [];
    }
    return [{ unit: parts.label, layer: parsed.value.layer, where }];
  });
}

/** Each unit's layer (by ref); one naming no unit is a problem with the closest label. */
export function unitLayers(entries: readonly UnitOptions[], units: readonly MatchupUnit[], problems: string[]): Map<string, OptionLayer> {
  const layers = new Map<string, OptionLayer[]>();
  for (const entry of entries) {
    const wanted = entry.unit.toLowerCase();
    const matches = units.filter((u) => u.label.toLowerCase() === wanted || u.name.toLowerCase() === wanted);
    if (matches.length === 0) {
      const hint = closest(entry.unit, [...new Set(units.map((u) => u.label))]);
      problems.push(`${entry.where}: no unit is called ${JSON.stringify(entry.unit)}${hint === undefined ? '' : ` (did you mean "${hint}"?)`}`);
      continue;
    }
    for (const unit of matches) layers.set(unit.ref, [...(layers.get(unit.ref) ?? []), entry.layer]);
  }
  return new Map([...layers].map(([ref, list]) => [ref, mergeLayers(list)]));
}
