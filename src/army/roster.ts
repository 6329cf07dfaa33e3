/**
 * A roster (.ros XML, or .rosz: a zip holding one) → one ArmyUnit per unit of the list. The roster holds
 * every profile already resolved for the chosen selections: `forces → selections (unit | model) →
 * selections (model, upgrade) → profiles, rules, categories, costs`. A weapon selection's `number` is the
 * total for its model selection (a `number="4"` weapon under a `number="4"` model selection is one each,
 * not sixteen), so it is divided by the models' number; an uneven share splits the model group.
 */
import type { Stats } from '../profile/import/index.js';
import { failed, ok, type Issue, type Result } from '../profile/issue.js';
import { kids, num, str, type BsNode } from './bs-tree.js';
import { readTree } from './bs-file.js';
import { damagedGap, descriptionOf, readStatline, readWeaponRow, splitProfileName } from './characteristics.js';
import { withConditions } from './datasheet.js';
import { splitKeywords } from './keywords.js';
import { nameKey, uniqueModelNames } from './names.js';
import { matchStatline } from './statline-match.js';
import { absorbProtection, mergedProtection, protectedStats, readProtection, type Protection } from './protection.js';
import type { ArmyModel, ArmyRule, ArmyUnit, ArmyWeapon } from './types.js';
import { addRule, ruleText } from './rules.js';
import { editionOf, type Edition } from './data-folder.js';
import { zipLibrary } from './libraries.js';
import { addCount } from './tally.js';

export type Roster = { readonly name: string; readonly gameSystem: string; readonly edition: Edition | null; readonly units: readonly ArmyUnit[] };

function issue(file: string, message: string): Issue {
  return { file, line: 0, col: 0, path: '', message };
}

/** The .ros text inside a .rosz. */
export function unzipRoster(bytes: Uint8Array, file: string): Result<string> {
  let entries: Record<string, Uint8Array>;
  try {
    entries = zipLibrary().unzipSync(bytes);
  } catch (error) {
    return failed([issue(file, `damaged zip archive (${error instanceof Error ? error.message : String(error)}): expected a .rosz roster saved by BattleScribe or New Recruit`)]);
  }
  const names = Object.keys(entries).filter((n) => /\.ros$/i.test(n));
  if (names.length === 0) {
    const held = Object.keys(entries);
    return failed([issue(file, `the zip holds no .ros roster (it holds ${held.length === 0 ? 'nothing' : held.slice(0, 5).join(', ')})`)]);
  }
  return ok(new TextDecoder('utf-8').decode(entries[names[0]!]!));
}

const isSelection = (type: string) => (s: BsNode) => str(s, 'type') === type;

function weaponKind(profile: BsNode): 'ranged' | 'melee' | undefined {
  const type = str(profile, 'typeName').toLowerCase();
  return type.includes('melee') ? 'melee' : type.includes('weapon') ? 'ranged' : undefined;
}

/** "2 Fragstorm Grenade Launchers" holding the profile "Fragstorm Grenade Launcher": two each. */
function leadingCount(name: string): number {
  const m = /^(\d+)\s*x?\s+\S/i.exec(name.trim());
  return m === null ? 1 : Number(m[1]);
}

type Context = {
  readonly file: string;
  readonly catalogue: string;
  readonly weaponsByName: Map<string, BsNode[]>;
  /** The rules of the force's detachment, which every unit of the force has. */
  readonly detachment: readonly ArmyRule[];
};

/** Every weapon profile of the roster by weapon name, to fill a selection the list builder left without one. */
function indexWeapons(root: BsNode): Map<string, BsNode[]> {
  const out = new Map<string, BsNode[]>();
  const visit = (node: BsNode): void => {
    for (const s of kids(node, 'selections')) {
      const profiles = kids(s, 'profiles').filter((p) => weaponKind(p) !== undefined);
      if (profiles.length > 0 && !out.has(nameKey(str(s, 'name')))) out.set(nameKey(str(s, 'name')), profiles);
      visit(s);
    }
    for (const f of kids(node, 'forces')) visit(f);
  };
  visit(root);
  return out;
}

