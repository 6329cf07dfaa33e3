/**
 * `--stats`: the characteristics the export lacks, as a datasheet prints them: "M6 T3 Sv4+ W1 Ld7+ OC2"
 * for every model, or "Mukaali Rider Sergeant: M10 T5 Sv4+ W3 Ld7+ OC2" for one (several separated by
 * ";", or the option given again). A model's own line wins over the line for every model. Also read:
 * "4++" or "Inv4+" (invulnerable save), "5+++" or "FNP5+" (Feel No Pain), "Sv-" (no armour save).
 */
import type { Issue } from '../issue.js';
import { closest } from '../suggest.js';
import { nameKey, sameName } from './names.js';
import type { ModelGroup, Stats } from './types.js';

/** What --stats sets: the statline, an invulnerable save and Feel No Pain against every attack. */
type Key = 'M' | 'T' | 'Sv' | 'W' | 'Ld' | 'OC' | 'invuln' | 'fnp';

const KEYS: ReadonlyMap<string, Key> = new Map([
  ['m', 'M'],
  ['t', 'T'],
  ['sv', 'Sv'],
  ['w', 'W'],
  ['ld', 'Ld'],
  ['oc', 'OC'],
  ['inv', 'invuln'],
  ['invuln', 'invuln'],
  ['fnp', 'fnp'],
]);

/** Range of each characteristic, as the profile loader checks it (Sv 7 is "-", no armour save). */
const RANGES: Record<Key, { min: number; max: number; roll: boolean }> = {
  M: { min: 0, max: 100, roll: false },
  T: { min: 1, max: 30, roll: false },
  Sv: { min: 2, max: 7, roll: true },
  W: { min: 1, max: 100, roll: false },
  Ld: { min: 2, max: 12, roll: true },
  OC: { min: 0, max: 20, roll: false },
  invuln: { min: 2, max: 6, roll: true },
  fnp: { min: 2, max: 6, roll: true },
};

export type StatsResult = { ok: true; byModel: Map<string, Stats> } | { ok: false; issues: Issue[] };

const FILE = '--stats';

function issue(message: string): Issue {
  return { file: FILE, line: 0, col: 0, path: '', message };
}

/** One spec without its model name: "M6 T3 Sv4+ W1 Ld7+ OC2". */
function readPairs(text: string, issues: Issue[]): Stats {
  const stats: { -readonly [K in Key]?: number } = {};
  const set = (key: Key, raw: string, token: string): void => {
    const value = raw.replace(/"$/, '').replace(/\+$/, '');
    const range = RANGES[key];
    let n: number | undefined;
    if (/^\d+$/.test(value)) n = Number(value);
    else if (/^[-\u2013]$/.test(value) && (key === 'Sv' || key === 'M')) n = key === 'Sv' ? 7 : 0;
    if (n === undefined || n < range.min || n > range.max || (key === 'Sv' && n === 7 && value !== '-' && value !== '–')) {
      const shown = range.roll ? `${range.min}+ to ${Math.min(range.max, key === 'Sv' ? 6 : range.max)}+${key === 'Sv' ? ' or -' : ''}` : `${range.min} to ${range.max}`;
      issues.push(issue(`${key} must be ${shown}, got ${raw === '' ? `no value in ${JSON.stringify(text)}` : JSON.stringify(token)}`));
      return;
    }
    if (stats[key] !== undefined) {
      issues.push(issue(`${key} is given twice in ${JSON.stringify(text)}`));
      return;
    }
    stats[key] = n;
  };
  const tokens = text.split(/[\s,]+/).filter((t) => t !== '');
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    const special = /^(\d)\+\+(\+?)$/.exec(token);
    if (special !== null) {
      set(special[2] === '' ? 'invuln' : 'fnp', special[1]!, token);
      continue;
    }
    const pair = /^([A-Za-z]+)[:=]?(.*)$/.exec(token);
    const key = pair === null ? undefined : KEYS.get(pair[1]!.toLowerCase());
    if (pair === null || key === undefined) {
      const hint = pair === null || pair[1]!.length < 2 ? undefined : closest(pair[1]!, ['M', 'T', 'Sv', 'W', 'Ld', 'OC', 'Inv', 'FNP']);
      issues.push(issue(`unknown characteristic ${JSON.stringify(token)} in ${JSON.stringify(text)} (expected M, T, Sv, W, Ld, OC${hint === undefined ? '' : `; did you mean \`${hint}\`?`}, like "M6 T3 Sv4+ W1 Ld7+ OC2")`));
      continue;
    }
    // "T 3": the value is the next token, unless that is a characteristic itself ("T banana" reads "banana").
    let value = pair[2]!;
    const next = tokens[i + 1];
    if (value === '' && next !== undefined && !KEYS.has(next.replace(/[:=]?[\d+\-\u2013"]*$/, '').toLowerCase())) value = tokens[++i]!;
    set(key, value, token + (value === pair[2] ? '' : ` ${value}`));
  }
  return stats;
}

/** Split "Name: M6 …; Other: M5 …" into specs; a spec's name is what comes before a colon, if it is not a characteristic. */
export function readStats(specs: readonly string[], models: readonly ModelGroup[]): StatsResult {
  const issues: Issue[] = [];
  let everyone: Stats = {};
  const own = new Map<string, Stats>();
  for (const spec of specs.flatMap((s) => s.split(';')).map((s) => s.trim()).filter((s) => s !== '')) {
    const named = /^([^:]+?)\s*:\s*(.*)$/.exec(spec);
    const isName = named !== null && !KEYS.has(named[1]!.toLowerCase());
    const text = isName ? named![2]! : spec;
    const stats = readPairs(text, issues);
    if (Object.keys(stats).length === 0 && !issues.length) issues.push(issue(`no characteristics in ${JSON.stringify(spec)} (expected like "M6 T3 Sv4+ W1 Ld7+ OC2")`));
    if (!isName) {
      everyone = { ...everyone, ...stats };
      continue;
    }
    const wanted = named![1]!;
    const matches = models.filter((m) => sameName(m.name, wanted) || sameName(m.printed, wanted));
    const loose = matches.length > 0 ? matches : models.filter((m) => nameKey(m.name).includes(nameKey(wanted)));
    if (loose.length !== 1) {
      const names = models.map((m) => m.name);
      const hint = closest(wanted, names);
      issues.push(
        issue(
          `${loose.length === 0 ? 'no model is named' : 'several models match'} ${JSON.stringify(wanted)}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}; models: ${names.join(', ')}`,
        ),
      );
      continue;
    }
    const model = loose[0]!.name;
    own.set(model, { ...own.get(model), ...stats });
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, byModel: new Map(models.map((m) => [m.name, { ...everyone, ...own.get(m.name) }])) };
}
