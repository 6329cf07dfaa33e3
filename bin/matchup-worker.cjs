// The worker thread of `mathhammer matchup` (src/cli/matchup-parallel.ts): the same bundle, loaded with
// matchup's start cache, reads the opponent's side and computes its half of the rows. V8's flags are the
// process's, set by the main thread (load-cli.cjs, useCommandFlags).
'use strict';
const { parentPort, workerData } = require('node:worker_threads');
const { loadCli } = require('./load-cli.cjs');

loadCli({ command: 'matchup' }).matchupWorker(workerData, parentPort);
