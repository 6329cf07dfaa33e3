/**
 * The output format of a command: --json, else --format, else the player's default (MATHHAMMER_FORMAT or
 * the config file, when the command has that format), else the table.
 */
import { InputError } from './errors.js';
import type { Io } from './io.js';
import { readSettings } from './settings.js';

export function outputFormat<F extends string>(io: Io, command: string, raw: { json?: boolean; format?: F }, formats: readonly F[]): F | 'table' | 'json' {
  if (raw.json === true && raw.format !== undefined && raw.format !== 'json') {
    throw new InputError([`mathhammer ${command}: --json and --format ${raw.format} disagree; give one of them`]);
  }
  if (raw.json === true) return 'json';
  if (raw.format !== undefined) return raw.format;
  const preferred = readSettings(io).format?.value;
  return formats.find((f) => f === preferred) ?? 'table';
}
