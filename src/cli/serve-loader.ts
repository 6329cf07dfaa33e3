/**
 * Loads `mathhammer serve`'s web server (src/serve/) only when that command runs: node:http and the
 * server's code stay out of every other command's start. Built, it is its own CommonJS bundle
 * (dist/serve/server.bundle.cjs, bin/bundle.cjs), required as the picture renderer is
 * (picture-renderer.ts says why not `import()`); run from the sources (tests), the module is imported.
 */
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

export type ServerModule = typeof import('../serve/server.js');

const BUNDLE = new URL('../serve/server.bundle.cjs', import.meta.url);

export async function loadServer(): Promise<ServerModule> {
  if (existsSync(BUNDLE)) return createRequire(import.meta.url)(fileURLToPath(BUNDLE)) as ServerModule;
  return await import('../serve/server.js');
}
