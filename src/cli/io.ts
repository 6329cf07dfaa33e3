/** Everything the CLI touches outside itself, passed in so tests run `main` in-process. */
export type Io = {
  readonly stdout: (text: string) => void;
  /** Binary output (a PNG to a redirected stdout); absent where only text can be written. */
  readonly stdoutBytes?: (bytes: Uint8Array) => void;
  readonly stderr: (text: string) => void;
  /** Whether stdout is a terminal (colour only then). */
  readonly isTTY: boolean;
  readonly env: Readonly<Record<string, string | undefined>>;
  /** Working directory for relative profile paths (default: the process's). */
  readonly cwd?: string;
};

/** Colour when asked (not --no-color), on a terminal, and NO_COLOR (https://no-color.org) is unset or empty. */
export function useColor(io: Io, requested: boolean): boolean {
  const noColor = io.env['NO_COLOR'];
  return requested && io.isTTY && (noColor === undefined || noColor === '');
}
