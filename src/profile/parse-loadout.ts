/**
 * `loadouts:` — named wargear options. Each swaps weapons on some models, adds weapons, or sets how many
 * models of a kind the unit has. Several can be chosen together (`--loadout meltagun,plasma-pistol`).
 */
import { didYouMean } from './suggest.js';
import type { Loadout, ModelEntry, Swap, WeaponEntry } from './types.js';
import { readCarried } from './parse-model.js';
import { readInteger, readText } from './values.js';
import { readFields, readList, report, type Field, type ReadContext } from './yaml-reader.js';

const LOADOUT_KEYS = ['name', 'description', 'swaps', 'size', 'max'] as const;
const SWAP_KEYS = ['model', 'count', 'replace', 'with'] as const;
const SIZE_KEYS = ['model', 'count'] as const;

export function readLoadout(
  ctx: ReadContext,
  field: Field,
  models: readonly ModelEntry[],
  weapons: readonly WeaponEntry[],
): Loadout | undefined {
  const fields = readFields(ctx, field.node, field.at, LOADOUT_KEYS, ['name'], 'a loadout (a mapping with name, description, swaps or size)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const name = fields.has('name') ? readText(ctx, fields.get('name')!) : undefined;
  if (name !== undefined && !/^[\w][\w .'\u2019-]*$/.test(name)) {
    report(ctx, fields.get('name')!.at, `loadout names are words, digits and dashes (they are typed after --loadout), got ${JSON.stringify(name)}`);
  }
  const description = fields.has('description') ? readText(ctx, fields.get('description')!) : undefined;
  const max = fields.has('max') ? readInteger(ctx, fields.get('max')!, 1, 100) : 1;

  // A part left out without an issue of its own (it names a model that did not read) leaves out the loadout.
  let partial = false;
  const swaps: Swap[] = [];
  const swapsField = fields.get('swaps');
  for (const item of swapsField === undefined ? [] : (readList(ctx, swapsField, 'swaps') ?? [])) {
    const swap = readSwap(ctx, item, models, weapons);
    if (swap !== undefined) swaps.push(swap);
    else partial = true;
  }
  const size: Loadout['size'][number][] = [];
  const sizeField = fields.get('size');
  for (const item of sizeField === undefined ? [] : (readList(ctx, sizeField, 'model counts') ?? [])) {
    const sizeFields = readFields(ctx, item.node, item.at, SIZE_KEYS, ['model', 'count'], 'a model count (a mapping with model and count)');
    if (sizeFields === undefined) continue;
    const model = sizeFields.has('model') ? readModelName(ctx, sizeFields.get('model')!, models) : undefined;
    const count = sizeFields.has('count') ? readInteger(ctx, sizeFields.get('count')!, 0, 1000) : undefined;
    if (model !== undefined && count !== undefined) size.push({ model, count, at: item.at });
    else partial = true;
  }
  if (swapsField === undefined && sizeField === undefined) report(ctx, field.at, 'a loadout needs `swaps` or `size`');
  // Empty lists: a loadout that changes nothing, which a comparison would show as a column of its own.
  else if (ctx.issues.length === before && !partial && swaps.length === 0 && size.length === 0) {
    report(ctx, (swapsField ?? sizeField)!.at, 'the loadout changes nothing: give a swap or a model count');
  }
  if (ctx.issues.length > before || partial || name === undefined || max === undefined) return undefined;
  return { name, ...(description === undefined ? {} : { description }), size, swaps, max, at: field.at };
}

function readSwap(ctx: ReadContext, field: Field, models: readonly ModelEntry[], weapons: readonly WeaponEntry[]): Swap | undefined {
  const fields = readFields(ctx, field.node, field.at, SWAP_KEYS, [], 'a swap (a mapping with model, count, replace, with)');
  if (fields === undefined) return undefined;
  const before = ctx.issues.length;
  const model = fields.has('model') ? readModelName(ctx, fields.get('model')!, models) : undefined;
  const count = fields.has('count') ? readInteger(ctx, fields.get('count')!, 1, 1000) : undefined;
  const replace = fields.has('replace') ? readCarried(ctx, fields.get('replace')!, weapons) : [];
  const add = fields.has('with') ? readCarried(ctx, fields.get('with')!, weapons) : [];
  if (!fields.has('replace') && !fields.has('with')) report(ctx, field.at, 'a swap needs `replace`, `with` or both');
  // A model that did not read is not there to swap: without `model` the swap would mean any model.
  if (ctx.issues.length > before || replace === undefined || add === undefined || (fields.has('model') && model === undefined)) return undefined;
  return {
    ...(model === undefined ? {} : { model }),
    ...(count === undefined ? {} : { count }),
    replace,
    with: add,
    at: field.at,
  };
}

function readModelName(ctx: ReadContext, field: Field, models: readonly ModelEntry[]): string | undefined {
  const name = readText(ctx, field);
  if (name === undefined) return undefined;
  const found = models.find((m) => m.name.toLowerCase() === name.toLowerCase());
  if (found !== undefined) return found.name;
  // A model named in `models:` that did not read has its own issue; this would be a second, misleading one.
  if (ctx.brokenModels.has(name.toLowerCase())) return undefined;
  const names = [...models.map((m) => m.name), ...ctx.brokenModels.values()];
  report(ctx, field.at, `no model named ${JSON.stringify(name)} in this profile's \`models\`${didYouMean(name, names) || `; models: ${names.join(', ')}`}`);
  return undefined;
}
