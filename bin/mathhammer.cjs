#!/usr/bin/env node
// Runs the compiled CLI (npm run build writes dist/); bin/load-cli.cjs says how and why. The exit code
// comes from main's return value.
'use strict';
const { loadCli, useCommandFlags } = require('./load-cli.cjs');

// `mathhammer … | head` closes the pipe early: stop quietly, as other command-line tools do.
process.stdout.on('error', (error) => {
  if (error.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  throw error;
});

const cli = loadCli();
useCommandFlags();
cli
  .main(process.argv.slice(2), {
    stdout: (text) => process.stdout.write(text),
    stdoutBytes: (bytes) => process.stdout.write(bytes),
    stderr: (text) => process.stderr.write(text),
    isTTY: process.stdout.isTTY === true,
    env: process.env,
    columns: process.stdout.columns,
    stderrIsTTY: process.stderr.isTTY === true,
    // Ctrl-C during long work (simulate): the command stops between chunks and exits 130.
    onInterrupt: (handler) => {
      process.on('SIGINT', handler);
      return () => process.off('SIGINT', handler);
    },
  })
  .then((code) => {
    process.exitCode = code;
  });
