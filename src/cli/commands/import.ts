/**
 * `mathhammer import <file.txt|-> [-o out.yaml] [--force] [--stats …]`: a datasheet export (as copied
 * from an online rules reference) → a unit profile. The YAML goes to stdout, or to the -o file; warnings
 * and a one-line summary go to stderr. On any error nothing is written: the profile is built and
 * validated in full first, then written to a temporary file beside the target and moved into place, and
 * an existing file is replaced only with --force.
 */
import { existsSync, linkSync, readFileSync, renameSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { basename, dirname, join, resolve } from 'node:path';
import { Command } from 'commander';
import { formatFileSize, formatIssue, tooLargeMessage, type Issue } from '../../profile/index.js';
import { importDatasheet, type Imported } from '../../profile/import/index.js';
import { InputError } from '../errors.js';
import type { Io } from '../io.js';
import { collectOne } from '../option-values.js';

/** The CLI's Io, plus standard input for `import -` (tests pass text; the real CLI reads process.stdin). */
export type ImportIo = Io & { readonly readStdin?: () => Promise<Uint8Array | string> };

type RawOptions = { output?: string; force?: boolean; stats?: string[] };

const EXAMPLES = `
Examples:
  $ mathhammer import tau-empire-strike-team.txt -o strike-team.yaml
  $ mathhammer import mukaali.txt --stats "M10 T5 Sv4+ W3 Ld7+ OC2" > mukaali.yaml
  $ mathhammer import mukaali.txt --stats "Mukaali Rider Sergeant: M10 T5 Sv4+ W4 Ld6+ OC2" --stats "Mukaali Rider: M10 T5 Sv4+ W3 Ld7+ OC2"
  $ pbpaste | mathhammer import - -o unit.yaml --force

The export lacks M, T, Sv, W, Ld and OC: the profile marks them missing (it works as an attacker)
unless --stats gives them. docs/import.md describes what is read.`;

/**
 * A datasheet export is a few pages of text (the seeds are 40–60 KB). It is not YAML and the importer reads
 * 2 MB of it in well under a second, so it keeps a larger limit than profiles do (MAX_PROFILE_BYTES).
 */
const MAX_EXPORT_BYTES = 2 * 1024 * 1024;

async function readStdin(): Promise<Uint8Array> {
  if (process.stdin.isTTY === true) {
    throw new InputError(['mathhammer import: nothing on standard input; pipe the export in (… | mathhammer import -) or give its path']);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of process.stdin) {
    const buffer = typeof chunk === 'string' ? Buffer.from(chunk) : (chunk as Buffer);
    size += buffer.length;
    if (size > MAX_EXPORT_BYTES) break;
    chunks.push(buffer);
  }
  return Buffer.concat(chunks);
}

/** The export's bytes as text: UTF-8, or Windows-1252 (what some copy tools save) with a warning. */
function decode(bytes: Uint8Array, display: string, warnings: Issue[]): string {
  if (bytes.length > MAX_EXPORT_BYTES) {
    // Standard input is read only up to the limit, so its whole size is not known.
    const limit = formatFileSize(MAX_EXPORT_BYTES);
    throw new InputError([`${display}: the input is more than ${limit}; datasheet exports larger than ${limit} are refused`]);
  }
  if (bytes.includes(0)) return new TextDecoder('latin1').decode(bytes); // binary: the importer says where
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    warnings.push({ file: display, line: 0, col: 0, path: '', message: 'not UTF-8 text: read as Windows-1252' });
    return new TextDecoder('windows-1252').decode(bytes);
  }
}

function readInput(io: ImportIo, ref: string, warnings: Issue[]): Promise<string> | string {
  if (ref === '-') {
    const read = io.readStdin ?? readStdin;
    return Promise.resolve(read()).then((input) => (typeof input === 'string' ? input : decode(input, '<stdin>', warnings)));
  }
  const path = resolve(io.cwd ?? process.cwd(), ref);
  const fail = (message: string): never => {
    throw new InputError([`${ref}: ${message}`]);
  };
  let info;
  try {
    info = statSync(path);
  } catch {
    return fail('no such file');
  }
  if (info.isDirectory()) return fail('is a directory: expected a datasheet export (a text file)');
  if (!info.isFile()) return fail('is not a regular file: expected a datasheet export (a text file)');
  if (info.size > MAX_EXPORT_BYTES) return fail(tooLargeMessage(info.size, 'datasheet exports', MAX_EXPORT_BYTES));
  try {
    return decode(readFileSync(path), ref, warnings);
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as { code?: string }).code;
    return fail(code === 'EACCES' ? 'permission denied' : `cannot be read (${code ?? String(error)})`);
  }
}

