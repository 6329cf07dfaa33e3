/**
 * `mathhammer serve`'s server: what it refuses (other hosts, other sites, wrong methods, paths outside its
 * folder, large or slow requests) and that its answers are the command line's.
 */
import { connect } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Running } from '../../src/serve/server.js';
import { runCli } from '../cli/run-cli.js';
import { ask, ROOT, send, startTestServer } from './test-server.js';

let server: Running;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const errors = (body: string) => (JSON.parse(body) as { errors: string[] }).errors;

describe('mathhammer serve: the page and its files', () => {
  it('GET / is the page, with a security policy that runs only its own scripts', async () => {
    const reply = await send(server.port, { path: '/' });
    expect(reply.status).toBe(200);
    expect(reply.headers['content-type']).toMatch(/^text\/html/);
    expect(reply.body).toContain('<script src="/app.js"');
    expect(reply.headers['content-security-policy']).toContain("script-src 'self'");
  });

  it('serves the picture font and the page script', async () => {
    expect((await send(server.port, { path: '/font/regular.ttf' })).status).toBe(200);
    expect((await send(server.port, { path: '/app.js' })).headers['content-type']).toMatch(/^text\/javascript/);
  });

  it.each(['/../package.json', '/%2e%2e/package.json', '/%2E%2E%2Fpackage.json', '/..%2fpackage.json', '/.%2e/src/cli/main.ts', '/%5c..%5cpackage.json', '/nope.html', '/web/index.html', '/%'])(
    'a path outside its folder or of no file, %s, is 404',
    async (path) => {
      const reply = await send(server.port, { path });
      expect(reply.status).toBe(404);
      expect(reply.body).not.toContain('"version"');
    },
  );

  it('a method a path does not take is 405 and says which it takes', async () => {
    const put = await send(server.port, { method: 'PUT', path: '/' });
    expect(put.status).toBe(405);
    expect(put.headers.allow).toBe('GET, HEAD');
    const get = await send(server.port, { path: '/api/run' });
    expect(get.status).toBe(405);
    expect(errors(get.body)[0]).toBe('mathhammer serve: /api/run takes POST, not GET');
  });

  it.each(['evil.example', 'evil.example:4040', 'localhost.evil.example', '127.0.0.1:1'])('a request for another host, %s, is 403 (DNS rebinding)', async (host) => {
    const reply = await send(server.port, { path: '/', host });
    expect(reply.status).toBe(403);
  });

  it('localhost with its port is this server too', async () => {
    expect((await send(server.port, { path: '/', host: `localhost:${server.port}` })).status).toBe(200);
  });

  it("another site's page is 403 (its Origin, or Sec-Fetch-Site cross-site)", async () => {
    const question = JSON.stringify({ question: 'a=strike-team&d=meq' });
    const origin = await send(server.port, { method: 'POST', path: '/api/run', headers: { 'Content-Type': 'application/json', Origin: 'http://evil.example' }, body: question });
    expect(origin.status).toBe(403);
    const site = await send(server.port, { path: '/api/catalog', headers: { 'Sec-Fetch-Site': 'cross-site' } });
    expect(site.status).toBe(403);
  });
});

