/**
 * Where a command's report goes and in which format: `--format`, `--json`, `-o FILE` (the format from its
 * extension) and `--force`. One helper for every command with a report (calc, compare, simulate, and the
 * next ones): the command hands over its finished report as text renderers and a picture request.
 *
 * Rules (docs/formats.md, "Pictures"):
 * - `-o FILE` writes the file, never over an existing one without --force; the format comes from
 *   --format, else --json, else the extension (.png .svg .html .htm .json .md .csv .txt).
 * - Without -o the report goes to standard output, except a picture when standard output is a terminal:
 *   an image is no use there (a PNG would fill it with binary), so the command stops and says how to
 *   write a file. Redirected (`> kills.png`) or piped, the picture is written as usual.
 */
import { existsSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { extname, resolve } from 'node:path';
import { InvalidArgumentError, Option, type Command } from 'commander';
import { closest } from '../profile/index.js';
import { PICTURE_FORMATS, type PictureFormat, type PictureRequest } from '../report/picture/request.js';
import { InputError } from './errors.js';
import { outputWidth, useColor, type ColorChoice, type Io } from './io.js';
import { loadFonts, loadRenderer } from './picture-renderer.js';
import { readSettings } from './settings.js';

export type OutputOptions = {
  readonly json?: boolean;
  readonly format?: string;
  readonly output?: string;
  readonly force?: boolean;
};

export type Output<F extends string> = {
  readonly command: string;
  readonly format: F | PictureFormat;
  /** The -o file as given, and resolved; null: standard output. */
  readonly file: { readonly display: string; readonly path: string } | null;
  readonly force: boolean;
};

/** A report in every way the command can give it: text formats, and the picture's contents. */
export type ReportRenderers<F extends string> = {
  readonly text: (format: F) => string;
  readonly picture: () => PictureRequest;
};

const EXTENSIONS: Readonly<Record<string, string>> = {
  '.png': 'png',
  '.svg': 'svg',
  '.html': 'html',
  '.htm': 'html',
  '.json': 'json',
  '.md': 'markdown',
  '.csv': 'csv',
  '.txt': 'table',
};

export function isPicture(format: string): format is PictureFormat {
  return (PICTURE_FORMATS as readonly string[]).includes(format);
}

function formatParser(formats: readonly string[]): (value: string) => string {
  return (value) => {
    const format = value.trim().toLowerCase();
    if (formats.includes(format)) return format;
    const hint = closest(format, formats);
    throw new InvalidArgumentError(`Expected a format: ${formats.join(', ')}${hint === undefined ? '' : ` (did you mean ${hint}?)`}.`);
  };
}

/** `--format` (the command's text formats and the pictures), `-o/--output` and `--force`. */
export function addOutputOptions(command: Command, textFormats: readonly string[]): Command {
  const formats = [...textFormats, ...PICTURE_FORMATS];
  return command
    .addOption(new Option('--format <format>', `${textFormats.join(', ')}, or a picture: ${PICTURE_FORMATS.join(', ')}`).argParser(formatParser(formats)))
    .option('-o, --output <file>', 'write to this file, in the format its extension names (.png, .svg, .html, .json, …) unless --format says')
    .option('--force', 'overwrite the -o file if it exists');
}

function fail(command: string, message: string): never {
  throw new InputError([`mathhammer ${command}: ${message}`]);
}

/** The format and destination the options ask for, checked before anything is computed. */
export function chooseOutput<F extends string>(io: Io, command: string, raw: OutputOptions, textFormats: readonly F[]): Output<F> {
  const allowed: readonly string[] = [...textFormats, ...PICTURE_FORMATS];
  if (raw.json === true && raw.format !== undefined && raw.format !== 'json') fail(command, `--json and --format ${raw.format} disagree; give one of them`);
  const asked = raw.json === true ? 'json' : raw.format;
  const file = raw.output === undefined ? null : { display: raw.output, path: resolve(io.cwd ?? process.cwd(), raw.output) };
  // Without --format, -o's extension decides; else the player's default (MATHHAMMER_FORMAT, the config
  // file) when the command has that format; else the table.
  const preferred = readSettings(io).format;
  let format: string = asked ?? allowed.find((f) => f === preferred?.value && !isPicture(f)) ?? 'table';
  if (asked === undefined && file === null && preferred !== undefined && format !== preferred.value) {
    // A default the player set that this command cannot write: say which is written instead.
    io.stderr(`mathhammer ${command}: note: ${command} writes no ${preferred.value} (the default from ${preferred.where}); it writes ${format}\n`);
  }
  if (file !== null) {
    const extension = extname(file.display).toLowerCase();
    const named = EXTENSIONS[extension];
    const known = named !== undefined && allowed.includes(named) ? named : undefined;
    if (asked === undefined && named !== undefined && known === undefined) {
      fail(command, `${command} writes no ${named} (${file.display}): end the name in ${allowedExtensions(allowed)}`);
    }
    if (asked === undefined && known === undefined) {
      fail(command, `cannot tell the format of ${file.display} from its name: end it in ${allowedExtensions(allowed)}, or give --format`);
    }
    if (asked !== undefined && known !== undefined && known !== asked) {
      fail(command, `--${raw.json === true ? 'json' : `format ${asked}`} but ${file.display} is named like a ${known} file; give one of them`);
    }
    format = asked ?? known ?? format;
    checkWritable(command, file.display, file.path, raw.force === true);
  } else if (raw.force === true) {
    io.stderr(`mathhammer ${command}: note: --force has no effect without -o: nothing is written to a file\n`);
  }
  if (file === null && isPicture(format) && io.isTTY) {
    fail(command, `--format ${format} draws a picture: write it to a file with -o (e.g. -o report.${format}) or redirect standard output (> report.${format})`);
  }
  return { command, format: format as F | PictureFormat, file, force: raw.force === true };
}

function allowedExtensions(allowed: readonly string[]): string {
  return Object.entries(EXTENSIONS)
    .filter(([, format]) => allowed.includes(format))
    .map(([extension]) => extension)
    .join(', ');
}

function checkWritable(command: string, display: string, path: string, force: boolean): void {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) fail(command, `${display} is a directory: give the path of the file to write`);
  if (!force) fail(command, `${display} already exists; use --force to overwrite it`);
}

