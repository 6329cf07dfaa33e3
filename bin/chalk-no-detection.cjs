// chalk's colour detection (its vendored supports-color) as chalk sees it inside the CLI's bundle
// (bin/bundle.cjs puts it there). mathhammer decides colour itself (--color, NO_COLOR, FORCE_COLOR, a
// terminal: src/cli/io.ts useColor) and gives every Chalk it makes a level; chalk's own detection would
// only load node:os and node:tty on every start, unused.
'use strict';
module.exports = { stdout: false, stderr: false };
