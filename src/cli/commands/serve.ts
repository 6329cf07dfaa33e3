/**
 * `mathhammer serve [--port N] [--open] [--data DIR]`: the calculator as a web page on this computer
 * (docs/serve.md). Every question the page asks is answered by this same command line, in-process, so
 * its numbers and messages are calc's, compare's, sequence's and needed's.
 */
import { join } from 'node:path';
import { Command, InvalidArgumentError } from 'commander';
import { SCENARIO_OPTIONS } from '../../plan/index.js';
import type { PageOption } from '../../serve/question.js';
import { InputError } from '../errors.js';
import type { Io } from '../io.js';
import { PACKAGE_ROOT } from '../paths.js';
import { fontPaths } from '../picture-renderer.js';
import { DATA_DESCRIPTION } from '../scenario-options.js';
import { loadServer } from '../serve-loader.js';

/** The CLI's entry point (main.ts), which answers the page's questions. */
export type Main = (argv: readonly string[], io: Io) => Promise<number>;

export const DEFAULT_PORT = 4040;
/** Without --port, the ports after the default tried when it is in use. */
const DEFAULT_TRIES = 10;

const EXAMPLES = `
Examples:
  $ mathhammer serve --open
      the page in your browser, at http://127.0.0.1:${DEFAULT_PORT}/
  $ mathhammer serve --port 0 --data ~/bsdata-10e
      any free port (the URL is printed), with the data folder's units by name

The page listens on 127.0.0.1 only and answers only this computer. Ctrl-C stops it.`;

function parsePort(value: string): number {
  if (!/^\s*\d+\s*$/.test(value) || Number(value) > 65535) throw new InvalidArgumentError('Expected a port number from 0 to 65535 (0: any free port).');
  return Number(value);
}

/** The scenario options as the page lists them and accepts them. */
export function pageOptions(): PageOption[] {
  return SCENARIO_OPTIONS.map((o) => ({
    name: o.name,
    value: o.value ?? null,
    description: o.description,
    group: o.group ?? null,
    repeatable: o.repeatable === true,
    defaultValue: typeof o.defaultValue === 'string' ? o.defaultValue : null,
  }));
}

/** Runs the CLI in-process on `argv`, capturing what it prints; no terminal, no standard input. */
export function inProcess(main: Main, io: Io): (argv: readonly string[]) => Promise<{ code: number; stdout: string; stderr: string }> {
  const env = { ...io.env, FORCE_COLOR: undefined };
  return async (argv) => {
    let stdout = '';
    let stderr = '';
    const code = await main(argv, {
      stdout: (text) => (stdout += text),
      stderr: (text) => (stderr += text),
      isTTY: false,
      env,
      ...(io.cwd === undefined ? {} : { cwd: io.cwd }),
      readStdin: () => Promise.resolve(''),
    });
    return { code, stdout, stderr };
  };
}

type ServeOptions = { port?: number; open?: boolean; data?: string };

export function serveCommand(io: Io, main: Main): Command {
  return new Command('serve')
    .description('the calculator as a web page on this computer (127.0.0.1 only)')
    .option('--port <n>', `the port (default ${DEFAULT_PORT}, or the next free one; 0: any free port)`, parsePort)
    .option('--open', 'open the page in the default browser')
    .option('--data <folder>', DATA_DESCRIPTION)
    .addHelpText('after', EXAMPLES)
    .action(async (options: ServeOptions) => {
      const { startServer, PortInUse, openBrowser } = await loadServer();
      const setup = {
        run: inProcess(main, io),
        options: pageOptions(),
        extra: options.data === undefined ? [] : [`--data=${options.data}`],
        staticDir: join(PACKAGE_ROOT, 'web'),
        fonts: fontPaths('serve'),
      };
      const port = options.port ?? DEFAULT_PORT;
      let running;
      try {
        running = await startServer(setup, port, options.port === undefined ? DEFAULT_TRIES : 1);
      } catch (error) {
        if (!(error instanceof PortInUse)) throw error;
        const which = options.port === undefined ? `ports ${port} to ${port + DEFAULT_TRIES - 1} are` : `port ${port} is`;
        throw new InputError([`mathhammer serve: ${which} in use; give another with --port N, or --port 0 for any free port`]);
      }
      io.stdout(`mathhammer serve: the page is at ${running.url} (Ctrl-C stops it)\n`);
      const url = running.url;
      if (options.open === true) openBrowser(url, (why) => io.stderr(`mathhammer serve: warning: could not open a browser (${why}); open ${url} yourself\n`));
      await new Promise<void>((stopped) => {
        const stop = io.onInterrupt?.(() => {
          stop?.();
          stopped();
        });
      });
      await running.close();
      io.stderr('mathhammer serve: stopped\n');
    });
}
