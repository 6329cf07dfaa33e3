// node:child_process as commander sees it inside the CLI's bundle (bin/bundle.cjs puts it there).
// commander requires child_process when it loads, for executable subcommands (programs that run another
// file); mathhammer has none, and loading child_process also loads net, dgram and their bindings on
// every start. This loads it on first use instead, should commander ever spawn.
'use strict';
let childProcess;

module.exports = {
  spawn: (...args) => (childProcess ??= require('node:child_process')).spawn(...args),
};