/** Write `text` to `target` all at once: a temporary file beside it, then a rename (or a link, which refuses to replace). */
function writeAtomically(target: string, display: string, text: string, force: boolean): void {
  const fail = (message: string): never => {
    throw new InputError([`${display}: ${message}`]);
  };
  const existing = existsSync(target) ? statSync(target) : undefined;
  if (existing?.isDirectory() === true) fail('is a directory: give the path of the .yaml file to write');
  if (existing !== undefined && !force) fail('already exists; use --force to overwrite it');
  const dir = dirname(target);
  if (!existsSync(dir) || !statSync(dir).isDirectory()) fail(`cannot write: no directory ${dirname(display) === '.' ? dir : dirname(display)}`);
  // Unguessable is not needed, only unlikely to clash ('wx' refuses a clash); node:crypto would slow every start.
  const temp = join(dir, `.${basename(target)}.${process.pid}.${Math.random().toString(36).slice(2, 10)}.tmp`);
  try {
    writeFileSync(temp, text, { flag: 'wx' });
    if (force) renameSync(temp, target);
    else {
      try {
        // A link fails if the target appeared meanwhile: never replace a file without --force.
        linkSync(temp, target);
      } catch (error) {
        const code = (error as { code?: string }).code;
        if (code === 'EEXIST') fail('already exists; use --force to overwrite it');
        if (existsSync(target)) fail('already exists; use --force to overwrite it');
        renameSync(temp, target); // file systems without hard links
      }
    }
  } catch (error) {
    if (error instanceof InputError) throw error;
    const code = (error as { code?: string }).code;
    fail(code === 'EACCES' || code === 'EPERM' ? 'permission denied' : `cannot be written (${code ?? String(error)})`);
  } finally {
    if (existsSync(temp)) unlinkSync(temp);
  }
}

function warningLine(issue: Issue): string {
  return formatIssue({ ...issue, path: '', message: `warning: ${issue.path === '' ? '' : `${issue.path}: `}${issue.message}` });
}

function summary(imported: Imported, written: string | null): string {
  const { profile, missing } = imported;
  const models = profile.models.reduce((n, m) => n + m.count, 0);
  const parts = [
    `${models} model${models === 1 ? '' : 's'}`,
    `${profile.weapons.length} weapon${profile.weapons.length === 1 ? '' : 's'}`,
    profile.loadouts.length === 0 ? 'no loadouts' : `loadouts ${profile.loadouts.map((l) => l.name).join(', ')}`,
  ];
  const lacking = [...new Set(missing.flatMap((m) => m.characteristics))];
  const stats =
    lacking.length === 0
      ? ''
      : `; no ${lacking.join(', ')} (${missing.length === profile.models.length ? 'not in the export' : `for ${missing.map((m) => m.model).join(', ')}`}: attacker only until --stats or an edit gives T, Sv, W)`;
  const warnings = imported.warnings.length === 0 ? '' : `; ${imported.warnings.length} warning${imported.warnings.length === 1 ? '' : 's'} above`;
  return `imported ${profile.name}${profile.faction === undefined ? '' : ` (${profile.faction})`}: ${parts.join(', ')}${stats}${warnings}${written === null ? '' : ` → ${written}`}\n`;
}

export function importCommand(io: ImportIo): Command {
  return new Command('import')
    .description('turn a datasheet export (text copied from a rules reference) into a unit profile')
    .argument('<file>', 'the export: a text file, or - for standard input')
    .option('-o, --output <file>', 'write the profile to this file (default: standard output)')
    .option('--force', 'overwrite the output file if it exists')
    .option('--stats <characteristics>', 'M, T, Sv, W, Ld, OC the export lacks: "M6 T3 Sv4+ W1 Ld7+ OC2", or "<model>: M6 …" (repeatable)', collectOne)
    .addHelpText('after', EXAMPLES)
    .action(async (ref: string, raw: RawOptions) => {
      const warnings: Issue[] = [];
      const text = await readInput(io, ref, warnings);
      const display = ref === '-' ? '<stdin>' : ref;
      const imported = importDatasheet(text, { file: display, ...(raw.stats === undefined ? {} : { stats: raw.stats }) });
      if (!imported.ok) throw InputError.fromIssues(imported.issues);
      const all = [...warnings, ...imported.value.warnings];
      if (raw.output === undefined) io.stdout(imported.value.yaml);
      else writeAtomically(resolve(io.cwd ?? process.cwd(), raw.output), raw.output, imported.value.yaml, raw.force === true);
      for (const warning of all) io.stderr(warningLine(warning) + '\n');
      io.stderr(summary({ ...imported.value, warnings: all }, raw.output ?? null));
    });
}
