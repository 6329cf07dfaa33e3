/**
 * Where `mathhammer data fetch` takes an edition's data from: BSData's repository on GitHub by default,
 * else --from (or MATHHAMMER_DATA_SOURCE): a git repository (a URL or a local path) or a .zip archive of
 * one (a URL or a file). Without git, a GitHub repository is taken as its archive.
 */
import { existsSync } from 'node:fs';
import { isAbsolute, join, resolve } from 'node:path';
import type { DataEdition } from '../fetched-data.js';
import type { Io } from '../io.js';

export type DataSourceSpec =
  /** `url`: what git clones; `local`, a repository on this machine; `archive`, the same commit as a .zip (GitHub's). */
  | { readonly kind: 'git'; readonly shown: string; readonly url: string; readonly local: boolean; readonly archive?: string }
  /** A folder of data files that is no git repository (a copy a list builder keeps): copied. */
  | { readonly kind: 'folder'; readonly shown: string; readonly path: string }
  /** `location`: an https URL or a local file. */
  | { readonly kind: 'archive'; readonly shown: string; readonly location: string; readonly remote: boolean };

export const SOURCE_ENV = 'MATHHAMMER_DATA_SOURCE';

/** The community data's repository for an edition. */
export function defaultSource(edition: DataEdition): string {
  return `https://github.com/BSData/wh40k-${edition}`;
}

const REMOTE = /^(https?|git|ssh):\/\/|^[\w.-]+@[\w.-]+:/i;
const ZIP = /\.zip(\?.*)?$/i;
const GITHUB = /^https:\/\/github\.com\/([\w.-]+)\/([\w.-]+?)(\.git)?\/?$/i;

/** The source named by --from, else MATHHAMMER_DATA_SOURCE, else the edition's BSData repository. */
export function dataSource(io: Io, edition: DataEdition, from: string | undefined): DataSourceSpec {
  const env = io.env[SOURCE_ENV];
  const given = from ?? (env !== undefined && env !== '' ? env : undefined) ?? defaultSource(edition);
  const remote = REMOTE.test(given);
  if (ZIP.test(given)) return { kind: 'archive', shown: given, location: remote ? given : absolute(io, given), remote };
  if (!remote) {
    const path = absolute(io, given);
    return existsSync(join(path, '.git')) || !existsSync(path) ? { kind: 'git', shown: path, url: path, local: true } : { kind: 'folder', shown: path, path };
  }
  const github = GITHUB.exec(given);
  const archive = github === null ? {} : { archive: `https://github.com/${github[1]}/${github[2]}/archive/HEAD.zip` };
  return { kind: 'git', shown: given, url: given, local: false, ...archive };
}

function absolute(io: Io, path: string): string {
  return isAbsolute(path) ? path : resolve(io.cwd ?? process.cwd(), path);
}
