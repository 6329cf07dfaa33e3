/** Where a command finds the profiles it names: the working directory and the bundled profiles. */
import type { ApiContext } from '../../api/context.js';
import { cachedLoader } from '../../plan/index.js';
import type { LoadOptions } from '../../profile/index.js';
import type { Io } from '../io.js';
import { BUNDLED_DIR, PRECOMPILED_PROFILES } from '../paths.js';

export function loadOptions(io: Io): LoadOptions {
  return { bundledDir: BUNDLED_DIR, precompiled: PRECOMPILED_PROFILES, ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}

/** The API context of one command: its working directory, and a loader reading each profile once. */
export function commandContext(io: Io): ApiContext {
  return { loader: cachedLoader(loadOptions(io)), ...(io.cwd === undefined ? {} : { cwd: io.cwd }) };
}
