/**
 * A matchup on both cores. Most of a matchup of two army lists is reading them (each list's units are
 * resolved in the catalogues of the data folder: about half a second a list), then its cells. A worker
 * thread (bin/matchup-worker.cjs, the same bundle) reads `theirs` while this thread reads `mine`; then
 * each computes half of every matrix's rows (the odd attackers there, the even ones here), and this
 * thread lays the report out. Both threads build the same input from the same sides through the same
 * functions, so a cell is the same calc whichever thread computed it (test/cli/e2e-matchup.test.ts
 * compares the built command's report with the one-thread library's). A data folder indexed in this run
 * (its index not yet in the cache) is read and computed on one thread.
 */
import { Worker, type MessagePort } from 'node:worker_threads';
import { matchupOnOneThread, matchupReader, prepareMatchup, readMatchupSide, type MatchupRequest, type ReadSide } from '../api/matchup.js';
import { assembleMatchup, computeRows, type CellRows } from '../matchup/index.js';
import { ScenarioError, type OptionLayer } from '../plan/index.js';
import type { MatchupReport } from '../report/index.js';
import type { Io } from './io.js';
import { commandContext, type SourceOptions } from './commands/load-side.js';

/** What the worker is given: the request as this thread checked it, and what its loader needs. */
export type MatchupJob = {
  readonly request: MatchupRequest;
  readonly common: OptionLayer;
  readonly source: SourceOptions;
  readonly cwd: string;
  readonly env: Readonly<Record<string, string | undefined>>;
};

type FromWorker =
  | { readonly kind: 'side'; readonly side: ReadSide }
  | { readonly kind: 'rows'; readonly rows: CellRows }
  | { readonly kind: 'stderr'; readonly text: string }
  | { readonly kind: 'failed'; readonly problems: readonly string[]; readonly bug?: string };

const mineRow = (_m: number, a: number) => a % 2 === 0;
const theirRow = (_m: number, a: number) => a % 2 === 1;

/** The next message of a kind from the worker; its notes go to stderr meanwhile, its failure is thrown. */
function listen(worker: Worker, io: Io): <K extends 'side' | 'rows'>(kind: K) => Promise<Extract<FromWorker, { kind: K }>> {
  const waiting: { kind: string; resolve: (m: FromWorker) => void; reject: (e: unknown) => void }[] = [];
  const arrived: FromWorker[] = [];
  let failure: unknown;
  const fail = (error: unknown) => {
    failure ??= error;
    for (const w of waiting.splice(0)) w.reject(failure);
  };
  worker.on('message', (message: FromWorker) => {
    if (message.kind === 'stderr') return io.stderr(message.text);
    if (message.kind === 'failed') return fail(message.bug === undefined ? new ScenarioError(message.problems) : new Error(`matchup worker: ${message.bug}`));
    const at = waiting.findIndex((w) => w.kind === message.kind);
    if (at >= 0) waiting.splice(at, 1)[0]!.resolve(message);
    else arrived.push(message);
  });
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`matchup worker: stopped (exit ${code}) before it answered`)));
  return (kind) =>
    new Promise((resolve, reject) => {
      const at = arrived.findIndex((m) => m.kind === kind);
      if (at >= 0) return resolve(arrived.splice(at, 1)[0] as never);
      if (failure !== undefined) return reject(failure);
      waiting.push({ kind, resolve: resolve as (m: FromWorker) => void, reject });
    });
}

/** matchupReport, on two threads; `workerFile` is bin/matchup-worker.cjs. */
export async function parallelMatchupReport(io: Io, workerFile: string, request: MatchupRequest, source: SourceOptions, common: OptionLayer): Promise<MatchupReport> {
  const cwd = io.cwd ?? process.cwd();
  const job: MatchupJob = { request, common, source, cwd, env: io.env };
  const { checked, reader } = matchupReader(request, commandContext(io, source));
  // The data folder opened before the worker starts. Indexed whole now (not cached yet: seconds, and 400
  // MB at its peak), one thread does it all: a worker would read the index again, holding its own copy. A
  // scoped index (data-source.ts) is cheap: each thread reads the catalogues of its own list.
  const data = reader.data();
  if (data !== undefined && 'cached' in data && !data.cached && data.scope === undefined) return matchupOnOneThread(checked, reader, common);
  const worker = new Worker(workerFile, { workerData: job });
  const next = listen(worker, io);
  try {
    const mine = readMatchupSide('mine', checked, reader);
    const theirs = (await next('side')).side;
    worker.postMessage(mine);
    const { input, load } = prepareMatchup(checked, reader, [mine, theirs], common);
    const own = computeRows(input, load, mineRow);
    const other = (await next('rows')).rows;
    return assembleMatchup(input, own.map((rows, m) => rows.map((row, a) => row ?? other[m]?.[a] ?? null)));
  } finally {
    void worker.terminate();
  }
}

/** The worker's side of parallelMatchupReport (bin/matchup-worker.cjs calls it in the bundle). */
export function matchupWorker(job: MatchupJob, port: MessagePort): void {
  const post = (message: FromWorker) => port.postMessage(message);
  const io: Io = { stdout: () => {}, stderr: (text) => post({ kind: 'stderr', text }), isTTY: false, env: job.env, cwd: job.cwd };
  const failed = (error: unknown) => {
    if (error instanceof ScenarioError) post({ kind: 'failed', problems: error.message.split('\n') });
    else post({ kind: 'failed', problems: [], bug: error instanceof Error ? (error.stack ?? error.message) : String(error) });
  };
  try {
    const { checked, reader } = matchupReader(job.request, commandContext(io, job.source));
    const theirs = readMatchupSide('theirs', checked, reader);
    post({ kind: 'side', side: theirs });
    port.once('message', (mine: ReadSide) => {
      try {
        const { input, load } = prepareMatchup(checked, reader, [mine, theirs], job.common);
        post({ kind: 'rows', rows: computeRows(input, load, theirRow) });
      } catch (error) {
        failed(error);
      }
    });
  } catch (error) {
    failed(error);
  }
}
