/** `mathhammer serve`'s server from the sources, on a free port, answering with the CLI in-process. */
import { request as httpRequest } from 'node:http';
import { join } from 'node:path';
import { main } from '../../src/cli/main.js';
import { inProcess, pageOptions } from '../../src/cli/commands/serve.js';
import { fontPaths } from '../../src/cli/picture-renderer.js';
import { startServer, type Limits, type Running } from '../../src/serve/server.js';

export const ROOT = join(import.meta.dirname, '..', '..');

/** No player's environment (MATHHAMMER_DATA, a config file): the answers are the bundled profiles'. */
const QUIET_IO = { stdout: () => {}, stderr: () => {}, isTTY: false, env: {} };

export function startTestServer(limits: Partial<Limits> = {}, extra: readonly string[] = []): Promise<Running> {
  return startServer({ run: inProcess(main, QUIET_IO), options: pageOptions(), extra, staticDir: join(ROOT, 'web'), fonts: fontPaths('serve'), limits }, 0);
}

export type Reply = { status: number; headers: Record<string, string | string[] | undefined>; body: string };

/** One raw HTTP request: the path is sent as written (no normalising of `..`), any Host header. */
export function send(port: number, options: { method?: string; path?: string; host?: string; headers?: Record<string, string>; body?: string | Buffer }): Promise<Reply> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(
      { host: '127.0.0.1', port, method: options.method ?? 'GET', path: options.path ?? '/', headers: { Host: options.host ?? `127.0.0.1:${port}`, ...options.headers } },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks).toString('utf8') }));
      },
    );
    request.on('error', reject);
    request.end(options.body);
  });
}

/** POST /api/run with a question. */
export function ask(port: number, question: string): Promise<Reply> {
  return send(port, { method: 'POST', path: '/api/run', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ question }) });
}
