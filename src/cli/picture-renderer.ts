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
 * The build bundles the renderer with vega and its dependencies into one CommonJS file, which loads two
 * to three times faster than their hundreds of modules. CommonJS because the CLI itself runs from a
 * bundle compiled with a code cache (bin/load-cli.cjs), where `import()` is not available but `require`
 * is. Run from the sources (tests), there is no bundle: the module is imported.
 */
const BUNDLE = new URL('../report/picture/render.bundle.cjs', import.meta.url);

export async function loadRenderer(command: string): Promise<Renderer> {
  try {
    if (existsSync(BUNDLE)) return createRequire(import.meta.url)(fileURLToPath(BUNDLE)) as Renderer;
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

export function loadFonts(command: string): PictureFonts {
  const resolve = createRequire(import.meta.url).resolve;
  const file = (name: string) => {
    try {
      const path = resolve(name);
      return { path, bytes: readFileSync(path) };
    } catch {
      throw new InputError([`mathhammer ${command}: the font file ${name} is missing; reinstall mathhammer (npm ci)`]);
    }
  };
  return { regular: file(FONT_FILES.regular), bold: file(FONT_FILES.bold) };
}
