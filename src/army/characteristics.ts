/**
 * Characteristics as BattleScribe writes them → the profile's values, or a stated gap. Never a guess:
 * `*`, `N/A`, `-` where a number is needed, "User" Strength and other prose become a gap naming the
 * value; the rest of the unit still imports.
 */
import { parseDice } from '../prob/dice.js';
import { parseAbility, splitAbilities } from '../profile/abilities.js';
import type { Stats, WeaponRow } from '../profile/import/index.js';
import { kids, str, text, type BsNode } from './bs-tree.js';

/** An ability profile's text: its Description characteristic (else its first), or its description. */
export function descriptionOf(profile: BsNode): string {
  const chars = profile['characteristics'];
  if (Array.isArray(chars)) {
    const d = (chars as BsNode[]).find((c) => /^description$/i.test(str(c, 'name'))) ?? (chars as BsNode[])[0];
    if (d !== undefined) return str(d, '$text');
  }
  return str(profile, 'description');
}

/** A profile's characteristics by upper-cased name ("SV", "LD", "INSV"). */
export function characteristics(profile: BsNode): Map<string, string> {
  const out = new Map<string, string>();
  for (const c of kids(profile, 'characteristics')) out.set(str(c, 'name').trim().toUpperCase(), text(c).trim());
  return out;
}

