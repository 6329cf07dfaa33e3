/** `mathhammer units [query] [--faction F] [--data DIR]`: the datasheets a BattleScribe data folder holds. */
import { Command } from 'commander';
import { nameKey } from '../../army/names.js';
import { closest } from '../../profile/index.js';
import { dataFolderPath, openDataFolder } from '../army-data.js';
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

export function unitsCommand(io: Io): Command {
  return new Command('units')
    .description('list the datasheets of a BattleScribe data folder (names work wherever a profile is expected)')
    .argument('[query]', 'only names containing this (case and punctuation do not matter)')
    .option('--faction <faction>', 'only this faction (part of its name: "tau", "space marines")')
    .option('--data <folder>', 'the data folder (default MATHHAMMER_DATA / config file)')
    .option('--json', 'print the list as JSON')
    .addHelpText('after', '\nExamples:\n  $ mathhammer units --data ~/bsdata-10e --faction tau\n  $ mathhammer units intercessor\n  $ mathhammer calc "Strike Team" "Intercessor Squad" --data ~/bsdata-10e --rules 10e')
    .action((query: string | undefined, options: { faction?: string; data?: string; json?: boolean }) => {
      const where = dataFolderPath(io, options.data);
      if (where === undefined) throw new InputError(['mathhammer units: no data folder: give --data <folder>, set MATHHAMMER_DATA, or "data:" in the config file (mathhammer config)']);
      const { index, cached } = openDataFolder(io, where);
      const q = query === undefined ? '' : nameKey(query);
      const f = options.faction === undefined ? '' : nameKey(options.faction);
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
