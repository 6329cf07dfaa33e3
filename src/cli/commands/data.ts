/**
 * `mathhammer data [fetch|update]`: the community BattleScribe data, fetched into the cache so units can
 * be named with no --data. Only the declarations are here; the work (git, zip, network) is
 * src/cli/data/run.ts, imported when the command runs.
 */
import { Command } from 'commander';
import { DATA_EDITIONS, type DataEdition } from '../fetched-data.js';
import type { Io } from '../io.js';
import { choice } from '../side-request.js';
import { SOURCE_ENV } from '../data/source.js';

type Options = { json?: boolean; edition?: DataEdition; from?: string };

type Work = typeof import('../data/run.js');
const work = (): Promise<Work> => import('../data/run.js');

const FROM = `where to fetch from: a git repository (URL or path), a .zip archive of one (URL or file), or a folder of data files (default ${SOURCE_ENV}, else BSData's wh40k-10e or wh40k-11e on GitHub)`;

export function dataCommand(io: Io): Command {
  const edition = choice<DataEdition>('an edition', DATA_EDITIONS);
  const data = new Command('data')
    .description('the community BattleScribe data, fetched once so units can be named with no --data; alone, shows what is there')
    .addHelpText(
      'after',
      `
The data of each edition goes in $XDG_CACHE_HOME/mathhammer/data/<edition> (else ~/.cache/mathhammer/...;
MATHHAMMER_CACHE moves the whole cache). With git on the machine it is a shallow clone; without, GitHub's
.zip of the repository. A failed fetch leaves the data already there as it was.
Units by name then come from the fetched data of the rules edition (--rules, MATHHAMMER_RULES or the config
file; 11e by default) when no --data, MATHHAMMER_DATA or "data:" in the config file names a folder;
\`mathhammer config\` says which folder is used. The 11e data is younger and lacks some catalogues the 10e
data has: --rules 10e uses the 10e data.

Examples:
  $ mathhammer data fetch
  $ mathhammer data fetch --edition 10e
  $ mathhammer calc "Intercessor Squad" meq --rules 10e
  $ mathhammer data update
  $ mathhammer data --json`,
    );
  // `data` alone (or `data --json`) is `data show`: an option of `data` itself would take fetch's --json.
  data
    .command('show', { isDefault: true })
    .description("each edition's fetched folder: where it came from (source, commit, date), its catalogues; and the folder units by name come from")
    .option('--json', 'print it as JSON')
    .action(async (options: Options) => (await work()).showData(io, options));
  const fetching = (name: string, description: string, help: { edition: string; from: string; json: string }, run: (work: Work, options: Options) => Promise<void>): void => {
    data
      .command(name)
      .description(description)
      .option('--edition <edition>', help.edition, edition)
      .option('--from <source>', help.from)
      .option('--json', help.json)
      .action(async (options: Options) => run(await work(), options));
  };
  fetching('fetch', "fetch an edition's data into the cache (replacing what was fetched before)", { edition: 'the edition: 10e or 11e (default: the rules setting, else 11e)', from: FROM, json: 'print what was fetched as JSON' }, (w, o) => w.fetchData(io, o));
  fetching('update', 'fetch the data again from where it came from, and say what changed (catalogues, datasheets)', { edition: 'only this edition (default: every edition fetched)', from: 'fetch from here instead of the source recorded at the last fetch', json: 'print what changed as JSON' }, (w, o) => w.updateData(io, o));
  return data;
}
