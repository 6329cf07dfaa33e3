/** Files of the compiled CLI: only dist/cli/ has the bundled profiles parsed at build time (profile/precompiled.ts). */
import { fileURLToPath } from 'node:url';

export { BUNDLED_DIR, PACKAGE_ROOT, packageVersion } from '../api/paths.js';
export const PRECOMPILED_PROFILES = fileURLToPath(new URL('./bundled-profiles.v8', import.meta.url));
