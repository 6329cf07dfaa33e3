/**
 * Standard input as `-`: a datasheet export for import, a profile for every command that takes one. It is
 * read once per command, whole, up to a limit (a terminal with nothing piped in is a usage error).
 */
import { InputError } from './errors.js';
import type { Io } from './io.js';

/** The process's standard input, up to just over `limit` bytes (more is refused by the caller). */
async function processStdin(limit: number, command: string, hint: string): Promise<Uint8Array> {
  if (process.stdin.isTTY === true) throw new InputError([`mathhammer ${command}: nothing on standard input; ${hint}`]);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    chunks.push(buffer);
    size += buffer.length;
    if (size > limit) break;
  }
  return Buffer.concat(chunks);
}

/** Standard input's bytes, from the Io (tests) or the process; `hint` says what to pipe in. */
export async function readStdin(io: Io, limit: number, command: string, hint: string): Promise<Uint8Array> {
  const input = io.readStdin === undefined ? await processStdin(limit, command, hint) : await io.readStdin();
  return typeof input === 'string' ? new TextEncoder().encode(input) : input;
}

/** How issues name a profile read from standard input. */
export const STDIN_NAME = '<stdin>';

/**
 * The profile text of a command whose references include `-`: read once; a second `-` is a usage error,
 * since standard input can be read only once.
 */
export async function stdinForProfiles(io: Io, command: string, refs: readonly (string | undefined)[], limit: number): Promise<Uint8Array | undefined> {
  const count = refs.filter((ref) => ref === '-').length;
  if (count === 0) return undefined;
  if (count > 1) throw new InputError([`mathhammer ${command}: "-" (standard input) is given ${count} times; only one profile can come from standard input`]);
  return readStdin(io, limit, command, `pipe a profile in (cat squad.yaml | mathhammer ${command} - …) or give its path`);
}