/**
 * Writes a whole file: created only if absent ('wx') unless --force, so a file that appeared since the
 * options were checked is not overwritten either; a file left half-written by a failure is removed.
 */
function writeFile(output: Output<string>, data: string | Uint8Array): void {
  const file = output.file!;
  try {
    writeFileSync(file.path, data, { flag: output.force ? 'w' : 'wx' });
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'EEXIST') fail(output.command, `${file.display} already exists; use --force to overwrite it`);
    if (!output.force && code !== 'ENOENT' && existsSync(file.path)) unlinkSync(file.path);
    if (code === 'ENOENT') fail(output.command, `cannot write ${file.display}: no such directory`);
    if (code === 'EACCES' || code === 'EPERM') fail(output.command, `cannot write ${file.display}: permission denied`);
    fail(output.command, `cannot write ${file.display} (${code ?? String(error)})`);
  }
}

async function drawPicture(output: Output<string>, format: PictureFormat, request: PictureRequest): Promise<string | Uint8Array> {
  const renderer = await loadRenderer(output.command);
  try {
    return await renderer.renderPicture(request, format, loadFonts(output.command));
  } catch (error) {
    if (!(error instanceof renderer.PngRendererUnavailable)) throw error;
    const svg = output.file === null ? '--format svg' : `-o ${output.file.display.replace(/\.png$/i, '')}.svg`;
    fail(output.command, `cannot draw a PNG here: ${error.message}. Draw an SVG instead (${svg}), which any browser shows, or reinstall mathhammer (npm ci)`);
  }
}

/**
 * How a text format is drawn for this output: colours and the terminal's width only on standard output
 * (a file gets the plain 80-column table), colours only in the table.
 */
export function textOptions(io: Io, output: Output<string>, format: string, color: ColorChoice): { color: boolean; width?: number } {
  if (output.file !== null) return { color: false };
  return { color: format === 'table' && useColor(io, color), width: outputWidth(io) };
}

/** The report in the chosen format, to the chosen place. */
export async function writeOutput<F extends string>(io: Io, output: Output<F>, renderers: ReportRenderers<F>): Promise<void> {
  const format = output.format;
  const data = isPicture(format) ? await drawPicture(output, format, renderers.picture()) : renderers.text(format);
  if (output.file !== null) writeFile(output, data);
  else if (typeof data === 'string') io.stdout(data);
  else if (io.stdoutBytes !== undefined) io.stdoutBytes(data);
  else fail(output.command, `cannot write a ${format.toUpperCase()} to this output; give a file with -o`);
}
