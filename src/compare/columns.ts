/**
 * The columns of a comparison, from the command line and a comparison file: which attacker, with which
 * calc options on top of the common ones. Pure: the profiles' loadout names come in as a function.
 *
 *   attackers × (--loadouts, --column, file columns without an attacker) + file columns with one,
 *   then --set on the columns it names, then every --vary variant of each column, side by side.
 */
import { basename, extname } from 'node:path';
import { closest } from '../profile/index.js';
import { parseOptionText, turnedOff, withoutReplaced, type OptionLayer, type ParsedOptions } from '../plan/index.js';
import { parseStepText, type StepRequest } from '../sequence/index.js';
import type { ComparisonFile } from './file.js';

/** More columns than this is a mistake (an unintended --vary product), and no longer a table. */
export const MAX_COLUMNS = 32;

export type ColumnPlan = {
  readonly label: string;
  readonly base: string;
  readonly variant: string | null;
  readonly attacker: string;
  /** A sequence column: its steps in order (the layers then apply to every step). */
  readonly steps?: readonly StepRequest[];
  /** Loadout specs and names a --set can select this column by. */
  readonly aliases: readonly string[];
  /** The column's own options, applied after the common ones, in order. */
  readonly layers: readonly OptionLayer[];
  readonly argv: readonly string[];
};

export type ColumnRequest = {
  readonly attackers: readonly string[];
  /** `--loadouts`: specs, each a column: a name, names joined with +, `default`, or `all`. */
  readonly loadouts: readonly string[];
  /** `--column "label: options"`. */
  readonly columns: readonly string[];
  /** `--set "column: options"`. */
  readonly sets: readonly string[];
  /** `--sequence "label: step; step"`: a column that is several attacks in order. */
  readonly sequences?: readonly string[];
  readonly vary: readonly string[];
  readonly file?: ComparisonFile;
};

export type ColumnsResult = { ok: true; columns: ColumnPlan[] } | { ok: false; problems: string[] };

/** "strike-team" for "strike-team", "profiles/strike-team.yaml" and "../units/strike-team.yml". */
export function profileLabel(ref: string): string {
  return basename(ref, extname(ref)) || ref;
}

type Base = {
  readonly label: string;
  readonly attacker: string;
  readonly steps?: readonly StepRequest[];
  readonly aliases: readonly string[];
  readonly options: readonly ParsedOptions[];
};

function loadoutOptions(names: readonly string[]): ParsedOptions[] {
  return names.length === 0 ? [] : [{ layer: { loadout: [...names] }, argv: ['--loadout', names.join(',')] }];
}

/** "label: options" at its first colon. */
function splitLabelled(text: string): { label: string; rest: string } | undefined {
  const colon = text.indexOf(':');
  if (colon <= 0) return undefined;
  const label = text.slice(0, colon).trim();
  return label === '' ? undefined : { label, rest: text.slice(colon + 1) };
}

type Variant = { readonly label: string; readonly options: ParsedOptions };

/** The two sides of one --vary: without and with; `rules` and `phase` give each of their values. */
function variantsOf(condition: string): { ok: true; variants: Variant[] } | { ok: false; message: string } {
  const name = condition.trim().toLowerCase();
  if (name === '') return { ok: false, message: 'name the condition to vary, e.g. --vary half-range (or rules, phase)' };
  if (name === 'rules') {
    return {
      ok: true,
      variants: ['10e', '11e'].map((rules) => ({ label: rules, options: { layer: { rules }, argv: ['--rules', rules] } })),
    };
  }
  if (name === 'phase') {
    return {
      ok: true,
      variants: ['shooting', 'melee'].map((phase) => ({ label: phase, options: { layer: { phase }, argv: ['--phase', phase] } })),
    };
  }
  const parsed = parseOptionText(condition);
  if (!parsed.ok) return parsed;
  const flags = Object.entries(parsed.value.layer).filter(([, v]) => v === true).map(([k]) => k);
  // A named effect is its name: "Point-Blank Ambush" / "no Point-Blank Ambush".
  const argv = parsed.value.argv;
  const text = argv.length === 2 && argv[0] === '--effect' ? argv[1]! : condition.trim().replace(/\s+/g, ' ').replace(/^--/, '');
  // Without it: the flags it sets turned off (a value it sets is simply not applied).
  const without = turnedOff(flags);
  // "no half-range" for flags and effects; "without mortals grenade" for a value, which "no" would misread.
  const onlyFlags = argv[0] === '--effect' || flags.length === Object.keys(parsed.value.layer).length;
  const offLabel = `${onlyFlags ? 'no' : 'without'} ${text}`;
  return { ok: true, variants: [{ label: offLabel, options: without }, { label: text, options: parsed.value }] };
}

