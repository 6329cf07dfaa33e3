/**
 * UNIT COMPOSITION: model groups ("- 1 Fire Warrior Shas'ui", "- 9 Fire Warriors", "- 1-2 Starfangs"),
 * designer's notes, and the points: "| 3 models | 110 |", or a table by unit size after
 * "| YOUR UNIT COSTS | |".
 */
import type { Issue } from '../issue.js';
import { excerpt, nameKey, singular } from './names.js';
import type { Composition, Line, ModelGroup } from './types.js';

/** "Every model is equipped with: pulse rifle; close combat weapon." (fuller exports print it). */
export type EquipmentStatement = { readonly models: string; readonly weapons: string; readonly line: number };

export type CompositionResult = Composition & {
  readonly equipment: EquipmentStatement[];
  readonly errors: Issue[];
  readonly unknown: Line[];
};

const GROUP = /^(?:[-\u2022*]\s*)?(\d+)(?:\s*(?:-|\u2013|to)\s*(\d+))?\s+(?:x\s+)?([A-Za-z].*?)\.?$/;
const EQUIPPED = /^(.+?) (?:is|are) equipped with:?\s*(.+?)\.?$/i;
const POINTS = /^\|?\s*(\d+)\s+models?\s*\|\s*([^|]*?)\s*(?:\|.*)?$/i;

export function readComposition(lines: readonly Line[], file: string): CompositionResult {
  const errors: Issue[] = [];
  const unknown: Line[] = [];
  const models: ModelGroup[] = [];
  const points: (Composition['points'][number])[] = [];
  const notes: string[] = [];
  const equipment: EquipmentStatement[] = [];
  const pointsBySize = new Map<number, Composition['points'][number]>();
  const byName = new Map<string, ModelGroup>();
  for (const line of lines) {
    const text = line.text;
    const cost = POINTS.exec(text);
    if (cost !== null) {
      const value = /^(\d+)\s*(?:pts|points)?$/i.exec(cost[2]!);
      if (value === null) {
        errors.push({ file, line: line.no, col: 1, path: 'unit composition', message: `the points of ${cost[1]} models are not a number: ${JSON.stringify(excerpt(cost[2]!))}` });
        continue;
      }
      const row = { models: Number(cost[1]), points: Number(value[1]), line: line.no };
      const same = pointsBySize.get(row.models);
      if (same === undefined) {
        points.push(row);
        pointsBySize.set(row.models, row);
      }
      else if (same.points !== row.points) {
        errors.push({ file, line: line.no, col: 1, path: 'unit composition', message: `${row.models} models cost ${same.points} (line ${same.line}) and ${row.points} here; keep the right one` });
      }
      continue;
    }
    if (/^\|\s*your unit costs\s*\|?[\s|]*$/i.test(text)) continue;
    if (/^designer'?s note\s*:/i.test(text)) {
      if (!notes.includes(text) && notes.length < 100) notes.push(text);
      continue;
    }
    const equipped = EQUIPPED.exec(text.replace(/^[-\u2022*]\s*/, ''));
    if (equipped !== null) {
      equipment.push({ models: equipped[1]!, weapons: equipped[2]!, line: line.no });
      continue;
    }
    const group = GROUP.exec(text);
    if (group !== null && !/^\d+\s+models?\b/i.test(text.replace(/^[-\u2022*]\s*/, ''))) {
      const low = Number(group[1]);
      const high = group[2] === undefined ? low : Number(group[2]);
      const printed = group[3]!.trim();
      if (high < low || high < 1 || high > 1000) {
        errors.push({ file, line: line.no, col: 1, path: 'unit composition', message: `expected a number of models from 1 to 1000, got ${JSON.stringify(excerpt(text))}` });
        continue;
      }
      const name = high > 1 ? singular(printed) : printed;
      const same = byName.get(nameKey(name));
      if (same === undefined) {
        const group: ModelGroup = { name, printed, count: high, min: low, line: line.no };
        models.push(group);
        byName.set(nameKey(name), group);
      }
      else if (same.count !== high || same.min !== low) {
        errors.push({ file, line: line.no, col: 1, path: 'unit composition', message: `${name} is listed twice with different numbers (lines ${same.line} and ${line.no})` });
      }
      continue;
    }
    unknown.push(line);
  }
  return { models, points, notes, equipment, errors, unknown };
}
