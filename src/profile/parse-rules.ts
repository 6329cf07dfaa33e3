/**
 * `rules:` of a profile: the unit's rules as written, each `name` and `text` (the text may be left out
 * for a rule known by its name, "Feel No Pain 5+"), where it comes from (`from:`, default datasheet), the
 * model it belongs to (`model:`, a model of this profile) and `statline: true` when what it grants for
 * good is already in the models' characteristics.
 */
import { isMap, isScalar } from 'yaml';
import type { ModelEntry, ProfileRule, RuleOrigin } from './types.js';
import { readBoolean, readName } from './values.js';
import { closest } from './suggest.js';
import { join, readFields, readList, report, type Field, type ReadContext } from './yaml-reader.js';

export const RULE_ORIGINS: readonly RuleOrigin[] = ['datasheet', 'wargear', 'enhancement', 'army rule', 'detachment rule', 'stratagem'];

const RULE_KEYS = ['name', 'text', 'from', 'model', 'statline'] as const;

function readRuleText(ctx: ReadContext, field: Field): string | undefined {
  // Its lines are kept: a line break ends a sentence, and a line ending in a colon leads the ones after it.
  if (isScalar(field.node) && (typeof field.node.value === 'string' || field.node.value === null)) {
    return String(field.node.value ?? '').split(/\r?\n/).map((l) => l.replace(/\s+/g, ' ').trim()).filter((l) => l !== '').join('\n');
  }
  report(ctx, field.at, 'expected the rule\'s text (quote it if it holds a colon followed by a space)');
  return undefined;
}

function readOrigin(ctx: ReadContext, field: Field): RuleOrigin | undefined {
  const value = isScalar(field.node) ? String(field.node.value).trim().toLowerCase() : '';
  const origin = RULE_ORIGINS.find((o) => o === value);
  if (origin !== undefined) return origin;
  const hint = closest(value, RULE_ORIGINS);
  report(ctx, field.at, `expected where the rule comes from: ${RULE_ORIGINS.join(', ')}${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}`);
  return undefined;
}

export function readRules(ctx: ReadContext, field: Field, models: readonly ModelEntry[]): ProfileRule[] {
  const rules: ProfileRule[] = [];
  for (const item of readList(ctx, field, 'rules') ?? []) {
    if (!isMap(item.node)) {
      report(ctx, item.at, 'expected a rule: a mapping with name and text');
      continue;
    }
    const fields = readFields(ctx, item.node, item.at, RULE_KEYS, ['name'], 'a rule (a mapping with name and text)');
    if (fields === undefined) continue;
    const get = (key: (typeof RULE_KEYS)[number]) => fields.get(key);
    const name = get('name') === undefined ? undefined : readName(ctx, get('name')!);
    const text = get('text') === undefined ? '' : readRuleText(ctx, get('text')!);
    const origin = get('from') === undefined ? 'datasheet' : readOrigin(ctx, get('from')!);
    const model = get('model') === undefined ? undefined : readName(ctx, get('model')!);
    const statline = get('statline') === undefined ? undefined : readBoolean(ctx, get('statline')!);
    if (model !== undefined && !models.some((m) => m.name.toLowerCase() === model.toLowerCase())) {
      const hint = closest(model, models.map((m) => m.name));
      report(ctx, { ...item.at, path: join(item.at.path, 'model') }, `no model of this profile is named ${JSON.stringify(model)}${hint === undefined ? `; its models: ${models.map((m) => m.name).join(', ')}` : ` (did you mean \`${hint}\`?)`}`);
      continue;
    }
    if (name === undefined || text === undefined || origin === undefined) continue;
    const bearer = model === undefined ? undefined : models.find((m) => m.name.toLowerCase() === model.toLowerCase())!.name;
    rules.push({ name, text, origin, ...(bearer === undefined ? {} : { model: bearer }), ...(statline === true ? { statline } : {}), at: item.at });
  }
  return rules;
}
