// Build step (npm run build, after tsc): bundles the compiled CLI into one CommonJS module in its
// wrapper, the picture renderer into another (loaded only when a picture is asked for), and serve's
// web server into a third (a plain CommonJS module, required only by `mathhammer serve`).
// bin/load-cli.cjs says why one file.
//   node bin/bundle.cjs cli | pictures | serve
'use strict';
const { build } = require('esbuild');
const { createHash } = require('node:crypto');
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const ROOT = join(__dirname, '..');

/**
 * Each bundle is written as one function expression, the wrapper Node puts around a CommonJS module:
 * bin/load-cli.cjs compiles it as it is and calls it.
 */
const MODULE_WRAPPER = { open: '(function (exports, require, module, __filename, __dirname) {', close: '\n})' };

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
  banner: { js: MODULE_WRAPPER.open },
  footer: { js: MODULE_WRAPPER.close },
};

/**
 * A module, as one package inside the CLI's bundle requires it, replaced by a file of bin/ that says why:
 * cli-table3's string-width (measures ASCII at once), chalk's colour detection (unused: mathhammer
 * decides colour) and commander's child_process (loaded on first use).
 */
function substitute(request, importer, file) {
  return {
    name: file,
    setup(plugins) {
      plugins.onResolve({ filter: request }, (args) => (importer.test(args.importer) ? { path: join(__dirname, file) } : undefined));
    },
  };
}

const SUBSTITUTES = [
  substitute(/^string-width$/, /[\\/]cli-table3[\\/]/, 'table-string-width.cjs'),
  substitute(/^#supports-color$/, /[\\/]chalk[\\/]/, 'chalk-no-detection.cjs'),
  substitute(/^node:child_process$/, /[\\/]commander[\\/]/, 'lazy-child-process.cjs'),
];

/**
 * cli-table3's Cell.draw, as the CLI's bundle holds it, without the debug message it formats for every line
 * of every cell it draws: it cuts the cell's whole text to 10 columns (a loop that measures the text
 * again for each character it drops) to record it only when cli-table3's debug level is raised, which
 * mathhammer never does. About 2% of an 8 × 8 compare's table, 1% of a one-defender compare. The build
 * stops if a new cli-table3 no longer has that line.
 */
const DEBUG_MESSAGE = /\n {4}let content = utils\.truncate\(this\.content, 10, this\.truncate\);\n {4}if \(!lineNum\) \{\n {6}info\(`[^`]*`\);\n {4}\} else \{\n {6}\/\/[^\n]*\n {4}\}/;
const tableCellWithoutDebug = {
  name: 'table-cell-without-debug',
  setup(plugins) {
    plugins.onLoad({ filter: /[\\/]cli-table3[\\/]src[\\/]cell\.js$/ }, (args) => {
      const source = readFileSync(args.path, 'utf8');
      if (!DEBUG_MESSAGE.test(source)) throw new Error(`${args.path}: Cell.draw's debug message is not where bin/bundle.cjs expects it`);
      return { contents: source.replace(DEBUG_MESSAGE, ''), loader: 'js' };
    });
  },
};

/**
 * A hash of the compiled code (every .js file tsc wrote under dist; the bundles are .cjs): the CLI names what it caches from
 * its own work by it (a rule's reading, src/wording/memo.ts), so a build that reads differently never
 * reuses an older build's results.
 */
function buildId() {
  const hash = createHash('sha256');
  const files = readdirSync(join(ROOT, 'dist'), { recursive: true }).filter((f) => f.endsWith('.js')).sort();
  for (const file of files) hash.update(file).update(readFileSync(join(ROOT, 'dist', file)));
  return hash.digest('hex').slice(0, 16);
}

const BUNDLES = {
  cli: {
    entryPoints: ['dist/cli/main.js'],
    outfile: 'dist/cli/main.bundle.cjs',
    // saxes and fflate: only `import` reads army data; the picture renderer is the other bundle.
    external: ['saxes', 'fflate', '../report/picture/render.js', '../serve/server.js'],
    banner: { js: `${MODULE_WRAPPER.open}const __importMetaUrl = require("node:url").pathToFileURL(__filename).href;` },
    define: { 'import.meta.url': '__importMetaUrl', MATHHAMMER_BUILD_ID: JSON.stringify(buildId()) },
    plugins: [...SUBSTITUTES, tableCellWithoutDebug],
  },
  pictures: {
    entryPoints: ['dist/report/picture/render.js'],
    outfile: 'dist/report/picture/render.bundle.cjs',
    external: ['@resvg/resvg-js'],
    alias: { 'vega-canvas': './dist/report/picture/no-canvas.js' },
    supported: { 'dynamic-import': false },
  },
  // `mathhammer serve`'s web server (src/cli/serve-loader.ts), required only by that command.
  serve: {
    entryPoints: ['dist/serve/server.js'],
    outfile: 'dist/serve/server.bundle.cjs',
    banner: {},
    footer: {},
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
