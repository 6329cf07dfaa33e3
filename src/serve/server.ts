/**
 * `mathhammer serve`'s web server: Node's own http, on 127.0.0.1 only. It serves the page's files (web/),
 * the font the pictures are drawn in, and three calls: GET /api/catalog (what to choose from), GET
 * /api/unit?name=… (a unit's loadouts) and POST /api/run (a question, answered by the command line:
 * answer.ts). docs/serve.md describes the limits.
 * The CLI loads this module only for `serve` (src/cli/serve-loader.ts); it imports nothing of mathhammer's
 * core: the command passes in a way to run the CLI and the option table.
 */
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { answer, type Run } from './answer.js';
import { BodyTooLarge, readBody } from './body.js';
import { readCatalog, unitChoices, type Catalog } from './catalog.js';
import { refusal } from './guard.js';
import { readQuestion, type PageOption } from './question.js';
import { staticFile } from './static-files.js';

export { openBrowser } from './open-browser.js';

export type Limits = {
  /** The largest request body read (a question is a few hundred bytes): larger is 413. */
  readonly bodyBytes: number;
  /** Time to receive a whole request: past it Node answers 408. */
  readonly requestMs: number;
  readonly headersMs: number;
  /** How often Node looks for requests past their time. */
  readonly checkMs: number;
};

export const LIMITS: Limits = { bodyBytes: 64 * 1024, requestMs: 10_000, headersMs: 10_000, checkMs: 1_000 };

export type ServeSetup = {
  readonly run: Run;
  readonly options: readonly PageOption[];
  /** Arguments every run gets (the server's --data). */
  readonly extra: readonly string[];
  /** The page's folder (web/). */
  readonly staticDir: string;
  /** The picture font's files, served as /font/regular.ttf and /font/bold.ttf. */
  readonly fonts: { readonly regular: string; readonly bold: string };
  readonly limits?: Partial<Limits>;
};

export type Running = { readonly server: Server; readonly port: number; readonly url: string; readonly close: () => Promise<void> };

export class PortInUse extends Error {
  constructor(readonly port: number) {
    super(`port ${port} is in use`);
    this.name = 'PortInUse';
  }
}

const HOST = '127.0.0.1';

/**
 * The page runs only its own scripts and styles (the SVG's inline styles included), loads only from this
 * server, and may not be framed by another page.
 */
const SECURITY_HEADERS = {
  'Content-Security-Policy': "default-src 'self'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self'; connect-src 'self'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Resource-Policy': 'same-origin',
};

function send(response: ServerResponse, status: number, type: string, body: string | Buffer, extra: Record<string, string> = {}): void {
  response.writeHead(status, { ...SECURITY_HEADERS, 'Content-Type': type, 'Content-Length': Buffer.byteLength(body), 'Cache-Control': 'no-store', ...extra });
  response.end(response.req.method === 'HEAD' ? undefined : body);
}

function sendJson(response: ServerResponse, status: number, value: unknown, extra: Record<string, string> = {}): void {
  send(response, status, 'application/json; charset=utf-8', JSON.stringify(value), extra);
}

function sendError(response: ServerResponse, status: number, message: string, extra: Record<string, string> = {}): void {
  sendJson(response, status, { errors: [`mathhammer serve: ${message}`] }, extra);
}

/** Paths and the methods each takes; any other path is a file of the page's folder (GET, HEAD). */
const ROUTES: Readonly<Record<string, readonly string[]>> = { '/api/run': ['POST'], '/api/catalog': ['GET', 'HEAD'], '/api/unit': ['GET', 'HEAD'] };
const FILE_METHODS = ['GET', 'HEAD'];

async function run(request: IncomingMessage, response: ServerResponse, setup: ServeSetup, limits: Limits): Promise<void> {
  if (!/^application\/json\b/i.test(request.headers['content-type'] ?? '')) return sendError(response, 415, 'send the question as JSON (Content-Type: application/json)');
  let body: string;
  try {
    body = await readBody(request, limits.bodyBytes);
  } catch (error) {
    if (error instanceof BodyTooLarge) return sendError(response, 413, `${error.message}; a question is a few hundred`, { Connection: 'close' });
    throw error;
  }
  let question: unknown;
  try {
    question = (JSON.parse(body) as { question?: unknown } | null)?.question;
  } catch {
    return sendError(response, 400, 'the body is no JSON: send {"question": "cmd=calc&a=…&d=…"}');
  }
  if (typeof question !== 'string') return sendError(response, 400, 'the body has no "question" text: send {"question": "cmd=calc&a=…&d=…"}');
  const read = readQuestion(new URLSearchParams(question), setup.options);
  if (!read.ok) return sendJson(response, 400, { errors: read.errors.map((e) => `mathhammer serve: ${e}`) });
  const answered = await answer(read, setup.run, setup.extra);
  sendJson(response, answered.status, answered.body);
}

