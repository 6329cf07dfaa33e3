// Build step (npm run build, after tsc): bundles the compiled CLI into one CommonJS file, and the picture
// renderer into another (loaded only when a picture is asked for). bin/load-cli.cjs says why one file.
//   node bin/bundle.cjs cli | pictures
'use strict';
const { build } = require('esbuild');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');

const COMMON = {
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  // Names stay readable: an internal error prints its stack for the bug report.
  minifyWhitespace: true,
  minifySyntax: true,
  logLevel: 'warning',
  absWorkingDir: ROOT,
};

/** cli-table3's `require('string-width')` gets bin/table-string-width.cjs, which says why. */
const tableStringWidth = {
  name: 'table-string-width',
  setup(plugins) {
    plugins.onResolve({ filter: /^string-width$/ }, (args) =>
      /[\\/]cli-table3[\\/]/.test(args.importer) ? { path: join(__dirname, 'table-string-width.cjs') } : undefined,
    );
  },
};

const BUNDLES = {
  cli: {
    entryPoints: ['dist/cli/main.js'],
    outfile: 'dist/cli/main.bundle.cjs',
    // saxes and fflate: only `import` reads army data; the picture renderer is the other bundle.
    external: ['saxes', 'fflate', '../report/picture/render.js'],
    banner: { js: 'const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;' },
    define: { 'import.meta.url': '__importMetaUrl' },
    plugins: [tableStringWidth],
  },
  pictures: {
    entryPoints: ['dist/report/picture/render.js'],
    outfile: 'dist/report/picture/render.bundle.cjs',
    external: ['@resvg/resvg-js'],
    alias: { 'vega-canvas': './dist/report/picture/no-canvas.js' },
    supported: { 'dynamic-import': false },
  },
};

const which = process.argv[2];
if (!Object.hasOwn(BUNDLES, which ?? '')) {
  console.error(`usage: node bin/bundle.cjs ${Object.keys(BUNDLES).join(' | ')}`);
  process.exit(2);
}
build({ ...COMMON, ...BUNDLES[which] }).catch(() => {
  process.exitCode = 1; // esbuild has printed what went wrong
});
