/**
 * Everything the CLI touches outside itself, passed in so tests run `main` in-process (and inject a
 * terminal's width, standard input, a clock or a Ctrl-C). bin/mathhammer.cjs passes the real ones.
 */
export type Io = {
  readonly stdout: (text: string) => void;
  /** Binary output (a PNG to a redirected stdout); absent where only text can be written. */
  readonly stdoutBytes?: (bytes: Uint8Array) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour, warnings shown once, the terminal's width). */
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Working directory for relative profile paths (default: the process's). */
  readonly cwd?: string;
  /** stdout's width in columns when it is a terminal (`process.stdout.columns`); COLUMNS overrides it. */
  readonly columns?: number;
  /** Whether stderr is a terminal: a progress meter is drawn only then. */
  readonly stderrIsTTY?: boolean;
  /** Standard input, whole (`-` for a profile or an export); default: the process's. */
  readonly readStdin?: () => Promise<Uint8Array | string>;
  /**
   * Where a progress meter draws (default: stderr). It writes carriage returns to redraw its line, which
   * the CLI escapes in every other text it prints (terminal-text.ts), so it has a channel of its own.
   */
  readonly progress?: (text: string) => void;
  /** Milliseconds, for a progress meter's estimate of the time left (default: Date.now). */
  readonly now?: () => number;
  /**
   * The file of matchup's worker thread (bin/matchup-worker.cjs, the built bundle's): given, a matchup of
   * army files reads and computes on two cores (matchup-parallel.ts); absent (tests in-process), on one.
   */
  readonly matchupWorker?: string;
  /** Calls `handler` on Ctrl-C until the returned function is called (default: Ctrl-C ends the process). */
  readonly onInterrupt?: (handler: () => void) => () => void;
};

/** How `--color` was given: `--color always|never|auto`, `--no-color` (false), or not at all. */
export type ColorChoice = 'always' | 'never' | 'auto' | boolean | undefined;

/**
 * Colour, by the conventions users expect: `--color always`/`never` (and `--no-color`) decide; else
 * FORCE_COLOR (set and not 0/false: on; 0/false: off, https://force-color.org); else NO_COLOR set and
 * not empty means off (https://no-color.org); else TERM=dumb means off; else colour on a terminal.
 */
export function useColor(io: Io, choice: ColorChoice): boolean {
  if (choice === 'always') return true;
  if (choice === 'never' || choice === false) return false;
  const force = io.env['FORCE_COLOR'];
  if (force !== undefined) return !['0', 'false'].includes(force.trim().toLowerCase());
  const noColor = io.env['NO_COLOR'];
  if (noColor !== undefined && noColor !== '') return false;
  if (io.env['TERM'] === 'dumb') return false;
  return io.isTTY;
}

/** Narrower than this, the tables cannot fit anyway: wrapping stops getting narrower. */
const MIN_WIDTH = 60;
/** Wider than this, lines get too long to read. */
const MAX_WIDTH = 200;

/**
 * The width to lay text out in: COLUMNS when set to a number (the shell's, or the user's override), else
 * the terminal's width when stdout is one, else 80 (a file, a pipe).
 */
export function outputWidth(io: Io): number {
  const fromEnv = Number(io.env['COLUMNS']);
  const width = Number.isInteger(fromEnv) && fromEnv > 0 ? fromEnv : io.isTTY && io.columns !== undefined && io.columns > 0 ? io.columns : 80;
  return Math.min(MAX_WIDTH, Math.max(MIN_WIDTH, width));
}