/** "6\"" → 6, "12+\"" → 12 (the move of a unit that can advance further): M is never used in maths. */
function inches(value: string): number | undefined {
  const m = /^(\d+)\s*(?:"|''|\u201d|in)?\+?"?$/.exec(value);
  return m === null ? undefined : Number(m[1]);
}

/** "3+" → 3; "3" too: a few statlines drop the "+" of a roll (BS "3", Sv "2"), and every such value is one. */
function roll(value: string): number | undefined {
  const m = /^([2-9]|1[0-2])\+?$/.exec(value.replace(/\s+/g, ''));
  return m === null ? undefined : Number(m[1]);
}

function integer(value: string, min: number, max: number): number | undefined {
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

const NONE = /^(-|\u2013|\u2014|n\/a|none)$/i;

/** A Unit profile (M, T, SV, W, LD, OC, and 11e InSv) → stats; what cannot be read is a gap. */
export function readStatline(profile: BsNode, gaps: string[]): Stats {
  const chars = characteristics(profile);
  const name = str(profile, 'name');
  const out: { -readonly [K in keyof Stats]: Stats[K] } = {};
  const gap = (key: string, value: string | undefined): void => {
    gaps.push(`${name}: ${key} ${value === undefined || value === '' ? 'is not given' : `is ${JSON.stringify(value)}, not a value mathhammer reads`}`);
  };
  const m = chars.get('M');
  if (m !== undefined && !NONE.test(m)) {
    const v = inches(m);
    if (v !== undefined) out.M = v;
  }
  const t = chars.get('T');
  const tv = t === undefined ? undefined : integer(t, 1, 30);
  if (tv === undefined) gap('T', t);
  else out.T = tv;
  const sv = chars.get('SV');
  if (sv !== undefined && NONE.test(sv)) out.Sv = 7;
  else {
    const v = sv === undefined ? undefined : roll(sv);
    if (v === undefined || v > 7) gap('Sv', sv);
    else out.Sv = v;
  }
  const w = chars.get('W');
  const wv = w === undefined ? undefined : integer(w, 1, 100);
  if (wv === undefined) gap('W', w);
  else out.W = wv;
  const ld = chars.get('LD');
  const ldv = ld === undefined ? undefined : roll(ld);
  if (ldv !== undefined) out.Ld = ldv;
  const oc = chars.get('OC');
  const ocv = oc === undefined ? undefined : integer(oc, 0, 20);
  if (ocv !== undefined) out.OC = ocv;
  else if (oc !== undefined && !NONE.test(oc)) gaps.push(`${name}: OC ${JSON.stringify(oc)} is outside what a profile holds (0–20): left out (OC is not used in calculations)`);
  const inv = chars.get('INSV');
  // 11e data writes InSv on every statline, empty or "-" when the model has none.
  if (inv !== undefined && inv !== '' && !NONE.test(inv)) {
    const v = roll(inv);
    if (v === undefined || v > 6) gaps.push(`${name}: InSv ${JSON.stringify(inv)} is not a save mathhammer reads`);
    else out.invuln = v;
  }
  return out;
}

/** "➤ Bellicatus Missile Array - Frag" → base "Bellicatus Missile Array", profile "Frag". */
export function splitProfileName(name: string): { base: string; profile: string | null } {
  const clean = name.replace(/^[\u27a4\u25ba>\s]+/, '').trim();
  if (clean === name.trim()) return { base: clean, profile: null };
  const m = /^(.*?)\s+[-\u2013\u2014]\s+(.+)$/.exec(clean);
  return m === null ? { base: clean, profile: null } : { base: m[1]!.trim(), profile: m[2]!.trim() };
}

function dice(value: string): string | undefined {
  const parsed = parseDice(/^\d+$/.test(value) ? Number(value) : value);
  return parsed.ok ? parsed.value.text : undefined;
}

/** A Ranged or Melee Weapons profile → a weapon row, or a gap saying which value is not readable. */
export function readWeaponRow(profile: BsNode, melee: boolean, gaps: string[]): WeaponRow | undefined {
  const chars = characteristics(profile);
  const { base, profile: variant } = splitProfileName(str(profile, 'name'));
  const shown = variant === null ? base : `${base} – ${variant}`;
  const bad: string[] = [];
  const abilities: string[] = [];
  const unknown: string[] = [];
  const keywords = chars.get('KEYWORDS') ?? '';
  for (const part of splitAbilities(NONE.test(keywords) ? '' : keywords)) {
    const spelled = part.toLowerCase().replace(/\s+/g, ' ').trim();
    if (spelled === '') continue;
    if (parseAbility(spelled).ok) {
      if (!abilities.includes(spelled)) abilities.push(spelled);
    } else unknown.push(part.trim());
  }
  const rangeText = chars.get('RANGE') ?? '';
  const range: number | 'melee' | undefined = melee || /^melee$/i.test(rangeText) ? 'melee' : inches(rangeText);
  if (range === undefined) bad.push(`Range ${JSON.stringify(rangeText)}`);
  const A = dice(chars.get('A') ?? '');
  if (A === undefined) bad.push(`A ${JSON.stringify(chars.get('A') ?? '')}`);
  const skillText = (melee ? chars.get('WS') : chars.get('BS')) ?? chars.get('WS') ?? chars.get('BS') ?? '';
  const skillRoll = roll(skillText);
  let skill: string | undefined = skillRoll !== undefined && skillRoll <= 6 ? `${skillRoll}+` : undefined;
  if (skill === undefined && NONE.test(skillText) && abilities.includes('torrent')) skill = 'N/A';
  if (skill === undefined) bad.push(`${melee ? 'WS' : 'BS'} ${JSON.stringify(skillText)}`);
  const S = integer(chars.get('S') ?? '', 1, 30);
  if (S === undefined) bad.push(`S ${JSON.stringify(chars.get('S') ?? '')}`);
  const apText = (chars.get('AP') ?? '').replace(/[\u2013\u2014]/g, '-');
  const AP = /^-?\d+$/.test(apText) && Number(apText) <= 0 && Number(apText) >= -6 ? Number(apText) || 0 : NONE.test(apText) ? 0 : undefined;
  if (AP === undefined) bad.push(`AP ${JSON.stringify(chars.get('AP') ?? '')}`);
  const D = dice(chars.get('D') ?? '');
  if (D === undefined || D === '0') bad.push(`D ${JSON.stringify(chars.get('D') ?? '')}`);
  if (bad.length > 0 || range === undefined || A === undefined || skill === undefined || S === undefined || AP === undefined || D === undefined) {
    gaps.push(`${shown}: ${bad.join(', ')} ${bad.length === 1 ? 'is' : 'are'} not values mathhammer reads: the weapon profile is left out`);
    return undefined;
  }
  return { base, profile: variant, range, A, skill, S, AP, D, abilities, unknownAbilities: unknown, line: 0 };
}

/**
 * The gap of a Damaged bracket ("Damaged: 1-5 Wounds Remaining"): the profile keeps the full statline.
 * Where its text is the usual "subtract 1 from the Hit roll", the gap says how to compute such a
 * model's attacks all the same: with that hit modifier.
 */
export function damagedGap(name: string, text: string): string {
  const plain = text.replace(/\s+/g, ' ');
  const hit = /subtract (\d+) from (?:the )?hit rolls?/i.exec(plain);
  // The model's own attacks, all of them, and nothing else of an attack: its Objective Control changes
  // none; Attacks halved, a Wound roll, melee attacks only or attacks that target it would.
  const ownAttacks = /(?:this model|it) makes? (?:an )?attacks?/i.test(plain);
  const otherwise = /attacks characteristic|halve|wound roll|melee|target/i.test(plain);
  const how = hit !== null && ownAttacks && !otherwise ? `; for its attacks while damaged, add --hit -${hit[1]}` : '';
  return `${name}: the model's characteristics change as it loses wounds; the profile keeps the full statline${how}`;
}