/** The core rules a roster lists by name beside the army's (RULES §1, §2 24: abilities and weapon abilities). */
const CORE_RULE =
  /^(deep strike|scouts?\b.*|infiltrators|lone operative|leader|deadly demise\b.*|fights first|stealth|feel no pain\b.*|firing deck\b.*|hover|fly|invulnerable save\b.*|pistol|blast|assault|heavy|lance|melta\b.*|twin-linked|torrent|sustained hits\b.*|lethal hits|devastating wounds|precision|ignores cover|indirect fire|hazardous|extra attacks|anti-.*|rapid fire\b.*|psychic|one shot|conversion|close-quarters|cleave\b.*)$/i;

/** The start of an enhancement's text: the models that may take it ("^^T'au Empire^^ model only."). */
const ENHANCEMENT = /^[^.]{0,80}\bmodels? only\b/i;

/** A force's detachment (its "Detachment" selection's choice): the rules it gives every unit of the force. */
function detachmentRules(force: BsNode): ArmyRule[] {
  const rules: ArmyRule[] = [];
  for (const s of kids(force, 'selections')) {
    if (!/^detachment(?: choice)?s?$/i.test(str(s, 'name').trim())) continue;
    for (const choice of [s, ...kids(s, 'selections')]) {
      for (const r of kids(choice, 'rules')) addRule(rules, { name: str(r, 'name'), text: ruleText(str(r, 'description')), origin: 'detachment rule' });
      for (const p of kids(choice, 'profiles').filter((p) => /^abilit/i.test(str(p, 'typeName')))) addRule(rules, { name: str(p, 'name'), text: ruleText(descriptionOf(p)), origin: 'detachment rule' });
    }
  }
  return rules;
}

