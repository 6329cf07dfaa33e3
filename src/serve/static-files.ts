/**
 * The page's own files, from its folder (web/) and nowhere else: a path is decoded once, and one that
 * leaves the folder (`..`, `%2e%2e`, an encoded slash or backslash, a NUL) or names no file is not found.
 */
import { statSync } from 'node:fs';
import { extname, resolve, sep } from 'node:path';

const TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ttf': 'font/ttf',
  '.ico': 'image/x-icon',
};

export type StaticFile = { readonly path: string; readonly type: string };

/** The file of `urlPath` in `folder` (`/` is index.html), or undefined (404). */
export function staticFile(folder: string, urlPath: string): StaticFile | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\') || decoded.split('/').some((part) => part.startsWith('.'))) return undefined;
  const root = resolve(folder);
  const path = resolve(root, `.${decoded === '/' ? '/index.html' : decoded}`);
  if (!path.startsWith(root + sep)) return undefined;
  const type = TYPES[extname(path).toLowerCase()];
  if (type === undefined) return undefined;
  try {
    return statSync(path).isFile() ? { path, type } : undefined;
  } catch {
    return undefined;
  }
}