describe('mathhammer serve: questions', () => {
  it('answers calc strike-team meq --half-range with the numbers of calc --json', async () => {
    const reply = await ask(server.port, 'cmd=calc&a=strike-team&d=meq&half-range=1');
    expect(reply.status).toBe(200);
    const body = JSON.parse(reply.body) as { display: string; json: unknown; figure: string; report: string };
    const cli = await runCli(['calc', 'strike-team', 'meq', '--half-range', '--json']);
    expect(body.json).toEqual(JSON.parse(cli.stdout));
    expect(body.display).toBe('mathhammer calc strike-team meq --half-range');
    expect(body.figure).toMatch(/^<figure[\s\S]*<svg[\s\S]*<\/figure>$/);
    expect(body.report).toContain('<table>');
  });

  it('a mistake is 400 with the lines the command line prints', async () => {
    const reply = await ask(server.port, 'a=strike-team&d=meq&hit=lots');
    expect(reply.status).toBe(400);
    const cli = await runCli(['calc', 'strike-team', 'meq', '--hit=lots']);
    expect(errors(reply.body)).toEqual(cli.stderr.trim().split('\n'));
    expect(errors(reply.body)[0]).toContain("option '--hit <±n>' argument 'lots' is invalid");
  });

  it('a unit of no profile is 400 naming it, as calc says', async () => {
    const reply = await ask(server.port, 'a=strike-teem&d=meq');
    expect(reply.status).toBe(400);
    expect(errors(reply.body)[0]).toContain('no bundled profile is called "strike-teem" (did you mean `strike-team`?)');
  });

  it('a parameter the page does not have is 400, and -o never reaches the command', async () => {
    const reply = await ask(server.port, 'a=strike-team&d=meq&o=x.svg&force=1');
    expect(reply.status).toBe(400);
    expect(errors(reply.body)).toEqual([
      "mathhammer serve: o: no parameter of the page's calc is called so (docs/serve.md lists them)",
      "mathhammer serve: force: no parameter of the page's calc is called so (docs/serve.md lists them)",
    ]);
  });

  it('a body that is no JSON, or has no question, is 400; one sent as a form is 415', async () => {
    const post = (body: string, type = 'application/json') => send(server.port, { method: 'POST', path: '/api/run', headers: { 'Content-Type': type }, body });
    expect((await post('{')).status).toBe(400);
    expect((await post('{"q": 1}')).status).toBe(400);
    expect((await post('question=a', 'application/x-www-form-urlencoded')).status).toBe(415);
  });

  it('a body over 64 KB is 413', async () => {
    const question = `a=strike-team&d=meq&effect=${'x'.repeat(70 * 1024)}`;
    const reply = await ask(server.port, question);
    expect(reply.status).toBe(413);
    expect(errors(reply.body)[0]).toMatch(/larger than 65536 bytes/);
  });

  it('the catalog lists the bundled profiles, the effects and the options', async () => {
    const catalog = JSON.parse((await send(server.port, { path: '/api/catalog' })).body) as { profiles: { name: string }[]; effects: unknown[]; options: { name: string }[]; data: unknown };
    expect(catalog.profiles.map((p) => p.name)).toContain('strike-team');
    expect(catalog.effects.length).toBeGreaterThan(0);
    expect(catalog.options.map((o) => o.name)).toContain('half-range');
    expect(catalog.data).toBeNull();
  });
});

describe('mathhammer serve: slow requests', () => {
  it('a request not finished in time is 408', async () => {
    const slow = await startTestServer({ requestMs: 300, headersMs: 300, checkMs: 100 });
    try {
      const reply = await new Promise<string>((resolve, reject) => {
        const socket = connect(slow.port, '127.0.0.1', () => {
          socket.write(`POST /api/run HTTP/1.1\r\nHost: 127.0.0.1:${slow.port}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"que`);
        });
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString()));
        socket.on('close', () => resolve(text));
        socket.on('error', reject);
      });
      expect(reply).toMatch(/^HTTP\/1\.1 408/);
    } finally {
      await slow.close();
    }
  });
});

describe('mathhammer serve --data', () => {
  it("lists the data folder's units and factions, and answers a question naming a datasheet", async () => {
    const data = join(ROOT, 'test', 'fixtures', 'army', 'data');
    const withData = await startTestServer({}, [`--data=${data}`]);
    try {
      const catalog = JSON.parse((await send(withData.port, { path: '/api/catalog' })).body) as { data: { units: { name: string }[]; factions: string[] } };
      expect(catalog.data.units.map((u) => u.name)).toEqual(expect.arrayContaining(['Test Walker (Test Guard)', 'Test Walker (Test Marines)']));
      expect(catalog.data.factions.length).toBeGreaterThan(0);
      const reply = await ask(withData.port, 'a=Test Walker (Test Guard)&d=meq&rules=10e');
      expect(reply.status, reply.body).toBe(200);
      const cli = await runCli(['calc', 'Test Walker (Test Guard)', 'meq', '--rules', '10e', '--data', data, '--json']);
      expect((JSON.parse(reply.body) as { json: unknown }).json).toEqual(JSON.parse(cli.stdout));
    } finally {
      await withData.close();
    }
  });
});

describe('mathhammer serve: a unit\'s loadouts', () => {
  it('lists the loadouts show --json gives, and a unit of no profile is 400 with show\'s message', async () => {
    const found = JSON.parse((await send(server.port, { path: '/api/unit?name=strike-team' })).body) as { loadouts: { name: string }[] };
    expect(found.loadouts.map((l) => l.name)).toContain('pulse-carbine-all');
    const missing = await send(server.port, { path: '/api/unit?name=strike-teem' });
    expect(missing.status).toBe(400);
    expect(errors(missing.body)[0]).toContain('"strike-teem"');
    expect((await send(server.port, { path: '/api/unit?name=--help' })).status).toBe(400);
  });
});
