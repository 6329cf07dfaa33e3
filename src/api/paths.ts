/** Where the package's own files are: src/api/ and dist/api/ (like src/cli/, dist/cli/) sit two levels below the package root. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PACKAGE_ROOT = fileURLToPath(new URL('../../', import.meta.url));
/** The bundled profiles (`strike-team`, `meq`, …). */
export const BUNDLED_DIR = fileURLToPath(new URL('../../profiles/', import.meta.url));

export function packageVersion(): string {
  const text = readFileSync(new URL('../../package.json', import.meta.url), 'utf8');
  const version: unknown = (JSON.parse(text) as { version?: unknown }).version;
  return typeof version === 'string' ? version : '0.0.0';
}
