// Build step (npm run build, after tsc and esbuild): writes what makes a cold start fast.
//  1. dist/cli/bundled-profiles.v8: every bundled profile parsed (src/profile/precompiled.ts says why).
//  2. dist/cli/start-caches/<name>.cache: V8 code caches of the bundle, one per command below and a
//     default for the others, each saved after that command's typical runs in-process (output discarded),
//     so it holds the bytecode of every function they ran. load-cli.cjs says why, and why one per command.
// Each cache is written by a process of its own (`node bin/write-start-caches.cjs <name> <dir>`): in one
// process, every cache would also hold what the commands before it compiled.
'use strict';
const { spawnSync } = require('node:child_process');
const { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } = require('node:fs');
const { tmpdir } = require('node:os');
const { join } = require('node:path');
const { BUNDLE, DEFAULT_CACHE, START_CACHES, assertAscii, loadCli, startCacheFile } = require('./load-cli.cjs');

const ROOT = join(__dirname, '..');
/** Bundled profiles copied to a folder of the build's: the runs that read them parse their YAML, as a player's own files are. */
const OWN_FILES = ['strike-team', 'mukaali-riders', 'meq', 'teq'];

/** Each cache's typical runs, given the folder of OWN_FILES. */
const TYPICAL = {
  calc: (own) => [
    ['calc', 'strike-team', 'meq', '--half-range'],
    ['calc', 'strike-team', 'meq', '--half-range', '--json'],
    ['calc', join(own, 'strike-team.yaml'), join(own, 'meq.yaml'), '--half-range'],
    ['calc', 'mukaali-riders', 'teq', '--phase', 'melee', '--charged', '--rules', '10e'],
  ],
  compare: (own) => [
    ['compare', 'mukaali-riders', '--loadouts', 'all', '--vs', 'geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'],
    ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--json'],
    ['compare', join(own, 'mukaali-riders.yaml'), '--loadouts', 'all', '--vs', join(own, 'meq.yaml'), join(own, 'teq.yaml')],
  ],
  sequence: (own) => [
    ['sequence', 'knight', 'medusa-carriage-battery --stationary', 'strike-team --half-range', 'mukaali-riders --phase melee --charged'],
    ['sequence', join(own, 'teq.yaml'), `${join(own, 'strike-team.yaml')} --half-range`, `${join(own, 'mukaali-riders.yaml')} --phase melee`, '--json'],
  ],
  needed: (own) => [
    ['needed', 'strike-team', 'teq', '--goal', 'destroyed', '--p', '0.9', '--half-range'],
    ['needed', join(own, 'strike-team.yaml'), join(own, 'teq.yaml'), '--goal', 'at-least 2', '--p', '0.5', '--json'],
  ],
  show: (own) => [
    ['show', 'strike-team'],
    ['show', join(own, 'mukaali-riders.yaml'), '--loadout', 'plasma-gun', '--json'],
  ],
  [DEFAULT_CACHE]: (own) => [['profiles'], ['--help'], ['calc', '--help'], ['effects'], ['validate', ...OWN_FILES.map((name) => join(own, `${name}.yaml`))]],
};

/** In a process of its own: runs cache `name`'s typical commands on the bundle and writes its cache. */
async function writeStartCache(name, own) {
  const { main, script } = loadCli({ useCache: false });
  for (const argv of TYPICAL[name](own)) {
    let errors = '';
    const code = await main(argv, { stdout: () => {}, stderr: (text) => (errors += text), isTTY: false, env: {} });
    if (code !== 0) throw new Error(`write-start-caches: \`mathhammer ${argv.join(' ')}\` exited ${code}\n${errors}`);
  }
  writeFileSync(startCacheFile(name), script.createCachedData());
}

async function writeStartCaches() {
  const { BUNDLED_DIR, PRECOMPILED_PROFILES } = await import('../dist/cli/paths.js');
  const { precompileBundled } = await import('../dist/profile/precompile-bundled.js');
  writeFileSync(PRECOMPILED_PROFILES, precompileBundled(BUNDLED_DIR));

  assertAscii(BUNDLE);
  rmSync(START_CACHES, { recursive: true, force: true }); // no cache of a command no longer listed
  mkdirSync(START_CACHES, { recursive: true });
  const own = mkdtempSync(join(tmpdir(), 'mathhammer-build-'));
  try {
    for (const name of OWN_FILES) copyFileSync(join(ROOT, 'profiles', `${name}.yaml`), join(own, `${name}.yaml`));
    for (const name of Object.keys(TYPICAL)) {
      const run = spawnSync(process.execPath, [__filename, name, own], { stdio: 'inherit' });
      if (run.status !== 0) throw new Error(`write-start-caches: the ${name} cache was not written (exit ${run.status ?? run.signal})`);
    }
  } finally {
    rmSync(own, { recursive: true, force: true });
  }
}

const [name, own] = process.argv.slice(2);
(name === undefined ? writeStartCaches() : writeStartCache(name, own)).catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
