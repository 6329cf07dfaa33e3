/**
 * Whether a freshly fetched folder holds BattleScribe data before it replaces the old one: a game system
 * file and at least one catalogue, told apart by their first bytes (the whole files are read later, when
 * indexed). 10e's are XML (.gst, .cat), 11e's JSON ({"gameSystem": …}, {"catalogue": …}).
 */
import { closeSync, openSync, readdirSync, readSync } from 'node:fs';
import { join } from 'node:path';

const HEAD_BYTES = 4096;

function head(path: string): string {
  const fd = openSync(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    return buffer.toString('utf8', 0, readSync(fd, buffer, 0, HEAD_BYTES, 0));
  } finally {
    closeSync(fd);
  }
}

export type DataKind = 'gameSystem' | 'catalogue' | undefined;

export function kindOf(dir: string, file: string): DataKind {
  if (/\.gstz?$/i.test(file)) return 'gameSystem';
  if (/\.catz?$/i.test(file)) return 'catalogue';
  if (!/\.json$/i.test(file)) return undefined;
  const text = head(join(dir, file));
  if (/^\s*\{\s*"gameSystem"\s*:/.test(text)) return 'gameSystem';
  if (/^\s*\{\s*"catalogue"\s*:/.test(text)) return 'catalogue';
  return undefined;
}

/** The data files of a folder by kind: its game system files and its catalogues. */
export function dataFiles(dir: string): { gameSystems: string[]; catalogues: string[] } {
  const gameSystems: string[] = [];
  const catalogues: string[] = [];
  for (const file of readdirSync(dir).sort()) {
    if (file.startsWith('.')) continue;
    const kind = kindOf(dir, file);
    if (kind === 'gameSystem') gameSystems.push(file);
    else if (kind === 'catalogue') catalogues.push(file);
  }
  return { gameSystems, catalogues };
}

/** Why the folder is not BattleScribe data, or undefined when it is. */
export function notData(dir: string): string | undefined {
  const { gameSystems, catalogues } = dataFiles(dir);
  if (gameSystems.length === 0 && catalogues.length === 0) return 'it holds no BattleScribe data (no .gst or .cat files, no 11e game system or catalogue .json)';
  if (gameSystems.length === 0) return 'it holds catalogues but no game system file (a .gst, or the 11e "Warhammer 40,000.json")';
  if (catalogues.length === 0) return 'it holds a game system file but no catalogue';
  return undefined;
}
