// Build step (npm run build:pictures, after esbuild bundled the picture renderer): V8's code cache of
// dist/report/picture/render.bundle.cjs, saved after the bundle drew typical pictures in-process (output
// discarded), so that it holds the bytecode of what a picture runs: a picture's cold start then skips
// compiling most of vega and vega-lite. bin/load-cli.cjs says why a code cache, and loads it.
'use strict';
const { writeFileSync } = require('node:fs');
const { join } = require('node:path');
const { assertAscii, loadBundle, useCommandFlags } = require('./load-cli.cjs');

const DIR = join(__dirname, '..', 'dist', 'report', 'picture');
const BUNDLE = join(DIR, 'render.bundle.cjs');
const CODE_CACHE = join(DIR, 'render.bundle.cache');

const pmf = [0.33, 0.49, 0.157, 0.018, 0.0008, 0.0002];
const TYPICAL = [
  {
    title: 'Strike Team (10 models) vs MEQ (5 models)',
    subtitle: ['10× Pulse rifle', '11e rules', 'shooting', 'half range'],
    panels: [
      { kind: 'distribution', title: 'Models destroyed (of 5)', axis: 'models destroyed', pmf, maxK: 5, mean: 0.86, facts: ['expected 0.86 of 5'] },
      {
        kind: 'distribution',
        title: 'Wounds lost (of 10)',
        axis: 'wounds lost',
        pmf,
        maxK: 10,
        mean: 0.86,
        facts: ['expected 0.86'],
        estimate: { label: 'simulated', pmf, stdErrors: pmf.map(() => 0.001), sigmas: 4 },
      },
    ],
    footer: 'Exact probabilities, computed by mathhammer',
    document: { markdown: '## Strike Team\n\n| k | P |\n| --: | --: |\n| 0 | 33% |\n' },
  },
  {
    title: 'Strike Team vs MEQ (5 models)',
    subtitle: ['4 columns'],
    panels: ['Expected models destroyed', 'At least 1 destroyed'].map((title) => ({
      kind: 'ranking',
      title,
      max: null,
      items: ['default', 'carbines'].map((label, i) => ({ label, value: i + 1, text: String(i + 1), best: i === 1 })),
    })),
    footer: 'Exact probabilities, computed by mathhammer',
    document: { text: 'a table' },
  },
];

async function writePictureCache() {
  const { loadFonts } = await import('../dist/cli/picture-renderer.js');
  const fonts = loadFonts('build');
  // made under the flags the command reads it under (load-cli.cjs): V8 rejects a cache made under others
  useCommandFlags();
  assertAscii(BUNDLE);
  const { exports: renderer, script } = loadBundle(BUNDLE, CODE_CACHE, { useCache: false });
  for (const request of TYPICAL) for (const format of ['svg', 'png', 'html']) await renderer.renderPicture(request, format, fonts);
  writeFileSync(CODE_CACHE, script.createCachedData());
}

writePictureCache().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
