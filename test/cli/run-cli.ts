/** Run the CLI in-process and capture what it prints. */
import { main } from '../../src/cli/main.js';

/** `bytes`: what was written to standard output as binary (a picture), when anything was. */
export type CliRun = { code: number; stdout: string; stderr: string; bytes?: Uint8Array };

export async function runCli(
  argv: readonly string[],
  options: { isTTY?: boolean; env?: Record<string, string | undefined>; cwd?: string } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const chunks: Uint8Array[] = [];
  const code = await main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stdoutBytes: (bytes) => {
      chunks.push(bytes);
    },
    stderr: (text) => {
      stderr += text;
    },
    isTTY: options.isTTY ?? false,
    env: options.env ?? {},
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  return { code, stdout, stderr, ...(chunks.length === 0 ? {} : { bytes: Buffer.concat(chunks) }) };
}
