/**
 * Loads the picture renderer (src/report/picture/render.ts) and the font it draws with, only when a
 * picture is asked for: vega, vega-lite and resvg would otherwise slow every command's start.
 */
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { PictureFonts } from '../report/picture/fonts.js';
import { InputError } from './errors.js';

export type Renderer = typeof import('../report/picture/render.js');

/**
 * The build bundles the renderer with vega and its dependencies into one CommonJS file, which loads about
 * twice as fast as their hundreds of modules, and writes a V8 code cache of it after drawing typical
 * pictures (bin/write-picture-cache.cjs), which saves about a third more. It is loaded the way the CLI's
 * own bundle is (bin/load-cli.cjs: CommonJS, because `import()` is not available inside that compiled
 * script while `require` is). Run from the sources (tests), there is no bundle: the module is imported.
 */
const BUNDLE = new URL('../report/picture/render.bundle.cjs', import.meta.url);
const CODE_CACHE = new URL('../report/picture/render.bundle.cache', import.meta.url);
const LOADER = new URL('../../bin/load-cli.cjs', import.meta.url);

type BundleLoader = { loadBundle: (bundle: string, cacheFile: string) => { exports: unknown } };

/** Loaded once per process: `mathhammer serve` draws a picture for every question. */
let loaded: Renderer | undefined;

export async function loadRenderer(command: string): Promise<Renderer> {
  return (loaded ??= await importRenderer(command));
}

async function importRenderer(command: string): Promise<Renderer> {
  try {
    if (existsSync(BUNDLE)) {
      const { loadBundle } = createRequire(import.meta.url)(fileURLToPath(LOADER)) as BundleLoader;
      return loadBundle(fileURLToPath(BUNDLE), fileURLToPath(CODE_CACHE)).exports as Renderer;
    }
    return await import('../report/picture/render.js');
  } catch (error) {
    const reason = error instanceof Error ? (error.message.split('\n')[0] ?? error.message) : String(error);
    throw new InputError([`mathhammer ${command}: the picture renderer could not be loaded (${reason}); reinstall mathhammer (npm ci)`]);
  }
}

/** Atkinson Hyperlegible, from its npm package (SIL Open Font License 1.1; docs/formats.md). */
const FONT_FILES = {
  regular: '@expo-google-fonts/atkinson-hyperlegible/400Regular/AtkinsonHyperlegible_400Regular.ttf',
  bold: '@expo-google-fonts/atkinson-hyperlegible/700Bold/AtkinsonHyperlegible_700Bold.ttf',
} as const;

/** The font's files (`mathhammer serve` serves them to the page). */
export function fontPaths(command: string): { regular: string; bold: string } {
  const resolve = createRequire(import.meta.url).resolve;
  const path = (name: string) => {
    try {
      return resolve(name);
    } catch {
      throw new InputError([`mathhammer ${command}: the font file ${name} is missing; reinstall mathhammer (npm ci)`]);
    }
  };
  return { regular: path(FONT_FILES.regular), bold: path(FONT_FILES.bold) };
}

export function loadFonts(command: string): PictureFonts {
  const paths = fontPaths(command);
  const file = (path: string) => ({ path, bytes: readFileSync(path) });
  return { regular: file(paths.regular), bold: file(paths.bold) };
}
