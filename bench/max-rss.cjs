// Preloaded by bench/matchup.ts (node --require): writes the process's peak resident memory, in bytes,
// to MAX_RSS_FILE when it exits (worker threads included: they share the process).
'use strict';
const { writeFileSync } = require('node:fs');

process.on('exit', () => {
  if (process.env.MAX_RSS_FILE) writeFileSync(process.env.MAX_RSS_FILE, String(process.resourceUsage().maxRSS * 1024));
});
