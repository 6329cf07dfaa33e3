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
import { decodeText, formatFileSize, formatIssue, tooLargeMessage, type Issue } from '../../profile/index.js';
import { importDatasheet, type Imported } from '../../profile/import/index.js';
import { InputError } from '../errors.js';
import { dataFolderPath, openDataFolder } from '../army-data.js';
import { armyKind, ensureDirectory, fileNames, importArmy, isDirectoryTarget, profilesJson, warningLines, type ArmyImport } from '../import-army.js';
import { unitOfExport } from '../../army/data-source.js';
import { characteristicsFromData } from '../../army/export-characteristics.js';
import type { Stats } from '../../profile/import/index.js';
import type { Io } from '../io.js';
import { collectOne } from '../option-values.js';
import { readStdin } from '../stdin.js';

/** The CLI's Io (its readStdin serves `import -`). */
export type ImportIo = Io;

type RawOptions = { output?: string; force?: boolean; stats?: string[]; json?: boolean; data?: string };

const EXAMPLES = `
Examples:
  $ mathhammer import tau-empire-strike-team.txt -o strike-team.yaml
  $ mathhammer import mukaali.txt --stats "M10 T5 Sv4+ W3 Ld7+ OC2" > mukaali.yaml
  $ mathhammer import mukaali.txt --stats "Mukaali Rider Sergeant: M10 T5 Sv4+ W4 Ld6+ OC2" --stats "Mukaali Rider: M10 T5 Sv4+ W3 Ld7+ OC2"
  $ pbpaste | mathhammer import - -o unit.yaml --force
  $ mathhammer import my-army.rosz -o my-army/
  $ mathhammer import "T'au Empire.cat" --json > tau.json
  $ mathhammer import list.txt --data ~/bsdata-10e -o my-army/
  $ mathhammer import tau-empire-strike-team.txt --data ~/bsdata-10e

The export lacks M, T, Sv, W, Ld and OC: the profile marks them missing (it works as an attacker)
unless --stats gives them. docs/import.md describes what is read.`;

/**
 * A datasheet export is a few pages of text (the seeds are 40–60 KB). It is not YAML and the importer reads
 * 2 MB of it in well under a second, so it keeps a larger limit than profiles do (MAX_PROFILE_BYTES).
 */
const MAX_EXPORT_BYTES = 2 * 1024 * 1024;

/** The export's bytes as text: UTF-8, or Windows-1252 (what some copy tools save) with a warning. */
function decode(bytes: Uint8Array, display: string, warnings: Issue[]): string {
  if (bytes.length > MAX_EXPORT_BYTES) {
    // Standard input is read only up to the limit, so its whole size is not known; a file's is.
    const limit = formatFileSize(MAX_EXPORT_BYTES);
    if (display !== '<stdin>') throw new InputError([`${display}: ${tooLargeMessage(bytes.length, 'datasheet exports', MAX_EXPORT_BYTES)}`]);
    throw new InputError([`${display}: the input is more than ${limit}; datasheet exports larger than ${limit} are refused`]);
  }
  // UTF-8, UTF-16 with a byte-order mark (Notepad's "Unicode"), else Windows-1252 with a warning.
  const decoded = decodeText(bytes);
  if (decoded.text.includes('\u0000')) return new TextDecoder('latin1').decode(bytes); // binary: the importer says where
  if (decoded.notUtf8 !== undefined) warnings.push({ file: display, line: decoded.notUtf8.line, col: decoded.notUtf8.col, path: '', message: 'not UTF-8 text: read as Windows-1252' });
  return decoded.text;
}

/**
 * Army data is bigger than a datasheet export: a catalogue is up to 4 MB and its JSON form more. Past
 * this a file is no catalogue, roster or list.
 */
const MAX_ARMY_BYTES = 16 * 1024 * 1024;

