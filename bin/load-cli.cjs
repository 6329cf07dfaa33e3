// Loads the compiled CLI (dist/cli/main.bundle.cjs: one CommonJS module in its wrapper, written by
// `npm run build`) with a V8 code cache for the command it runs (dist/cli/start-caches/<command>.cache,
// written at build time by bin/write-start-caches.cjs).
// Why: most of a cold start is V8 compiling the bundle and interpreting first-run code; a cache carries
// the bytecode of everything that command typically runs, so V8 skips that work. One cache per command,
// because V8 reads the whole of a cache whether the command needs it or not: a calc took 10% fewer
// instructions with a cache of calcs than with one cache of every command (a calc of the player's own
// YAML files 17% fewer, a needed 10%; a compare the same). Node 20 has no
// module.enableCompileCache, hence vm.Script. A missing or rejected cache (another Node version, other V8
// flags) only costs speed: V8 compiles the source as usual. The cache is never written at run time, so a
// read-only install is fine. CommonJS, not ESM, because Node loads it synchronously: no event-loop turns.
'use strict';
const { readFileSync } = require('node:fs');
const { createRequire } = require('node:module');
const { dirname, join } = require('node:path');
const { setFlagsFromString } = require('node:v8');
const { Script } = require('node:vm');

const DIR = join(__dirname, '..', 'dist', 'cli');
const BUNDLE = join(DIR, 'main.bundle.cjs');
const START_CACHES = join(DIR, 'start-caches');
/** The cache of a command the build wrote none for, and of no command at all (`mathhammer --help`). */
const DEFAULT_CACHE = 'default';

/** The file of the start cache named `name`: a command's name, or DEFAULT_CACHE. */
function startCacheFile(name) {
  return join(START_CACHES, `${name}.cache`);
}

function readCache(file) {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * The V8 flags a command runs under once the CLI's bundle is loaded:
 * - An interrupt budget 15 times V8's default. A command of a tenth of a second makes functions hot just
 *   before it ends (a comparison's tables are drawn last); V8 queues them for its optimising compiler on
 *   another thread, and Node waits for those jobs before it exits (about 5 ms of a 120 ms compare on two
 *   cores, for code that never runs again). With the larger budget a short command's functions stay in
 *   the tiers that start at once, and a long one (simulate, thousands of dice) still reaches it within
 *   milliseconds.
 * - A young generation that does not grow (V8 doubles it when many objects survive a scavenge). Each page
 *   a process touches first costs a fault, about 1.6 µs on this project's machine: the 8 × 8 compare
 *   touched 1,300 fewer pages and took 3–8 ms less, for 12 more scavenges of a few objects each (about
 *   2 ms); simulate (200,000 trials) and 1,000 models against 300 were no slower.
 *
 * Set only after the CLI's bundle and the Node modules it needs are loaded: V8 rejects a code cache made
 * under other flags, Node's own modules' caches included. The picture bundle, loaded later, has its
 * cache made under these flags (bin/write-picture-cache.cjs).
 */
function useCommandFlags() {
  setFlagsFromString('--interrupt-budget=1000000');
  setFlagsFromString('--semi-space-growth-factor=1');
}

/**
 * Compiles and runs a bundle with a code cache (its bytes, or undefined for none); returns its exports,
 * the compiled script (to write a cache from) and whether V8 used the cache.
 *
 * A bundle is one function expression, the wrapper Node puts around a CommonJS module written into the
 * file by the build (bin/bundle.cjs), so the bundle sees require, module and __filename. In the file
 * rather than added here: V8 would copy the joined text once more to compile it (a quarter of the
 * bundle's load, in pages first touched). Read as latin1: esbuild writes ASCII (its default charset; the
 * build checks it), which latin1 decodes to the same text as UTF-8, without UTF-8's validation.
 */
function runBundle(bundle, cachedData) {
  const script = new Script(readFileSync(bundle, 'latin1'), { filename: bundle, cachedData });
  const module = { exports: {} };
  script.runInThisContext()(module.exports, createRequire(bundle), module, bundle, dirname(bundle));
  return { exports: module.exports, script, cacheUsed: cachedData !== undefined && !script.cachedDataRejected };
}

/** runBundle with the code cache in `cacheFile` where it can be read: the picture renderer's bundle (src/cli/picture-renderer.ts). */
function loadBundle(bundle, cacheFile, { useCache = true } = {}) {
  return runBundle(bundle, useCache ? readCache(cacheFile) : undefined);
}

/**
 * For the build, before a bundle's cache is written: loadBundle reads the bundle as latin1, which is
 * its text only if every byte is ASCII.
 */
function assertAscii(bundle) {
  const at = readFileSync(bundle).findIndex((byte) => byte > 0x7f);
  if (at >= 0) throw new Error(`${bundle}: byte ${at} is not ASCII; load-cli.cjs reads bundles as latin1 (keep esbuild's default charset)`);
}

/**
 * The start cache for a command line's first argument, as { name, bytes }: the command's own where the
 * build wrote one, else the default. Only a name of letters a-z is looked for (not an option or a path).
 */
function startCacheFor(command) {
  if (typeof command === 'string' && /^[a-z]+$/.test(command)) {
    const bytes = readCache(startCacheFile(command));
    if (bytes !== undefined) return { name: command, bytes };
  }
  return { name: DEFAULT_CACHE, bytes: readCache(startCacheFile(DEFAULT_CACHE)) };
}

/**
 * The CLI's bundle, with the start cache for `command` (the command line's first argument), or with none
 * (`useCache: false`, for the build): its `main` (and `matchupWorker`, bin/matchup-worker.cjs's), the compiled script, the cache's name and whether V8
 * used the cache.
 */
function loadCli({ command, useCache = true } = {}) {
  const cache = useCache ? startCacheFor(command) : { name: undefined, bytes: undefined };
  const { exports, script, cacheUsed } = runBundle(BUNDLE, cache.bytes);
  return { main: exports.main, matchupWorker: exports.matchupWorker, script, cacheName: cache.name, cacheUsed };
}

module.exports = { BUNDLE, DEFAULT_CACHE, START_CACHES, assertAscii, loadBundle, loadCli, startCacheFile, useCommandFlags };
