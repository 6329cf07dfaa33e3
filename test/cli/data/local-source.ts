/**
 * Local sources for `mathhammer data fetch` tests, no network: a git repository made in a temporary
 * folder from the army fixtures, a .zip of it (as GitHub's archive: one top folder, the commit as the
 * zip's comment), served over http on 127.0.0.1 when wanted.
 */
import { execFileSync } from 'node:child_process';
import { copyFileSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { zipSync } from 'fflate';
import { DATA, tempDir } from '../../army/support.js';

const GIT_IDENTITY = ['-c', 'user.name=test', '-c', 'user.email=test@example.com', '-c', 'commit.gpgsign=false'];

export function git(repo: string, ...args: string[]): string {
  return execFileSync('git', ['-C', repo, ...GIT_IDENTITY, ...args], { encoding: 'utf8' }).trim();
}

/** A repository holding `files` of the fixture data folder (test/fixtures/army/data), in one commit. */
export function fixtureRepo(files: readonly string[], from: string = DATA): string {
  const repo = tempDir('repo');
  for (const file of files) copyFileSync(join(from, file), join(repo, file));
  writeFileSync(join(repo, 'README.md'), 'test data\n');
  git(repo, 'init', '-q');
  commitAll(repo, 'first');
  return repo;
}

export function commitAll(repo: string, message: string): string {
  git(repo, 'add', '-A');
  git(repo, 'commit', '-q', '-m', message);
  return git(repo, 'rev-parse', 'HEAD');
}

/** The folder's files as GitHub zips a repository ("wh40k-10e-main/…"), with `commit` as the comment. */
export function zipOf(dir: string, commit: string): Uint8Array {
  const entries = Object.fromEntries(readdirSync(dir).filter((f) => !f.startsWith('.')).map((f) => [`wh40k-10e-main/${f}`, readFileSync(join(dir, f))]));
  const zip = zipSync(entries);
  // The end-of-central-directory record ends the file; its last two bytes are the comment's length.
  const comment = Buffer.from(commit, 'latin1');
  const out = Buffer.concat([zip, comment]);
  out.writeUInt16LE(comment.length, zip.length - 2);
  return out;
}

/** An http server on 127.0.0.1 answering `path` with `body` (anything else: 404); its URL and a stop. */
export async function serve(path: string, body: Uint8Array): Promise<{ url: string; close: () => Promise<void> }> {
  const server = createServer((request, response) => {
    if (request.url !== path) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': 'application/zip', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((ready) => server.listen(0, '127.0.0.1', ready));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}${path}`, close: () => new Promise((done) => server.close(() => done())) };
}
