/** Where mathhammer keeps what it can make again: indexes, profiles read by name, fetched data. */
import { join } from 'node:path';
import type { Io } from './io.js';

/** MATHHAMMER_CACHE, else $XDG_CACHE_HOME/mathhammer, else ~/.cache/mathhammer; none without a home. */
export function cacheRoot(io: Io): string | undefined {
  const own = io.env['MATHHAMMER_CACHE'];
  if (own !== undefined && own !== '') return own;
  const xdg = io.env['XDG_CACHE_HOME'];
  if (xdg !== undefined && xdg !== '') return join(xdg, 'mathhammer');
  const home = io.env['HOME'] ?? io.env['USERPROFILE'];
  return home === undefined || home === '' ? undefined : join(home, '.cache', 'mathhammer');
}
