/**
 * A matchup file: the sides, the options of every cell and each unit's own, written down. Read like a
 * comparison file: every mistake an Issue at its file:line:col, all of them at once.
 *
 *     mine: tau.txt                 # beside this file; a folder, names, or a list of names
 *     theirs: [meq, teq, knight]
 *     phase: both
 *     both-ways: true
 *     options: half-range
 *     units:
 *       Pathfinder Team: { attacking: stationary }
 *       Kroot Carnivores: { attacked: cover }
 */
import { resolve } from 'node:path';
import { isMap, isScalar } from 'yaml';
import { formatIssue, readText, type Issue, type Result } from '../profile/index.js';
import { readBoolean, readText as readTextValue } from '../profile/values.js';
import { parseYaml, readFields, report, type Field, type ReadContext } from '../profile/yaml-reader.js';
import { readNames, readOptions, referenceBeside, type ParsedOptions } from '../plan/index.js';
import { RANK_METRICS, type Phase, type RankMetric } from '../report/index.js';
import type { UnitOptions } from './sets.js';

export type MatchupFile = {
  readonly file: string;
  /** A path (beside the file when one is there), names separated by commas, or a list of names. */
  readonly mine?: string | readonly string[];
  readonly theirs?: string | readonly string[];
  readonly phase?: Phase | 'both';
  readonly bothWays?: boolean;
  readonly by?: RankMetric;
  readonly options: ParsedOptions;
  readonly attacking: readonly UnitOptions[];
  readonly attacked: readonly UnitOptions[];
};

const TOP_KEYS = ['mine', 'theirs', 'phase', 'both-ways', 'by', 'options', 'units'] as const;
const UNIT_KEYS = ['attacking', 'attacked'] as const;
const PHASES = ['shooting', 'melee', 'both'] as const;

function readSide(ctx: ReadContext, field: Field | undefined, cwd: string): string | readonly string[] | undefined {
  if (field === undefined) return undefined;
  if (isScalar(field.node)) {
    const text = readTextValue(ctx, field);
    return text === undefined ? undefined : referenceBeside(ctx.file, cwd, text);
  }
  return readNames(ctx, field, 'units')?.map((ref) => referenceBeside(ctx.file, cwd, ref));
}

function readChoice<T extends string>(ctx: ReadContext, field: Field | undefined, choices: readonly T[]): T | undefined {
  if (field === undefined) return undefined;
  const text = readTextValue(ctx, field)?.trim().toLowerCase();
  if (text !== undefined && (choices as readonly string[]).includes(text)) return text as T;
  if (text !== undefined) report(ctx, field.at, `expected one of ${choices.join(', ')}, got ${JSON.stringify(text)}`);
  return undefined;
}

/** `units:`: each unit's options when it attacks and when it is attacked. */
function readUnits(ctx: ReadContext, field: Field | undefined): { attacking: UnitOptions[]; attacked: UnitOptions[] } {
  const out = { attacking: [] as UnitOptions[], attacked: [] as UnitOptions[] };
  if (field === undefined) return out;
  const names = isMap(field.node) ? field.node.items.flatMap((pair) => (isScalar(pair.key) ? [String(pair.key.value)] : [])) : [];
  const units = readFields(ctx, field.node, field.at, names, [], 'units by name, each with attacking: and attacked: options');
  for (const [unit, entry] of units ?? []) {
    const fields = readFields(ctx, entry.node, entry.at, UNIT_KEYS, [], 'a mapping with attacking: and attacked: options');
    for (const key of UNIT_KEYS) {
      const options = fields?.get(key);
      const parsed = options === undefined ? undefined : readOptions(ctx, options);
      if (parsed !== undefined) out[key].push({ unit, layer: parsed.layer, where: formatIssue({ ...options!.at, message: '' }).replace(/:? $/, '') });
    }
  }
  return out;
}

function parseMatchup(text: string, file: string, cwd: string): Result<MatchupFile> {
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return parsed;
  const { ctx, root } = parsed;
  if (root === null) return { ok: false, issues: [{ file, line: 0, col: 0, path: '', message: 'the file is empty: expected a matchup with mine: and theirs:' }] };
  const fields = readFields(ctx, root, { file, line: 1, col: 1, path: '' }, TOP_KEYS, [], 'a matchup (a mapping with mine:, theirs:, options:, units:)');
  if (fields === undefined) return { ok: false, issues: ctx.issues };
  const optionsField = fields.get('options');
  const options = optionsField === undefined ? { layer: {}, argv: [] } : readOptions(ctx, optionsField);
  const bothWaysField = fields.get('both-ways');
  const bothWays = bothWaysField === undefined ? undefined : readBoolean(ctx, bothWaysField);
  const mine = readSide(ctx, fields.get('mine'), cwd);
  const theirs = readSide(ctx, fields.get('theirs'), cwd);
  const phase = readChoice(ctx, fields.get('phase'), PHASES);
  const by = readChoice(ctx, fields.get('by'), RANK_METRICS);
  const units = readUnits(ctx, fields.get('units'));
  const issues: Issue[] = ctx.issues;
  if (issues.length > 0 || options === undefined) return { ok: false, issues };
  return {
    ok: true,
    value: {
      file,
      ...(mine === undefined ? {} : { mine }),
      ...(theirs === undefined ? {} : { theirs }),
      ...(phase === undefined ? {} : { phase }),
      ...(bothWays === undefined ? {} : { bothWays }),
      ...(by === undefined ? {} : { by }),
      options,
      attacking: units.attacking,
      attacked: units.attacked,
    },
  };
}

/** Read and check a matchup file (`file` as the user named it, from `cwd`). */
export function loadMatchupFile(file: string, cwd: string): Result<MatchupFile> {
  const text = readText({ path: resolve(cwd, file), display: file, bundled: false }, 'a YAML matchup file', 'matchup files');
  return text.ok ? parseMatchup(text.value.text, file, cwd) : text;
}
