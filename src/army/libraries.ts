/**
 * The parsing libraries, loaded only when army data is read: `calc` on bundled or YAML profiles never
 * loads them, so they cost its cold start nothing. The build keeps them out of the bundle
 * (esbuild --external); a synchronous require keeps the profile loader synchronous.
 */
import { createRequire } from 'node:module';
import type * as Fflate from 'fflate';
import type * as Saxes from 'saxes';

const load = createRequire(import.meta.url);

export function xmlLibrary(): typeof Saxes {
  return load('saxes') as typeof Saxes;
}

export function zipLibrary(): typeof Fflate {
  return load('fflate') as typeof Fflate;
}