function readUnit(selection: BsNode, ctx: Context): ArmyUnit {
  const gaps: string[] = [];
  const weapons = new Map<string, ArmyWeapon>();
  const notes: string[] = [];
  const unitWide: Protection = {};
  const statlines: BsNode[] = [];
  const collectStatlines = (s: BsNode): void => {
    statlines.push(...kids(s, 'profiles').filter((p) => /^unit$/i.test(str(p, 'typeName'))));
    for (const c of kids(s, 'selections')) collectStatlines(c);
  };
  collectStatlines(selection);

  const rules: ArmyRule[] = [];
  /** `model`: the model selection whose (or whose wargear's) abilities these are; none for the unit's own. */
  const abilitiesOf = (s: BsNode, bearer: Protection | undefined, model?: string): void => {
    const wargear = str(s, 'type') === 'upgrade';
    for (const p of kids(s, 'profiles').filter((p) => /^abilit/i.test(str(p, 'typeName')))) {
      const text = descriptionOf(p);
      // An enhancement's text starts with whom it is for: "LEAGUES OF VOTANN model only."
      const origin = wargear && ENHANCEMENT.test(text) ? 'enhancement' : wargear ? 'wargear' : 'datasheet';
      const line = `${str(p, 'name')}: ${text.replace(/\s+/g, ' ').trim()}`;
      if (!notes.some((n) => n.startsWith(`${str(p, 'name')}:`))) notes.push(line.length > 300 ? `${line.slice(0, 299)}…` : line);
      if (/^damaged:|wounds remaining/i.test(str(p, 'name'))) gaps.push(damagedGap(str(p, 'name'), text));
      const read = readProtection(str(p, 'name'), text, gaps);
      if (read !== undefined) absorbProtection(read.scope === 'unit' || bearer === undefined ? unitWide : bearer, read.value);
      addRule(rules, { name: str(p, 'name'), text: ruleText(text), origin, ...(model === undefined ? {} : { model }), ...(read === undefined ? {} : { statline: true }) });
    }
    for (const r of kids(s, 'rules')) {
      const name = str(r, 'name');
      if (!notes.includes(name)) notes.push(name);
      const read = readProtection(name, '', gaps);
      absorbProtection(unitWide, read?.value);
      // A core ability is its name ("Feel No Pain 5+", a weapon's "Twin-linked"); any other rule is the army's, with its text.
      const core = CORE_RULE.test(name);
      addRule(rules, { name, text: core ? '' : ruleText(str(r, 'description')), origin: core ? 'datasheet' : 'army rule', ...(read === undefined ? {} : { statline: true }) });
    }
  };

  /** The weapons a selection brings in all, by weapon name (totals, not per model). */
  const weaponsIn = (s: BsNode, into: Map<string, number>, bearer: Protection | undefined, model?: string): void => {
    for (const c of kids(s, 'selections')) {
      if (str(c, 'type') === 'model' || str(c, 'type') === 'unit') continue;
      let profiles = kids(c, 'profiles').filter((p) => weaponKind(p) !== undefined);
      if (profiles.length === 0 && kids(c, 'selections').length === 0 && !kids(c, 'profiles').some((p) => /^abilit/i.test(str(p, 'typeName')))) {
        const borrowed = ctx.weaponsByName.get(nameKey(str(c, 'name')));
        if (borrowed !== undefined) {
          profiles = borrowed;
          gaps.push(`${str(c, 'name')}: the roster gives this selection no profile; the profile of the same weapon elsewhere in the roster is used`);
        }
      }
      const number = Math.max(1, num(c, 'number') || 1) * leadingCount(str(c, 'name'));
      const seen = new Set<string>();
      for (const p of profiles) {
        const split = splitProfileName(str(p, 'name'));
        const key = nameKey(split.base);
        const known = weapons.get(key);
        if (known === undefined || (split.profile !== null && !known.rows.some((r) => r.profile !== null && nameKey(r.profile) === nameKey(split.profile!)))) {
          const row = readWeaponRow(p, weaponKind(p) === 'melee', gaps);
          if (row === undefined) continue;
          const rows = [...(known?.rows ?? []), row];
          weapons.set(key, { name: known?.name ?? split.base, rows: rows.some((r) => r.profile !== null) ? rows.filter((r) => r.profile !== null) : rows.slice(0, 1) });
        }
        const name = weapons.get(key)!.name;
        if (seen.has(name)) continue;
        seen.add(name);
        addCount(into, name, number);
      }
      abilitiesOf(c, bearer, model);
      weaponsIn(c, into, bearer, model);
    }
  };

  const unitType = str(selection, 'type');
  const modelSelections = unitType === 'model' ? [selection] : kids(selection, 'selections').filter(isSelection('model'));
  // A single-model unit's selection is its model's too: read below, once, for the bearer.
  if (unitType !== 'model') abilitiesOf(selection, undefined);
  const unitWeapons = new Map<string, number>();
  if (unitType !== 'model') weaponsIn({ selections: kids(selection, 'selections').filter((s) => str(s, 'type') === 'upgrade') }, unitWeapons, undefined);
  if (unitWeapons.size > 0 && modelSelections.length !== 1) {
    gaps.push(`wargear on the unit itself (${[...unitWeapons.keys()].join(', ')}) could not be given to one model group`);
  }

  // Each model selection's groups with its statline and what its bearer's wargear grants: the unit's
  // grants are known only after every model is read, and all are combined before they touch the statline.
  const read: { groups: ArmyModel[]; bearer: Protection }[] = [];
  for (const m of modelSelections) {
    const count = Math.max(1, num(m, 'number') || 1);
    const own = kids(m, 'profiles').filter((p) => /^unit$/i.test(str(p, 'typeName')));
    const statline = own[0] ?? matchStatline(str(m, 'name'), statlines);
    const stats: Stats = statline === undefined ? {} : readStatline(statline, gaps);
    if (statline === undefined) gaps.push(`${str(m, 'name')}: the roster gives no statline for this model`);
    const bearer: Protection = {};
    const name = modelSelections.length === 1 ? undefined : str(m, 'name');
    abilitiesOf(m, bearer, name);
    const totals = new Map<string, number>();
    weaponsIn(m, totals, bearer, name);
    if (modelSelections.length === 1) for (const [name, n] of unitWeapons) addCount(totals, name, n);
    read.push({ groups: splitByShare(str(m, 'name'), count, totals, stats), bearer });
  }
  const finalModels = uniqueModelNames(
    read.flatMap(({ groups, bearer }) => groups.map((g) => ({ ...g, stats: protectedStats(g.stats, mergedProtection(bearer, unitWide)) }))),
  );
  const points = sumPoints(selection);
  const categories = kids(selection, 'categories').map((c) => str(c, 'name'));
  const { keywords, factionKeywords, faction } = splitKeywords(categories);
  return {
    name: str(selection, 'name'),
    faction,
    source: `the roster ${ctx.file} (${ctx.catalogue})`,
    points,
    keywords,
    factionKeywords,
    models: finalModels,
    weapons: withConditions([...weapons.values()], notes),
    loadouts: [],
    abilities: notes,
    rules: [...rules.filter((r) => r.model === undefined || finalModels.some((m) => m.name === r.model)), ...ctx.detachment],
    stealth: unitWide.stealth === true,
    gaps: [...new Set(gaps)],
    leaders: [],
  };
}

