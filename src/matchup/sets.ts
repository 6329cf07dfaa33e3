/**
 * Options for some units only: `--set "Unit: options"` when the unit attacks, `--set-target "Unit:
 * options"` when it is attacked (cover, a defender's loadout). A unit is named by its label ("Pathfinder
 * Team (2)"), or by its name for every unit of that name, on either side. Read with the scenario options'
 * own text reader, so every calc option works here as in compare's --set.
 */
import { closest } from '../profile/index.js';
import { mergeLayers, parseOptionText, type OptionLayer } from '../plan/index.js';
import type { MatchupUnit } from '../report/index.js';

/** "label: options" at its first colon. */
function split(text: string): { label: string; rest: string } | undefined {
  const colon = text.indexOf(':');
  const label = colon <= 0 ? '' : text.slice(0, colon).trim();
  return label === '' ? undefined : { label, rest: text.slice(colon + 1) };
}

/** Each unit's layer (by ref) from the --set texts; problems name the text and the closest unit. */
export function unitLayers(option: string, texts: readonly string[], units: readonly MatchupUnit[], problems: string[]): Map<string, OptionLayer> {
  const layers = new Map<string, OptionLayer[]>();
  for (const text of texts) {
    const parts = split(text);
    if (parts === undefined) {
      problems.push(`${option} ${JSON.stringify(text)}: expected "unit: options", e.g. "Pathfinder Team: stationary"`);
      continue;
    }
    const wanted = parts.label.toLowerCase();
    const matches = units.filter((u) => u.label.toLowerCase() === wanted || u.name.toLowerCase() === wanted);
    if (matches.length === 0) {
      const hint = closest(parts.label, [...new Set(units.map((u) => u.label))]);
      problems.push(`${option} ${JSON.stringify(text)}: no unit is called ${JSON.stringify(parts.label)}${hint === undefined ? '' : ` (did you mean "${hint}"?)`}`);
      continue;
    }
    const parsed = parseOptionText(parts.rest);
    if (!parsed.ok) {
      problems.push(`${option} ${JSON.stringify(text)}: ${parsed.message}`);
      continue;
    }
    for (const unit of matches) layers.set(unit.ref, [...(layers.get(unit.ref) ?? []), parsed.value.layer]);
  }
  return new Map([...layers].map(([ref, list]) => [ref, mergeLayers(list)]));
}

