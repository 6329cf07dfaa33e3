/** Run the CLI in-process and capture what it prints. */
import { main } from '../../src/cli/main.js';

export type CliRun = { code: number; stdout: string; stderr: string };

export async function runCli(
  argv: readonly string[],
  options: { isTTY?: boolean; env?: Record<string, string | undefined>; cwd?: string } = {},
): Promise<CliRun> {
  let stdout = '';
  let stderr = '';
  const code = await main(argv, {
    stdout: (text) => {
      stdout += text;
    },
    stderr: (text) => {
      stderr += text;
    },
    isTTY: options.isTTY ?? false,
    env: options.env ?? {},
    ...(options.cwd === undefined ? {} : { cwd: options.cwd }),
  });
  return { code, stdout, stderr };
}
