// Build step (npm run build, after tsc and esbuild): writes what makes a cold start fast.
//  1. dist/cli/bundled-profiles.v8: every bundled profile parsed (src/profile/precompiled.ts says why).
//  2. dist/cli/main.bundle.cache: V8's code cache of the bundle, saved after a few typical commands ran
//     in-process (output discarded), so it holds the bytecode of every function they ran. load-cli.cjs
//     says why.
'use strict';
const { writeFileSync } = require('node:fs');
const { BUNDLE, CODE_CACHE, assertAscii, loadCli } = require('./load-cli.cjs');

const TYPICAL = [
  ['calc', 'strike-team', 'meq', '--half-range'],
  ['calc', 'strike-team', 'meq', '--half-range', '--json'],
  ['calc', 'mukaali-riders', 'teq', '--phase', 'melee', '--charged', '--rules', '10e'],
  ['compare', 'mukaali-riders', '--loadouts', 'all', '--vs', 'geq', 'meq', 'teq', 'vehicle', 'tank', 'knight', 'monster', 'horde'],
  ['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--json'],
  ['profiles'],
  ['--help'],
];

async function writeStartCaches() {
  const { BUNDLED_DIR, PRECOMPILED_PROFILES } = await import('../dist/cli/paths.js');
  const { precompileBundled } = await import('../dist/profile/precompile-bundled.js');
  writeFileSync(PRECOMPILED_PROFILES, precompileBundled(BUNDLED_DIR));

  assertAscii(BUNDLE);
  const { main, script } = loadCli({ useCache: false });
  const io = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };
  for (const argv of TYPICAL) {
    const code = await main(argv, io);
    if (code !== 0) throw new Error(`write-start-caches: \`mathhammer ${argv.join(' ')}\` exited ${code}`);
  }
  writeFileSync(CODE_CACHE, script.createCachedData());
}

writeStartCaches().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
