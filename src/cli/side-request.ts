/**
 * What `matchup` and `plan` read alike from their command line: the two sides (or a matchup file), each
 * unit's own options, the data folder and cache, and the options that say where profiles come from.
 */
import { InvalidArgumentError } from 'commander';
import type { MatchupRequest } from '../api/matchup.js';
import { closest } from '../profile/index.js';
import { cacheRoot, dataFolderPath } from './army-data.js';
import type { Io } from './io.js';
import type { SourceOptions } from './commands/load-side.js';

/** A commander parser of one of `choices` (case ignored), suggesting the closest on a mistake. */
export function choice<T extends string>(what: string, choices: readonly string[]): (value: string) => T {
  return (value) => {
    const text = value.trim().toLowerCase();
    if (choices.includes(text)) return text as T;
    const hint = closest(text, choices);
    throw new InvalidArgumentError(`Expected ${what}: ${choices.join(', ')}${hint === undefined ? '' : ` (did you mean ${hint}?)`}.`);
  };
}

export type SideOptions = {
  readonly data?: string;
  readonly file?: string;
  readonly set?: string[];
  readonly setTarget?: string[];
  readonly rules?: string;
  readonly leader?: readonly string[];
  readonly defenderLeader?: readonly string[];
};

/** The sides, the file, the units' own options, the data folder and the cache, as the request takes them. */
export function sideRequest(io: Io, mine: string | undefined, theirs: string | undefined, raw: SideOptions): Pick<MatchupRequest, 'mine' | 'theirs' | 'file' | 'set' | 'setTarget' | 'data' | 'cache'> {
  const where = dataFolderPath(io, raw.data, raw.rules);
  const cache = cacheRoot(io);
  return {
    ...(mine === undefined ? {} : { mine }),
    ...(theirs === undefined ? {} : { theirs }),
    ...(raw.file === undefined ? {} : { file: raw.file }),
    ...(raw.set === undefined ? {} : { set: raw.set }),
    ...(raw.setTarget === undefined ? {} : { setTarget: raw.setTarget }),
    ...(where === undefined ? {} : { data: where.path }),
    ...(cache === undefined ? {} : { cache }),
  };
}

/** Where profiles come from (the loader's options): --data, --rules, --leader, --defender-leader. */
export function sourceOptions(raw: SideOptions): SourceOptions {
  return { ...(raw.data === undefined ? {} : { data: raw.data }), ...(raw.rules === undefined ? {} : { rules: raw.rules }), ...(raw.leader === undefined ? {} : { leader: raw.leader }), ...(raw.defenderLeader === undefined ? {} : { defenderLeader: raw.defenderLeader }) };
}
