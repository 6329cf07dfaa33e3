/** `mathhammer config`: each default (data folder, rules, output format), its value and where it came from. */
import { Command } from 'commander';
import { configPath, ENV_NAMES, SETTING_KEYS } from '../../config/resolve.js';
import type { Io } from '../io.js';
import { readSettings } from '../settings.js';

export function configCommand(io: Io): Command {
  return new Command('config')
    .description('show the defaults a player sets once (config file, MATHHAMMER_* variables) and where each comes from')
    .option('--json', 'print them as JSON')
    .addHelpText(
      'after',
      `
The config file is $XDG_CONFIG_HOME/mathhammer/config.yaml (else ~/.config/mathhammer/config.yaml):
  data: ~/bsdata-10e     # BattleScribe data folder: units by datasheet name (none: the fetched data, mathhammer data fetch)
  rules: 10e             # default --rules
  format: markdown       # default --format of calc, compare, sequence and needed
Environment variables ${SETTING_KEYS.map((k) => ENV_NAMES[k]).join(', ')} win over the file; flags win over both.`,
    )
    .action((options: { json?: boolean }) => {
      const settings = readSettings(io);
      const file = configPath(io.env) ?? null;
      if (options.json === true) {
        io.stdout(JSON.stringify({ file, settings: Object.fromEntries(SETTING_KEYS.map((k) => [k, settings[k] ?? null])) }, null, 2) + '\n');
        return;
      }
      for (const key of SETTING_KEYS) {
        const s = settings[key];
        io.stdout(`${key.padEnd(7)} ${s === undefined ? '(not set)' : s.value}${s === undefined ? '' : `  (${s.source}: ${s.where})`}\n`);
      }
      io.stdout(`config file: ${file ?? '(no HOME or XDG_CONFIG_HOME)'}\n`);
    });
}
