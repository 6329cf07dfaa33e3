/** Where a command finds the profiles it names: the working directory and the bundled profiles. */
import type { LoadOptions } from '../../profile/index.js';
import { cachedLoader, type ProfileLoader } from '../../plan/index.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/** The command's profile loader: each profile read and parsed once per command. */
export function commandLoader(io: Io): ProfileLoader {
  return cachedLoader(loadOptions(io));
}
