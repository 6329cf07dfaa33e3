/** What the army tests share: the committed fixtures, the shared real data (when present), a CLI run. */
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { runCli, type CliRun } from '../cli/run-cli.js';

export const FIX = join(import.meta.dirname, '..', 'fixtures', 'army');
/** A data folder: a game system, two army catalogues and the library both link. */
export const DATA = join(FIX, 'data');
/** ../shared/data beside the repository: real BattleScribe data, rosters and lists (absent on a fresh clone). */
export const SHARED = join(import.meta.dirname, '..', '..', '..', 'shared', 'data');

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `mh-${prefix}-`));
}

/** The CLI in-process with an empty home (no config file, caches in a fresh directory). */
export function armyRun(args: readonly string[], env: Record<string, string> = {}, cwd?: string): Promise<CliRun> {
  return runCli(args, { env: { HOME: tempDir('home'), ...env }, ...(cwd === undefined ? {} : { cwd }) });
}

/** A copy of the fixture data folder without some of its files (a missing link, a missing game system). */
export function dataWithout(...files: string[]): string {
  const dir = tempDir('data');
  cpSync(DATA, dir, { recursive: true });
  for (const file of files) rmSync(join(dir, file));
  return dir;
}
