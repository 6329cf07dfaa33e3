/** Temporary folders for a test file, removed after its tests. */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll } from 'vitest';

/** A function making a fresh folder each call; every one is deleted when the file's tests end. */
export function tempDirs(prefix: string): () => string {
  const dirs: string[] = [];
  afterAll(() => {
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  });
  return () => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    dirs.push(dir);
    return dir;
  };
}

/** A function writing its text to a file of this name in a fresh folder of `tempDirs(prefix)`; returns the path. */
export function tempFiles(prefix: string, name: string): (text: string) => string {
  const dir = tempDirs(prefix);
  return (text) => {
    const path = join(dir(), name);
    writeFileSync(path, text);
    return path;
  };
}
