/** `mathhammer serve` on the command line: it prints its URL, answers there, and stops on Ctrl-C. */
import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { main } from '../../src/cli/main.js';
import { runCli } from '../cli/run-cli.js';
import { send } from './test-server.js';

describe('mathhammer serve', () => {
  it('--port 0 serves on a free port, prints the URL, and Ctrl-C stops it with status 0', async () => {
    let stdout = '';
    let stderr = '';
    let interrupt: (() => void) | undefined;
    const printed = new Promise<string>((resolve) => {
      const running = main(['serve', '--port', '0'], {
        stdout: (text) => {
          stdout += text;
          resolve(stdout);
        },
        stderr: (text) => (stderr += text),
        isTTY: false,
        env: {},
        onInterrupt: (handler) => {
          interrupt = handler;
          return () => (interrupt = undefined);
        },
      });
      void running.then((code) => (exit = code));
    });
    let exit: number | undefined;
    const line = await printed;
    const url = /the page is at (http:\/\/127\.0\.0\.1:(\d+)\/) \(Ctrl-C stops it\)/.exec(line);
    expect(url, line).not.toBeNull();
    expect((await send(Number(url![2]), { path: '/' })).status).toBe(200);
    interrupt!();
    await expect.poll(() => exit).toBe(0);
    expect(stderr).toBe('mathhammer serve: stopped\n');
  });

  it('a port in use, given with --port, is a clear mistake', async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', resolve));
    const port = (blocker.address() as { port: number }).port;
    try {
      const run = await runCli(['serve', '--port', String(port)]);
      expect(run.code).toBe(2);
      expect(run.stderr).toBe(`mathhammer serve: port ${port} is in use; give another with --port N, or --port 0 for any free port\n`);
    } finally {
      blocker.close();
    }
  });

  it('--port that is no port number is a usage mistake', async () => {
    const run = await runCli(['serve', '--port', 'lots']);
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("option '--port <n>' argument 'lots' is invalid. Expected a port number from 0 to 65535 (0: any free port).");
  });
});
