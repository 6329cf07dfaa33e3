#!/usr/bin/env node
// Runs the compiled CLI, bundled into one file for a fast start (npm run build writes dist/). The exit code comes from main's return value.
import { main } from '../dist/cli/main.bundle.js';

process.exitCode = await main(process.argv.slice(2), {
  stdout: (text) => process.stdout.write(text),
  stderr: (text) => process.stderr.write(text),
  isTTY: process.stdout.isTTY === true,
  env: process.env,
});
