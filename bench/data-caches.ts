/**
 * Cache directories for the benchmarks of commands that read a data folder by name: the whole index kept
 * (as after `mathhammer units`, or a mathhammer older than the scoped index), where a run reads one index
 * and no quick look (docs/import.md).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export type CacheKind = 'warm' | 'whole' | 'cold';

/** A fresh cache directory holding the whole index of `data` (`units` builds and keeps it). */
export function wholeIndexCache(bin: string, data: string, cwd: string): string {
  const cache = mkdtempSync(join(tmpdir(), 'mh-bench-whole-'));
  execFileSync(process.execPath, [bin, 'units', '--data', data], { cwd, stdio: 'pipe', env: { ...process.env, MATHHAMMER_CACHE: cache } });
  return cache;
}
