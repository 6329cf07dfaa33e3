/**
 * The player's defaults for this run (src/config/resolve.ts): the environment from Io, the config file
 * read from disk, flags from the command line. A malformed file or variable is an input error.
 */
import { readFileSync } from 'node:fs';
import { configPath, resolveSettings, type SettingKey, type Settings } from '../config/resolve.js';
import { InputError } from './errors.js';
import type { Io } from './io.js';

export function readSettings(io: Io, flags: Partial<Record<SettingKey, string>> = {}): Settings {
  const path = configPath(io.env);
  let fileText: string | undefined;
  if (path !== undefined) {
    try {
      fileText = readFileSync(path, 'utf8');
    } catch {
      fileText = undefined; // no config file: the defaults apply
    }
  }
  const resolved = resolveSettings({ env: io.env, ...(fileText === undefined ? {} : { fileText, file: path! }), flags });
  if (!resolved.ok) throw InputError.fromIssues(resolved.issues);
  return resolved.settings;
}
