/**
 * The tests of the built bin run `npm run build` first, so they never run a stale dist/ — but only when
 * the build is older than a file it is made from: a fresh `npm ci` has just built it, and the build
 * (type-check, two bundles, V8 code caches) is the largest part of those tests otherwise.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** What the build reads: the sources, the bundled profiles, the build scripts and their settings. */
const INPUTS = ['src', 'profiles', 'bin', 'package.json', 'package-lock.json', 'tsconfig.json', 'tsconfig.build.json'];

/** What it writes last (each bundle, then its code cache from the same step). */
const OUTPUTS = ['dist/cli/main.bundle.cjs', 'dist/report/picture/render.bundle.cjs', 'dist/serve/server.bundle.cjs'];

function newestIn(path: string): number {
  if (!existsSync(path)) return 0;
  const info = statSync(path);
  if (!info.isDirectory()) return info.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestIn(join(path, name))));
}

export function buildIfStale(root: string): void {
  const built = Math.min(...OUTPUTS.map((file) => (existsSync(join(root, file)) ? statSync(join(root, file)).mtimeMs : 0)));
  const source = Math.max(...INPUTS.map((path) => newestIn(join(root, path))));
  if (built > source) return;
  execFileSync('npm', ['run', 'build'], { cwd: root, stdio: 'pipe' });
}