/**
 * `count` models sharing weapon totals: each takes total ÷ count, and the first (total mod count) one
 * more, so 4 Scouts with 2 shotguns are 2 with a shotgun and 2 without.
 */
export function splitByShare(name: string, count: number, totals: ReadonlyMap<string, number>, stats: Stats): ArmyModel[] {
  const cuts = new Set<number>([0, count]);
  for (const total of totals.values()) cuts.add(total % count);
  const bounds = [...cuts].sort((a, b) => a - b);
  const groups: ArmyModel[] = [];
  for (let i = 0; i + 1 < bounds.length; i++) {
    const from = bounds[i]!;
    const to = bounds[i + 1]!;
    if (to === from) continue;
    const weapons = [...totals]
      .map(([weapon, total]) => ({ name: weapon, count: Math.floor(total / count) + (from < total % count ? 1 : 0) }))
      .filter((w) => w.count > 0);
    groups.push({ name, count: to - from, stats, weapons });
  }
  return groups;
}

function sumPoints(selection: BsNode): number | null {
  let total = 0;
  let found = false;
  const visit = (s: BsNode): void => {
    for (const c of kids(s, 'costs')) {
      if (str(c, 'name') !== 'pts') continue;
      const v = num(c, 'value');
      if (Number.isFinite(v)) {
        total += v;
        found = true;
      }
    }
    for (const child of kids(s, 'selections')) visit(child);
  };
  visit(selection);
  return found ? Math.round(total) : null;
}

export function readRoster(text: string, file: string): Result<Roster> {
  const tree = readTree(text, file);
  if (!tree.ok) return tree;
  const { tag, root } = tree.value;
  if (tag !== 'roster') return failed([issue(file, `not a roster: its root is <${tag}>, expected <roster> (a .ros file or a .rosz zip)`)]);
  const gameSystem = str(root, 'gameSystemName');
  if (!/warhammer 40,?000/i.test(gameSystem)) {
    return failed([issue(file, `a roster for ${gameSystem === '' ? 'an unnamed game system' : JSON.stringify(gameSystem)}, not Warhammer 40,000: mathhammer reads 40k rosters only`)]);
  }
  const units: ArmyUnit[] = [];
  const weaponsByName = indexWeapons(root);
  const visitForce = (force: BsNode): void => {
    const ctx: Context = { file, catalogue: str(force, 'catalogueName'), weaponsByName, detachment: detachmentRules(force) };
    for (const s of kids(force, 'selections')) {
      const type = str(s, 'type');
      if (type === 'unit' || type === 'model') units.push(readUnit(s, ctx));
    }
    for (const sub of kids(force, 'forces')) visitForce(sub);
  };
  for (const force of kids(root, 'forces')) visitForce(force);
  if (units.length === 0) return failed([issue(file, 'the roster has no units')]);
  return ok({ name: str(root, 'name'), gameSystem, edition: editionOf(gameSystem), units });
}