function product(lists: readonly (readonly Variant[])[]): Variant[][] {
  return lists.reduce<Variant[][]>((acc, list) => acc.flatMap((combo) => list.map((v) => [...combo, v])), [[]]);
}

/** Labels made unique: the second "strike-team" becomes "strike-team (2)". */
function unique(labels: readonly string[]): string[] {
  const seen = new Map<string, number>();
  return labels.map((label) => {
    const n = (seen.get(label.toLowerCase()) ?? 0) + 1;
    seen.set(label.toLowerCase(), n);
    return n === 1 ? label : `${label} (${n})`;
  });
}

/** The --column definitions: a label and calc options each. */
function labelledColumns(texts: readonly string[], problems: string[]): { label: string; options: ParsedOptions }[] {
  const out: { label: string; options: ParsedOptions }[] = [];
  for (const text of texts) {
    const split = splitLabelled(text);
    if (split === undefined) {
      problems.push(`--column ${JSON.stringify(text)}: expected "label: options", e.g. "supercharge: loadout plasma-gun profile supercharge"`);
      continue;
    }
    const parsed = parseOptionText(split.rest);
    if (parsed.ok) out.push({ label: split.label, options: parsed.value });
    else problems.push(`--column ${JSON.stringify(text)}: ${parsed.message}`);
  }
  return out;
}

/** The --sequence columns: "label: step; step", each step as in `mathhammer sequence`. */
function sequenceColumns(texts: readonly string[], problems: string[]): Base[] {
  const out: Base[] = [];
  for (const text of texts) {
    const split = splitLabelled(text);
    const stepTexts = (split?.rest ?? '').split(';').map((t) => t.trim()).filter((t) => t !== '');
    if (split === undefined || stepTexts.length === 0) {
      problems.push(`--sequence ${JSON.stringify(text)}: expected "label: step; step", e.g. "shoot then charge: strike-team --half-range; mukaali-riders --phase melee --charged"`);
      continue;
    }
    const steps: StepRequest[] = [];
    for (const stepText of stepTexts) {
      const parsed = parseStepText(stepText);
      if (parsed.ok) steps.push(parsed.value);
      else problems.push(`--sequence ${JSON.stringify(text)}: step ${JSON.stringify(stepText)}: ${parsed.message}`);
    }
    out.push(sequenceBase(split.label, steps));
  }
  return out;
}

function sequenceBase(label: string, steps: readonly StepRequest[]): Base {
  return { label, attacker: steps.map((s) => s.attacker).join(' → '), steps, aliases: [label], options: [] };
}

/** The columns before --vary: per attacker its --loadouts, --column and attacker-less file columns, then the file's own. */
function baseColumns(request: ColumnRequest, loadoutNames: (attacker: string) => readonly string[], problems: string[]): Base[] {
  const several = request.attackers.length > 1;
  const named = (attacker: string, label: string): string => (several ? `${profileLabel(attacker)} ${label}` : label);
  const defined = labelledColumns(request.columns, problems);
  const bases: Base[] = [];
  for (const attacker of request.attackers) {
    const mine: Base[] = [];
    for (const spec of request.loadouts) {
      const specs = spec.toLowerCase() === 'all' ? ['default', ...loadoutNames(attacker)] : [spec];
      for (const s of specs) {
        const names = s.toLowerCase() === 'default' ? [] : s.split('+').map((n) => n.trim()).filter((n) => n !== '');
        const label = names.length === 0 ? (several ? profileLabel(attacker) : 'default') : named(attacker, names.join('+'));
        mine.push({ label, attacker, aliases: [s, names.join('+')], options: loadoutOptions(names) });
      }
    }
    for (const column of defined) mine.push({ label: named(attacker, column.label), attacker, aliases: [column.label], options: [column.options] });
    for (const column of request.file?.columns ?? []) {
      if (column.attacker !== undefined || column.steps !== undefined) continue;
      const label = column.label ?? (column.loadouts.join('+') || 'default');
      mine.push({ label: named(attacker, label), attacker, aliases: [label], options: [...loadoutOptions(column.loadouts), column.options] });
    }
    bases.push(...(mine.length > 0 ? mine : [{ label: profileLabel(attacker), attacker, aliases: [], options: [] }]));
  }
  bases.push(...sequenceColumns(request.sequences ?? [], problems));
  for (const column of request.file?.columns ?? []) {
    if (column.steps !== undefined) {
      bases.push({ ...sequenceBase(column.label ?? column.steps.map((s) => s.label ?? s.attacker).join(' → '), column.steps), options: [column.options] });
      continue;
    }
    if (column.attacker === undefined) continue;
    const derived = [profileLabel(column.attacker), column.loadouts.join('+')].filter((s) => s !== '').join(' ');
    bases.push({
      label: column.label ?? derived,
      attacker: column.attacker,
      aliases: [column.loadouts.join('+'), profileLabel(column.attacker)].filter((s) => s !== ''),
      options: [...loadoutOptions(column.loadouts), column.options],
    });
  }
  return bases;
}

