/**
 * The player's defaults for this run (src/config/resolve.ts): the environment from Io, the config file
 * read from disk, flags from the command line; with no data folder named, the fetched one of the rules
 * edition (fetched-data.ts). A malformed file or variable is an input error.
 */
import { readFileSync } from 'node:fs';
import { configPath, resolveSettings, type SettingKey, type Settings } from '../config/resolve.js';
import { InputError } from './errors.js';
import { fetchedDataSetting } from './fetched-data.js';
import type { Io } from './io.js';

export function readSettings(io: Io, flags: Partial<Record<SettingKey, string>> = {}): Settings {
  const path = configPath(io.env);
  let fileText: string | undefined;
  if (path !== undefined) {
    try {
      fileText = readFileSync(path, 'utf8');
    } catch (error) {
      // No config file: the defaults apply. One that is there but cannot be read is the player's to mend.
      const code = (error as NodeJS.ErrnoException).code;
      if (code !== 'ENOENT' && code !== 'ENOTDIR') {
        const why = code === 'EISDIR' ? 'it is a directory' : `it cannot be read (${code ?? String(error)})`;
        throw new InputError([`mathhammer: config file ${path}: ${why}; make it a YAML file such as "rules: 10e", or remove it`]);
      }
    }
  }
  const resolved = resolveSettings({ env: io.env, ...(fileText === undefined ? {} : { fileText, file: path! }), flags });
  if (!resolved.ok) throw InputError.fromIssues(resolved.issues);
  if (resolved.settings.data !== undefined) return resolved.settings;
  const fetched = fetchedDataSetting(io, resolved.settings.rules?.value);
  return fetched === undefined ? resolved.settings : { ...resolved.settings, data: fetched };
}
