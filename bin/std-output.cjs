// Standard output and error for bin/mathhammer.cjs. A terminal gets Node's process.stdout and
// process.stderr (its width, its colours). A pipe or a file gets plain synchronous writes to the
// descriptor. Why: making process.stdout for a pipe loads Node's net and stream modules, about 2% of a
// command's instructions, for writes that Node makes synchronous on pipes and files anyway. Where a write
// would block (a pipe that another program made non-blocking), the rest goes through Node's stream,
// which waits for the reader.
'use strict';
const fs = require('node:fs');

/** Whether `fd` may be a terminal: every terminal is a character device (so is /dev/null). */
function mayBeTerminal(fd, system) {
  try {
    return system.fstatSync(fd).isCharacterDevice();
  } catch {
    return true; // closed or unusual: Node's stream decides
  }
}

/**
 * `write(text or bytes)`, `isTTY()` and `columns()` for descriptor `fd`. `stream()` gives Node's stream for
 * it, made only when needed. `system` is for tests: fstatSync and writeSync, and exit for a reader that
 * has gone (`mathhammer … | head`): the command stops quietly, as other command-line tools do.
 */
function output(fd, stream, system = { fstatSync: fs.fstatSync, writeSync: fs.writeSync, exit: process.exit }) {
  const quitOnClosedPipe = (error) => {
    if (error.code === 'EPIPE') system.exit(process.exitCode ?? 0);
  };
  let made;
  const nodeStream = () => {
    if (made === undefined) {
      made = stream();
      made.on('error', (error) => {
        quitOnClosedPipe(error);
        throw error;
      });
    }
    return made;
  };
  if (mayBeTerminal(fd, system)) {
    return { write: (chunk) => nodeStream().write(chunk), isTTY: () => nodeStream().isTTY === true, columns: () => nodeStream().columns };
  }
  let viaStream = false;
  const write = (chunk) => {
    if (viaStream) return nodeStream().write(chunk);
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    let done = 0;
    try {
      while (done < bytes.length) done += system.writeSync(fd, bytes, done);
    } catch (error) {
      quitOnClosedPipe(error);
      if (error.code !== 'EAGAIN') throw error;
      viaStream = true;
      return nodeStream().write(bytes.subarray(done));
    }
    return true;
  };
  return { write, isTTY: () => false, columns: () => undefined };
}

module.exports = { output };
