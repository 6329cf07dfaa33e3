// Standard output and error for bin/mathhammer.cjs. A terminal gets Node's process.stdout and
// process.stderr (its width, its colours). A pipe or a file gets plain synchronous writes to the
// descriptor. Why: making process.stdout for a pipe loads Node's net and stream modules, about 2% of a
// command's instructions, for writes that Node makes synchronous on pipes and files anyway. Where a write
// would block (a pipe that another program made non-blocking), the rest goes through Node's stream,
// which waits for the reader.
'use strict';
const fs = require('node:fs');

const SYSTEM = { fstatSync: fs.fstatSync, writeSync: fs.writeSync, exit: (code) => process.exit(code) };

/** Whether `fd` may be a terminal: every terminal is a character device (so is /dev/null). */
function mayBeTerminal(fd, system) {
  try {
    return system.fstatSync(fd).isCharacterDevice();
  } catch {
    return true; // closed or unusual: Node's stream decides
  }
}

/**
 * `write(text or bytes)`, `isTTY()` and `columns()` for descriptor `fd`. `stream()` gives Node's stream
 * for it, made only when needed. After a write fails, `failed(error)` is told once and later writes are
 * dropped. `system` is for tests.
 */
function output(fd, stream, failed, system = SYSTEM) {
  let gone = false;
  const fail = (error) => {
    if (gone) return;
    gone = true;
    failed(error);
  };
  let made;
  const nodeStream = () => {
    if (made === undefined) made = stream().on('error', fail);
    return made;
  };
  const viaStream = (chunk) => {
    if (!gone) nodeStream().write(chunk);
    return true;
  };
  if (mayBeTerminal(fd, system)) return { write: viaStream, isTTY: () => nodeStream().isTTY === true, columns: () => nodeStream().columns };

  let blocked = false;
  const write = (chunk) => {
    if (gone || blocked) return viaStream(chunk);
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let done = 0;
    try {
      while (done < bytes.length) done += system.writeSync(fd, bytes, done);
    } catch (error) {
      if (error.code === 'EAGAIN') {
        blocked = true;
        return viaStream(bytes.subarray(done));
      }
      fail(error);
    }
    return true;
  };
  return { write, isTTY: () => false, columns: () => undefined };
}

/**
 * The bin's stdout and stderr. A reader of stdout that has gone (`mathhammer … | head`) ends the command
 * quietly with its exit code so far, as other command-line tools do; any other failure to write stdout
 * (a full disk, a descriptor not open for writing) is said on stderr, exit 1. A failed stderr drops what
 * follows, the command going on: there is nowhere left to say it, and the exit code still tells.
 */
function standardOutputs(system = SYSTEM) {
  const stderr = output(2, () => process.stderr, () => {}, system);
  const stdoutFailed = (error) => {
    if (error.code !== 'EPIPE') stderr.write(`mathhammer: cannot write to standard output: ${error.message}\n`);
    system.exit(error.code === 'EPIPE' ? (process.exitCode ?? 0) : 1);
  };
  return { stdout: output(1, () => process.stdout, stdoutFailed, system), stderr };
}

module.exports = { output, standardOutputs };
