/** `mathhammer units [query] [--faction F] [--data DIR]`: the datasheets a BattleScribe data folder holds. */
import { Command } from 'commander';
import { nameKey } from '../../army/names.js';
import { closest } from '../../profile/index.js';
import { dataFolderPath, openDataFolder, type DataFolder } from '../army-data.js';
import { ruleLibrary } from '../../army/rule-library.js';
import type { ArmyRule } from '../../army/types.js';
import { readRule, ruleStatus, type RuleStatus } from '../../wording/index.js';
import { InputError } from '../errors.js';
import type { Io } from '../io.js';

/** A --faction that no datasheet's faction or catalogue contains: the factions the folder has. */
function unknownFaction(faction: string, factions: readonly string[], folder: string): string {
  const known = [...new Set(factions)].sort();
  const hint = closest(faction, known);
  return `mathhammer units: --faction ${JSON.stringify(faction)}: no faction or catalogue of ${folder} is called so${hint === undefined ? '' : ` (did you mean "${hint}"?)`}; its factions: ${known.join(', ')}`;
}

/** No name contains the query: the query with each word that appears in no name replaced by the closest that does. */
function noMatchHint(query: string, keys: readonly string[]): string {
  const words = new Set(keys.flatMap((k) => k.split(' ')));
  const mended = nameKey(query).split(' ').map((w) => (words.has(w) ? w : (closest(w, words) ?? w))).join(' ');
  const found = mended !== nameKey(query) && keys.some((k) => k.includes(mended));
  return `no datasheet name contains ${JSON.stringify(query)}${found ? ` (did you mean "${mended}"?)` : ''}`;
}

const STATUS: Record<RuleStatus, string> = { applied: 'applied', 'by-name': 'by name (--effect)', 'not-modelled': 'not modelled', 'no-effect': 'changes no attack' };

/** `--detachments`: the folder's detachments with their rules and enhancements, each with what mathhammer does with it. */
function detachments(io: Io, folder: DataFolder, query: string, faction: string, json: boolean): void {
  const { detachments, enhancements } = ruleLibrary(folder).all;
  const keep = (d: { name: string; faction: string }) => (faction === '' || nameKey(d.faction).includes(faction)) && (query === '' || nameKey(d.name).includes(query));
  const status = (rule: ArmyRule) => ruleStatus(readRule(rule));
  const rows = detachments.filter(keep).map((d) => ({
    name: d.name,
    faction: d.faction,
    rules: d.rules.map((r) => ({ name: r.name, status: status(r) })),
    enhancements: enhancements.filter((e) => e.faction === d.faction && e.detachment !== null && nameKey(e.detachment) === nameKey(d.name)).map((e) => ({ name: e.name, points: e.points, status: status(e.rule) })),
  }));
  if (json) {
    io.stdout(JSON.stringify({ folder: folder.index.dir, edition: folder.index.edition, detachments: rows }, null, 2) + '\n');
    return;
  }
  for (const d of rows) {
    io.stdout(`${d.name}  ${d.faction}\n`);
    for (const r of d.rules) io.stdout(`  rule         ${r.name}: ${STATUS[r.status]}\n`);
    for (const e of d.enhancements) io.stdout(`  enhancement  ${e.name}${e.points === null ? '' : ` (${e.points} pts)`}: ${STATUS[e.status]}\n`);
  }
  io.stderr(`${rows.length} of ${detachments.length} detachments in ${folder.shown} (--detachment "<name>" gives one to the attacker; mathhammer show "<unit>" says how each rule is read)\n`);
}

export function unitsCommand(io: Io): Command {
  return new Command('units')
    .description('list the datasheets of a BattleScribe data folder (names work wherever a profile is expected)')
    .argument('[query]', 'only names containing this (case and punctuation do not matter)')
    .option('--faction <faction>', 'only this faction (part of its name: "tau", "space marines")')
    .option('--data <folder>', 'the data folder (default MATHHAMMER_DATA / config file / fetched data)')
    .option('--detachments', "list the folder's detachments instead, with their rules and enhancements and what mathhammer does with each")
    .option('--json', 'print the list as JSON')
    .addHelpText('after', '\nExamples:\n  $ mathhammer units --data ~/bsdata-10e --faction tau\n  $ mathhammer units --detachments --faction tau\n  $ mathhammer units intercessor\n  $ mathhammer calc "Strike Team" "Intercessor Squad" --data ~/bsdata-10e --rules 10e')
    .action((query: string | undefined, options: { faction?: string; data?: string; json?: boolean; detachments?: boolean }) => {
      const where = dataFolderPath(io, options.data);
      if (where === undefined) throw new InputError(['mathhammer units: no data folder: run mathhammer data fetch, or give --data <folder>, set MATHHAMMER_DATA, or "data:" in the config file (mathhammer config)']);
      const folder = openDataFolder(io, where, { whole: true });
      const { index, cached } = folder;
      const q = query === undefined ? '' : nameKey(query);
      const f = options.faction === undefined ? '' : nameKey(options.faction);
      if (options.detachments === true) {
        detachments(io, folder, q, f, options.json === true);
        return;
      }
      const inFaction = (d: (typeof index.datasheets)[number]) => f === '' || nameKey(d.faction).includes(f) || nameKey(d.catalogue).includes(f);
      if (!index.datasheets.some(inFaction)) throw new InputError([unknownFaction(options.faction!, index.datasheets.map((d) => d.faction), where.shown)]);
      const rows = index.datasheets.filter((d) => (q === '' || d.key.includes(q)) && inFaction(d));
      if (options.json === true) {
        io.stdout(JSON.stringify({ folder: index.dir, edition: index.edition, gameSystem: index.gameSystem, units: rows.map((d) => ({ name: d.name, faction: d.faction, catalogue: d.catalogue, file: d.file })) }, null, 2) + '\n');
        return;
      }
      const width = Math.max(4, ...rows.map((d) => d.name.length));
      io.stdout(rows.map((d) => `${d.name.padEnd(width)}  ${d.faction}`).join('\n') + (rows.length === 0 ? '' : '\n'));
      for (const link of index.missingLinks) io.stderr(`mathhammer: warning: data folder ${where.shown}: the linked catalogue "${link}" is not in it: its datasheets and the weapons other catalogues take from it are left out\n`);
      io.stderr(`${rows.length} of ${index.datasheets.length} datasheets in ${where.shown}, ${index.gameSystem ?? 'no game system'}${cached ? '' : ' (indexed now; later runs read the cached index)'}\n`);
      if (rows.length === 0 && query !== undefined) io.stderr(`${noMatchHint(query, index.datasheets.map((d) => d.key))}\n`);
    });
}
