/**
 * Army data → unit profiles, told from the content: a roster (.rosz zip or .ros XML), a catalogue (.cat
 * XML or 11e .json, with the catalogues it links and the game system found beside it on disk), or a pasted
 * army list (resolved against a data folder). What the data lacks is a warning; input that is no army data
 * of these kinds, or damaged, is a located issue. The command line and the library API both call this.
 */
import { basename, dirname } from 'node:path';
import { failed, ok, type Issue, type Result } from '../profile/issue.js';
import { listDetachments, listFaction, looksLikeArmyList, readArmyList, type ListedUnit } from './army-list.js';
import { resolveArmyList, type LeftOut, type ListRules, type ListWarning } from './army-list-resolve.js';
import { ruleLibrary } from './rule-library.js';
import { readTree } from './bs-file.js';
import { datasheetsOf, factionOf } from './catalogue.js';
import { folderReader, listFolder, type Edition } from './data-folder.js';
import { unitOfListed, type DataSource } from './data-source.js';
import { readDatasheet } from './datasheet.js';
import { readRoster, unzipRoster } from './roster.js';
import { toProfile, type ArmyProfile } from './to-profile.js';
import type { ArmyRule, ArmyUnit } from './types.js';

export type ArmyKind = 'roster' | 'catalogue' | 'army list';

function isZip(bytes: Uint8Array): boolean {
  return bytes[0] === 0x50 && bytes[1] === 0x4b;
}

/** What the input is, from its first bytes and text; undefined for anything else (a datasheet export). */
export function armyKind(bytes: Uint8Array, text: string): ArmyKind | undefined {
  if (isZip(bytes)) return 'roster';
  const start = text.replace(/^\uFEFF/, '').trimStart();
  if (start.startsWith('<')) return /<roster[\s>]/.test(start.slice(0, 4000)) ? 'roster' : 'catalogue';
  if (start.startsWith('{')) return 'catalogue';
  return looksLikeArmyList(text) ? 'army list' : undefined;
}

export type ArmyInput = {
  readonly bytes: Uint8Array;
  /** The bytes as UTF-8 text. */
  readonly text: string;
  /** How messages name the input ("army.rosz", "<stdin>"). */
  readonly display: string;
  /** Where the file is on disk: a catalogue's linked files are read beside it. */
  readonly path?: string;
};

export type ArmyImport = {
  readonly profiles: readonly ArmyProfile[];
  readonly warnings: readonly Issue[];
  readonly what: string;
  /** The edition of the data the units come from (a roster's game system, a list's data folder), when known. */
  readonly edition?: Edition | null;
  /** Units of the input not imported (no datasheet of that name, no model read), by their names there. */
  readonly leftOut?: readonly LeftOut[];
};

function located(file: string, message: string, line = 0): Issue {
  return { file, line, col: line === 0 ? 0 : 1, path: '', message };
}

/** Units → profiles; one the data cannot describe is a warning and the others go on. None at all fails. */
function build(units: readonly ArmyUnit[], display: string, warnings: Issue[], what: string, edition: Edition | null = null, missed: readonly LeftOut[] = []): Result<ArmyImport> {
  const profiles: ArmyProfile[] = [];
  const leftOut = [...missed];
  for (const unit of units) {
    const built = toProfile(unit, display);
    if (!built.ok) {
      warnings.push(...built.issues.map((i) => located(display, `${unit.name}: not imported: ${i.message}`)));
      leftOut.push({ name: unit.name, line: 0 });
      continue;
    }
    profiles.push(built.value);
    for (const gap of built.value.warnings) warnings.push(located(display, `${unit.name}: ${gap}`));
  }
  if (profiles.length === 0) return failed([...warnings, located(display, 'no unit could be imported')]);
  return ok({ profiles, warnings, what, edition, leftOut });
}

function importRoster(input: ArmyInput): Result<ArmyImport> {
  const xml = isZip(input.bytes) ? unzipRoster(input.bytes, input.display) : ok(input.text);
  if (!xml.ok) return xml;
  const roster = readRoster(xml.value, input.display);
  if (!roster.ok) return roster;
  return build(roster.value.units, input.display, [], `roster "${roster.value.name}" (${roster.value.gameSystem})`, roster.value.edition);
}

