#!/usr/bin/env node
// Runs the compiled CLI (npm run build writes dist/); bin/load-cli.cjs says how and why. The exit code
// comes from main's return value.
'use strict';
const { loadCli, useCommandFlags } = require('./load-cli.cjs');
const { standardOutputs } = require('./std-output.cjs');

const { stdout, stderr } = standardOutputs();

const cli = loadCli({ command: process.argv[2] });
useCommandFlags();
cli
  .main(process.argv.slice(2), {
    stdout: stdout.write,
    stdoutBytes: stdout.write,
    stderr: stderr.write,
    isTTY: stdout.isTTY(),
    env: process.env,
    columns: stdout.columns(),
    stderrIsTTY: stderr.isTTY(),
    // A matchup of army files reads and computes on a second thread too (src/cli/matchup-parallel.ts).
    matchupWorker: require('node:path').join(__dirname, 'matchup-worker.cjs'),
    // Ctrl-C during long work (simulate): the command stops between chunks and exits 130.
    onInterrupt: (handler) => {
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
  })
  .then((code) => {
    process.exitCode = code;
  });