function serveFile(response: ServerResponse, path: string, type: string): void {
  send(response, 200, type, readFileSync(path), { 'Cache-Control': 'no-cache' });
}

function handler(setup: ServeSetup, limits: Limits, port: () => number): (request: IncomingMessage, response: ServerResponse) => void {
  let catalog: Promise<Catalog> | undefined;
  const fonts: Record<string, string> = { '/font/regular.ttf': setup.fonts.regular, '/font/bold.ttf': setup.fonts.bold };
  const respond = async (request: IncomingMessage, response: ServerResponse): Promise<void> => {
    const refused = refusal(request, port());
    if (refused !== undefined) return sendError(response, 403, refused);
    const target = request.url ?? '/';
    if (!target.startsWith('/')) return sendError(response, 400, 'a request names a path from /');
    const [path = '/', search = ''] = target.split(/\?(.*)/s);
    const method = request.method ?? 'GET';
    const methods = ROUTES[path] ?? FILE_METHODS;
    if (!methods.includes(method)) return sendError(response, 405, `${path} takes ${methods.join(' or ')}, not ${method}`, { Allow: methods.join(', ') });
    if (path === '/api/run') return run(request, response, setup, limits);
    if (path === '/api/catalog') return sendJson(response, 200, await (catalog ??= readCatalog(setup.run, setup.extra, setup.options)));
    if (path === '/api/unit') {
      const choices = await unitChoices(setup.run, setup.extra, new URLSearchParams(search).get('name') ?? '');
      return 'value' in choices ? sendJson(response, 200, choices.value) : sendJson(response, 400, { errors: choices.problems });
    }
    const font = Object.hasOwn(fonts, path) ? fonts[path] : undefined;
    if (font !== undefined) return serveFile(response, font, 'font/ttf');
    const file = staticFile(setup.staticDir, path);
    if (file === undefined) return sendError(response, 404, `no such page: ${path}`);
    return serveFile(response, file.path, file.type);
  };
  return (request, response) => {
    respond(request, response).catch((error: unknown) => {
      const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
      if (!response.headersSent) sendError(response, 500, `internal error, a bug in mathhammer (please report it): ${message}`);
      else response.destroy();
    });
  };
}

function listen(server: Server, port: number): Promise<number> {
  return new Promise((resolveListen, reject) => {
    const failed = (error: NodeJS.ErrnoException) => {
      server.off('listening', listening);
      reject(error.code === 'EADDRINUSE' ? new PortInUse(port) : error);
    };
    const listening = () => {
      server.off('error', failed);
      const address = server.address();
      resolveListen(typeof address === 'object' && address !== null ? address.port : port);
    };
    server.once('error', failed);
    server.once('listening', listening);
    server.listen(port, HOST);
  });
}

/**
 * Starts the server on `port` (0: any free one); when it is in use, on the next of `tries` ports
 * (`tries` 1: that port or PortInUse).
 */
export async function startServer(setup: ServeSetup, port: number, tries = 1): Promise<Running> {
  const limits = { ...LIMITS, ...setup.limits };
  let bound = port;
  const server = createServer(
    { requestTimeout: limits.requestMs, headersTimeout: limits.headersMs, connectionsCheckingInterval: limits.checkMs },
    handler(setup, limits, () => bound),
  );
  for (let attempt = 0; ; attempt++) {
    try {
      bound = await listen(server, port === 0 ? 0 : port + attempt);
      break;
    } catch (error) {
      if (!(error instanceof PortInUse) || attempt + 1 >= tries) throw error;
    }
  }
  const close = () =>
    new Promise<void>((resolveClose) => {
      server.close(() => resolveClose());
      server.closeAllConnections();
    });
  return { server, port: bound, url: `http://${HOST}:${bound}/`, close };
}