function importCatalogue(input: ArmyInput): Result<ArmyImport> {
  const { display, path } = input;
  if (path === undefined) return failed([located(display, 'a catalogue is read from its file, beside the catalogues it links and the game system: give its path')]);
  const tree = readTree(input.text, display);
  if (!tree.ok) return tree;
  const listed = listFolder(dirname(path));
  if ('error' in listed) return failed([located(display, `its folder ${listed.error}`)]);
  const reader = folderReader(listed.dir, undefined, listed);
  const file = reader.open(basename(path));
  if (file === undefined) return failed(reader.problems.length > 0 ? reader.problems : [located(display, 'not a catalogue')]);
  if (file.kind !== 'catalogue') return failed([located(display, 'a game system, not a catalogue: import one of the faction catalogues beside it')]);
  const registry = reader.registryFor(file);
  const units = datasheetsOf(file, registry).map((entry) => readDatasheet(entry, { registry, source: `${file.name} (${basename(path)})`, faction: factionOf(file.name) }));
  const warnings: Issue[] = [];
  for (const missing of registry.missing()) warnings.push(located(display, `the linked catalogue "${missing}" is not in ${dirname(display)}: entries defined there are left out`));
  if (reader.gameSystem() === undefined) warnings.push(located(display, 'no game system (.gst) beside it: shared weapons and rules defined there are left out'));
  return build(units, display, warnings, `catalogue "${file.name}"`);
}

/**
 * The list's detachments and enhancements, found in the data folder: a header's "A and B" or "A, B" is one
 * detachment when the data has one of that name, else the ones it has. Read only when the list names one.
 */
function listRules(text: string, listed: readonly ListedUnit[], data: DataSource, faction: string | null): { rules?: ListRules; warnings: ListWarning[] } {
  const named = listDetachments(text);
  if (named.length === 0 && listed.every((u) => u.enhancements.length === 0)) return { warnings: [] };
  const library = ruleLibrary(data);
  const inFaction = (name: string) => (faction === null ? name : `${name} (${faction})`);
  const find = <T>(look: (name: string) => { ok: true; value: T } | { ok: false; message: string }, name: string) => {
    const own = look(inFaction(name));
    return own.ok ? own : look(name);
  };
  const warnings: ListWarning[] = [];
  const detachment: ArmyRule[] = [];
  for (const header of named) {
    const whole = find(library.detachment, header);
    const parts = whole.ok ? [header] : header.split(/\s*,\s*|\s+and\s+/);
    for (const part of parts) {
      const found = find(library.detachment, part);
      if (found.ok) detachment.push(...found.value.rules);
      else warnings.push({ line: 0, message: `detachment ${found.message}: its rules are left out` });
    }
  }
  return {
    rules: {
      detachment,
      enhancement: (name) => {
        const found = find(library.enhancement, name);
        return found.ok ? { ok: true, rule: found.value.rule } : found;
      },
    },
    warnings,
  };
}

function importList(input: ArmyInput, data: DataSource | undefined): Result<ArmyImport> {
  const { display } = input;
  if (data === undefined) return failed([located(display, 'an army list names units but carries no statlines: it needs a BattleScribe data folder to resolve them in')]);
  const listed = readArmyList(input.text);
  const faction = listFaction(input.text);
  const choices = listRules(input.text, listed, data, faction);
  const resolved = resolveArmyList(listed, (name) => unitOfListed(data, name, faction), choices.rules);
  const warnings = [...choices.warnings, ...resolved.warnings].map((w) => located(display, w.message, w.line));
  for (const missing of data.reader().problems) warnings.push({ ...missing, message: `data folder: ${missing.message}` });
  // Only the catalogues the imported units miss: a folder lacking another faction's library is no news.
  const missed = new Set(resolved.units.flatMap((u) => [u, ...u.leaders]).flatMap((u) => u.missingCatalogues ?? []));
  for (const link of data.facts.missingLinks.filter((l) => missed.has(l))) {
    warnings.push(located(display, `data folder: the linked catalogue "${link}" is not in it: units and weapons defined there are left out`));
  }
  return build(resolved.units, display, warnings, `army list (${listed.filter((u) => u.bare !== 'before-units').length} units, ${data.facts.edition ?? 'unknown edition'} data)`, data.facts.edition, resolved.leftOut);
}

/** `data` is asked for only by a pasted list (a roster and a catalogue carry their own statlines). */
export function importArmyData(kind: ArmyKind, input: ArmyInput, data: () => DataSource | undefined): Result<ArmyImport> {
  switch (kind) {
    case 'roster':
      return importRoster(input);
    case 'catalogue':
      return importCatalogue(input);
    case 'army list':
      return importList(input, data());
  }
}
