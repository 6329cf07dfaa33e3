/**
 * Army data (issue 12): how long the largest catalogues take to parse (10e XML, 11e JSON), how long the
 * whole 10e folder takes to index, and `calc` on units named from the data folder, with the index and
 * profile caches cold (an empty cache directory each run) and warm, against `node -e 0` and the plain
 * `calc`, runs taken in turns. Needs ../shared/data (skipped without it); never asserts.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { readBsFile } from '../src/army/bs-file.js';
import { buildIndex, folderReader, listFolder, type FolderFiles } from '../src/army/data-folder.js';
import { scanDirectory } from '../src/army/folder-directory.js';
import { readIndexed } from '../src/army/import-datasheet.js';
import { readRule } from '../src/wording/index.js';
import { median, medianMs } from './timing.js';
import { wholeIndexCache, type CacheKind } from './data-caches.js';

const ROOT = join(import.meta.dirname, '..');
const BIN = join(ROOT, 'bin', 'mathhammer.cjs');
const SHARED = join(ROOT, '..', 'shared', 'data');

function largest(dir: string, extension: string): string {
  return readdirSync(dir)
    .filter((f) => f.endsWith(extension))
    .map((f) => join(dir, f))
    .sort((a, b) => statSync(b).size - statSync(a).size)[0]!;
}

function parseTable(): string {
  const rows = ['| file | size | parse (median of 5 after 1) |', '|---|---:|---:|'];
  for (const [folder, extension] of [['bsdata-10e', '.cat'], ['bsdata-11e', '.json']] as const) {
    const file = largest(join(SHARED, folder), extension);
    const text = readFileSync(file, 'utf8');
    const ms = medianMs(() => readBsFile(text, file), { warmup: 1, runs: 5 });
    rows.push(`| ${folder}/${file.split('/').pop()} | ${(text.length / 1e6).toFixed(1)} MB | ${ms.toFixed(0)} ms |`);
  }
  const listed = listFolder(join(SHARED, 'bsdata-10e')) as FolderFiles;
  const t0 = performance.now();
  const index = buildIndex(listed);
  rows.push(`| the whole bsdata-10e folder indexed (${listed.files.length} files, ${index.datasheets.length} datasheets) | | ${(performance.now() - t0).toFixed(0)} ms |`);
  const look = medianMs(() => scanDirectory(listed), { warmup: 1, runs: 5 });
  rows.push(`| … the quick look at its files instead (names and links, no parse: folder-directory.ts) | | ${look.toFixed(0)} ms |`);
  return rows.join('\n');
}

/**
 * Issue 27's target: reading the rules adds no more than 20% to a catalogue's import time. The largest 10e
 * catalogue's datasheets imported (their rules read into statlines on the way), and the reader alone on
 * every rule they carry, which is what it adds (the import reads each such rule once).
 */
function rulesTable(): string {
  const listed = listFolder(join(SHARED, 'bsdata-10e')) as FolderFiles;
  const index = buildIndex(listed);
  const reader = folderReader(listed.dir, index.files, listed);
  const file = largest(join(SHARED, 'bsdata-10e'), '.cat').split('/').pop()!;
  const sheets = index.datasheets.filter((d) => d.file === file);
  reader.open(file);
  const importAll = () => sheets.map((sheet) => readIndexed(reader, sheet)!);
  const units = importAll();
  const rules = units.flatMap((u) => u.rules);
  const importMs = medianMs(importAll, { warmup: 1, runs: 5 });
  const readMs = medianMs(() => rules.map((r) => readRule(r)), { warmup: 1, runs: 5 });
  const share = readMs / Math.max(1e-9, importMs - readMs);
  return [
    '| rules read on import | time (median of 5 after 1) |',
    '|---|---:|',
    `| ${file}: ${sheets.length} datasheets imported | ${importMs.toFixed(0)} ms |`,
    `| … the reader alone on their ${rules.length} rules | ${readMs.toFixed(0)} ms (${(100 * share).toFixed(0)}% of the rest; target ≤ 20% ${share <= 0.2 ? '✓' : '✗'}) |`,
  ].join('\n');
}

type Command = { readonly label: string; readonly args: readonly string[]; readonly cache?: CacheKind };

function startTable(runs: number): string {
  const data = join(SHARED, 'bsdata-10e');
  const warm = mkdtempSync(join(tmpdir(), 'mh-bench-warm-'));
  const whole = wholeIndexCache(BIN, data, ROOT);
  const byName = [BIN, 'calc', 'Strike Team', 'Intercessor Squad', '--data', data, '--rules', '10e'];
  const commands: Command[] = [
    { label: 'node -e 0', args: ['-e', '0'] },
    { label: 'mathhammer calc strike-team meq --half-range', args: [BIN, 'calc', 'strike-team', 'meq', '--half-range'] },
    { label: 'mathhammer calc "Strike Team" "Intercessor Squad" --data bsdata-10e --rules 10e, warm cache (after an earlier run by name)', args: byName, cache: 'warm' },
    { label: '… the whole index cached (after `units`)', args: byName, cache: 'whole' },
    { label: '… cold cache (the catalogues the two names may come from read, the two datasheets converted)', args: byName, cache: 'cold' },
  ];
  const run = (c: Command): number => {
    const cache = c.cache === 'cold' ? mkdtempSync(join(tmpdir(), 'mh-bench-cold-')) : c.cache === 'whole' ? whole : warm;
    const t0 = performance.now();
    execFileSync(process.execPath, c.args, { cwd: ROOT, stdio: 'pipe', env: { ...process.env, MATHHAMMER_CACHE: cache } });
    const ms = performance.now() - t0;
    if (c.cache === 'cold') rmSync(cache, { recursive: true, force: true });
    return ms;
  };
  commands.forEach(run); // fills the warm cache and the file cache
  const samples = commands.map((): number[] => []);
  for (let i = 0; i < runs; i++) commands.forEach((c, k) => samples[k]!.push(run(c)));
  rmSync(warm, { recursive: true, force: true });
  rmSync(whole, { recursive: true, force: true });
  const [bare, ...rest] = samples.map(median) as [number, ...number[]];
  const verdict = (c: Command, t: number) => (c.cache === 'cold' ? '' : t / bare <= 2 ? '≤ 2 ✓' : '≤ 2 ✗');
  return [
    `| command | wall time (median of ${runs}, in turns) | × node -e 0 | target |`,
    '|---|---:|---:|---|',
    `| node -e 0 | ${bare.toFixed(0)} ms | 1.00 | |`,
    ...rest.map((t, i) => `| ${commands[i + 1]!.label} | ${t.toFixed(0)} ms | ${(t / bare).toFixed(2)} | ${verdict(commands[i + 1]!, t)} |`),
  ].join('\n');
}

export function armyBenchTables(): string {
  if (!existsSync(SHARED)) return '_No ../shared/data: the army benchmarks need the real BattleScribe data._';
  if (!existsSync(join(ROOT, 'dist', 'cli', 'main.bundle.cjs'))) return '_CLI not built: run `npm run build` first._';
  return `${parseTable()}\n\n${rulesTable()}\n\n${startTable(11)}`;
}