type Draft = {
  readonly base: Base;
  readonly baseLabel: string;
  readonly variant: string | null;
  readonly variantOptions: readonly ParsedOptions[];
  /** Options from --set, in order. */
  readonly set: ParsedOptions[];
};

function labelOf(d: Draft): string {
  return d.variant === null ? d.baseLabel : `${d.baseLabel} · ${d.variant}`;
}

/** Each --set added to the columns it names: by label, loadout spec or attacker. */
function applySets(drafts: readonly Draft[], sets: readonly string[], problems: string[]): void {
  for (const text of sets) {
    const split = splitLabelled(text);
    if (split === undefined) {
      problems.push(`--set ${JSON.stringify(text)}: expected "column: options", e.g. "pulse-carbine-all: half-range"`);
      continue;
    }
    const wanted = split.label.toLowerCase();
    const matches = drafts.filter((d) =>
      [labelOf(d), d.baseLabel, profileLabel(d.base.attacker), d.base.attacker, ...d.base.aliases].some((name) => name.toLowerCase() === wanted),
    );
    if (matches.length === 0) {
      const labels = [...new Set(drafts.map(labelOf))];
      const hint = closest(split.label, [...new Set([...labels, ...drafts.map((d) => d.baseLabel)])]);
      problems.push(
        `--set ${JSON.stringify(text)}: no column is called ${JSON.stringify(split.label)}${hint === undefined ? '' : ` (did you mean "${hint}"?)`}; columns: ${labels.join(', ')}`,
      );
      continue;
    }
    const parsed = parseOptionText(split.rest);
    if (!parsed.ok) {
      problems.push(`--set ${JSON.stringify(text)}: ${parsed.message}`);
      continue;
    }
    for (const draft of matches) draft.set.push(parsed.value);
  }
}

export function planColumns(request: ColumnRequest, loadoutNames: (attacker: string) => readonly string[]): ColumnsResult {
  const problems: string[] = [];
  const bases = baseColumns(request, loadoutNames, problems);
  if (bases.length === 0 && problems.length === 0) {
    problems.push('name at least one attacker (mathhammer compare strike-team --vs meq), or columns with an attacker in --file');
  }
  const variantLists: Variant[][] = [];
  for (const condition of [...(request.file?.vary ?? []), ...request.vary]) {
    const v = variantsOf(condition);
    if (v.ok) variantLists.push(v.variants);
    else problems.push(`--vary ${JSON.stringify(condition)}: ${v.message}`);
  }
  if (problems.length > 0) return { ok: false, problems };

  const baseLabels = unique(bases.map((b) => b.label));
  const combos = product(variantLists);
  const drafts: Draft[] = bases.flatMap((base, i) =>
    combos.map((combo) => ({
      base,
      baseLabel: baseLabels[i] ?? base.label,
      variant: combo.length === 0 ? null : combo.map((v) => v.label).join(' · '),
      variantOptions: combo.map((v) => v.options),
      set: [],
    })),
  );
  if (drafts.length > MAX_COLUMNS) {
    return { ok: false, problems: [`${drafts.length} columns is more than ${MAX_COLUMNS}: compare fewer loadouts or conditions at a time`] };
  }
  applySets(drafts, request.sets, problems);
  if (problems.length > 0) return { ok: false, problems };

  const labels = unique(drafts.map(labelOf));
  return {
    ok: true,
    columns: drafts.map((d, i) => {
      // The --vary variant goes last, so "without half-range" is without it whatever --set said.
      const parts = [...d.base.options, ...d.set, ...d.variantOptions];
      return {
        label: labels[i] ?? labelOf(d),
        base: d.baseLabel,
        variant: d.variant,
        attacker: d.base.attacker,
        ...(d.base.steps === undefined ? {} : { steps: d.base.steps }),
        aliases: d.base.aliases,
        layers: parts.map((p) => p.layer),
        argv: withoutReplaced(parts.flatMap((p) => p.argv)),
      };
    }),
  };
}