/** The input's bytes: standard input, or the file (refused when it is no regular file or too large). */
async function readBytes(io: ImportIo, ref: string): Promise<Uint8Array> {
  if (ref === '-') return readStdin(io, MAX_EXPORT_BYTES, 'import', 'pipe the export in (… | mathhammer import -) or give its path');
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
  if (info.isDirectory()) return fail('is a directory: expected a datasheet export, a roster, a catalogue or an army list');
  if (!info.isFile()) return fail('is not a regular file: expected a datasheet export, a roster, a catalogue or an army list');
  if (info.size > MAX_ARMY_BYTES) return fail(tooLargeMessage(info.size, 'inputs', MAX_ARMY_BYTES));
  try {
    return readFileSync(path);
  } catch (error) {
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
    .description('turn a datasheet export, a roster, a BattleScribe catalogue or a pasted army list into unit profiles')
    .argument('<file>', 'a datasheet export, a roster (.rosz/.ros), a catalogue (.cat/.json) or a pasted army list; - for standard input')
    .option('-o, --output <path>', 'write the profile to this file, or one file per unit to this directory (default: standard output)')
    .option('--force', 'overwrite the output file if it exists')
    .option('--json', 'print the imported profiles as a JSON array (rosters, catalogues, army lists)')
    .option('--data <folder>', 'BattleScribe data folder: resolves an army list, and fills a datasheet export\'s characteristics (default MATHHAMMER_DATA / config file)')
    .option('--stats <characteristics>', 'M, T, Sv, W, Ld, OC the export lacks: "M6 T3 Sv4+ W1 Ld7+ OC2", or "<model>: M6 …" (repeatable)', collectOne)
    .addHelpText('after', EXAMPLES)
    .action(async (ref: string, raw: RawOptions) => {
      const warnings: Issue[] = [];
      const bytes = await readBytes(io, ref);
      const display = ref === '-' ? '<stdin>' : ref;
      // UTF-16 (with its byte-order mark) read as such, so a list saved by Notepad is recognised too.
      const loose = bytes[0] === 0x50 && bytes[1] === 0x4b ? '' : decodeText(bytes).text;
      const kind = armyKind(bytes, loose);
      if (kind !== undefined) {
        if (raw.stats !== undefined) throw new InputError([`mathhammer import: --stats is for datasheet exports; a ${kind} carries its own characteristics`]);
        writeArmy(io, importArmy(io, kind, ref, bytes, loose, raw.data), raw);
        return;
      }
      const text = decode(bytes, display, warnings);
      const options = { file: display, ...(raw.stats === undefined ? {} : { stats: raw.stats }) };
      let imported = importDatasheet(text, options);
      if (!imported.ok) throw InputError.fromIssues(imported.issues);
      if (raw.json === true) throw new InputError(['mathhammer import: --json is for rosters, catalogues and army lists; a datasheet export prints YAML']);
      const fromData = statsFromData(io, imported.value, display, raw.data, warnings);
      // Imported again with what the data gives: the export must be read first to know which unit it is.
      if (fromData !== undefined) imported = importDatasheet(text, { ...options, ...fromData });
      if (!imported.ok) throw InputError.fromIssues(imported.issues);
      const all = [...warnings, ...imported.value.warnings];
      if (raw.output === undefined) io.stdout(imported.value.yaml);
      else writeAtomically(resolve(io.cwd ?? process.cwd(), raw.output), raw.output, imported.value.yaml, raw.force === true);
      for (const warning of all) io.stderr(warningLine(warning) + '\n');
      io.stderr(summary({ ...imported.value, warnings: all }, raw.output ?? null));
    });
}

const YAML_FILE = /\.ya?ml$/i;

/**
 * Write the imported units: JSON, one YAML stream, one file, or one file per unit in a directory (a path
 * ending in "/", a directory that exists, or, for several units, any path not named like a .yaml file).
 */
function writeArmy(io: ImportIo, result: ArmyImport, raw: RawOptions): void {
  const { profiles } = result;
  const names = profiles.map((p) => p.unit.name);
  let written = '';
  if (raw.output !== undefined && profiles.length > 1 && !isDirectoryTarget(io, raw.output) && YAML_FILE.test(raw.output)) {
    // Several units are several files: a path named like one file is not taken for a folder.
    const folder = `${raw.output.replace(YAML_FILE, '')}/`;
    throw new InputError([`mathhammer import: -o ${raw.output} names one YAML file, but the ${result.what} gives ${profiles.length} units, one file each: give a folder for them, such as -o ${folder}`]);
  }
  if (raw.json === true) io.stdout(profilesJson(profiles));
  if (raw.output !== undefined && (isDirectoryTarget(io, raw.output) || profiles.length > 1)) {
    const dir = ensureDirectory(io, raw.output);
    const files = fileNames(profiles);
    // Every target is checked before the first is written: all of them, or none.
    if (raw.force !== true) {
      const existing = files.filter((f) => existsSync(join(dir, f)));
      if (existing.length > 0) throw new InputError(existing.map((f) => `${join(raw.output!, f)}: already exists; use --force to overwrite it`));
    }
    files.forEach((f, i) => writeAtomically(join(dir, f), join(raw.output!, f), profiles[i]!.yaml, raw.force === true));
    written = ` → ${files.length} file${files.length === 1 ? '' : 's'} in ${raw.output}`;
  } else if (raw.output !== undefined) {
    writeAtomically(resolve(io.cwd ?? process.cwd(), raw.output), raw.output, profiles[0]!.yaml, raw.force === true);
    written = ` → ${raw.output}`;
  } else if (raw.json !== true) {
    io.stdout(profiles.map((p) => p.yaml).join('---\n'));
  }
  for (const line of warningLines(result.warnings)) io.stderr(line + '\n');
  const shown = names.length <= 6 ? names.join(', ') : `${names.slice(0, 6).join(', ')} and ${names.length - 6} more`;
  io.stderr(`imported ${profiles.length} unit${profiles.length === 1 ? '' : 's'} from the ${result.what}: ${shown}${result.warnings.length === 0 ? '' : `; ${result.warnings.length} warning${result.warnings.length === 1 ? '' : 's'} above`}${written}\n`);
}

/**
 * `import seed.txt [--data DIR]`: the characteristics the export lacks, from the same datasheet in the
 * data: the unit of the export's title ("T’au Empire – Strike Team": the Strike Team, the faction telling
 * apart datasheets of one name), then each model by name (src/army/export-characteristics.ts), never
 * guessed. Undefined when nothing is missing or the data has no such datasheet (a warning says why).
 */
function statsFromData(io: ImportIo, imported: Imported, display: string, data: string | undefined, warnings: Issue[]): { modelStats: ReadonlyMap<string, Stats>; statsSource: string } | undefined {
  const lacking = imported.missing.map((m) => ({ name: m.model, missing: m.characteristics }));
  // The data folder as everywhere: --data, else MATHHAMMER_DATA, else the config file's (none: nothing to fill).
  const where = dataFolderPath(io, data);
  if (lacking.length === 0 || where === undefined) return undefined;
  const folder = openDataFolder(io, where);
  const warn = (message: string): void => {
    warnings.push({ file: display, line: 1, col: 1, path: '', message: `${data === undefined ? `data folder ${where.shown}` : '--data'}: ${message}` });
  };
  const { name, faction } = imported.datasheet;
  const found = unitOfExport(folder, name, faction);
  if (!found.ok) {
    warn(`${found.message}; the characteristics stay missing (--stats gives them)`);
    return undefined;
  }
  if (found.note !== undefined) warn(found.note);
  const filled = characteristicsFromData(lacking, found.unit);
  for (const message of filled.warnings) warn(message);
  if (filled.byModel.size === 0) return undefined;
  const edition = folder.facts.edition === null ? '' : `${folder.facts.edition} `;
  return { modelStats: filled.byModel, statsSource: `the ${edition}data folder's "${found.sheet.name}" (${found.sheet.file})` };
}
