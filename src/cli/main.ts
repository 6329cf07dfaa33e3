/**
 * The CLI's entry point and its one error boundary. `main(argv, io)` returns the exit code, so tests run
 * it in-process; bin/mathhammer.cjs sets process.exitCode from it.
 *   0 success · 2 usage or input error (one line per problem, no stack) · 1 unexpected error (a bug) ·
 *   130 stopped by Ctrl-C.
 * Everything printed goes through escapeControls (terminal-text.ts): text from profiles and arguments
 * cannot move the cursor or clear the screen. Help is laid out at the terminal's width.
 */
import { Command, CommanderError } from 'commander';
import { calcCommand } from './commands/calc.js';
import { compareCommand } from './commands/compare.js';
import { matchupCommand } from './commands/matchup.js';
import { planCommand } from './commands/plan.js';
import { configCommand } from './commands/config.js';
import { dataCommand } from './commands/data.js';
import { effectsCommand } from './commands/effects.js';
import { importCommand } from './commands/import.js';
import { neededCommand } from './commands/needed.js';
import { profilesCommand } from './commands/profiles.js';
import { sequenceCommand } from './commands/sequence.js';
import { serveCommand } from './commands/serve.js';
import { showCommand } from './commands/show.js';
import { simulateCommand } from './commands/simulate.js';
import { unitsCommand } from './commands/units.js';
import { validateCommand } from './commands/validate.js';
import { EXIT_BUG, EXIT_INPUT, EXIT_INTERRUPTED, EXIT_OK, InputError, InterruptedError, scenarioErrorLines } from './errors.js';
import { outputWidth, useColor, type Io } from './io.js';
import { wrapHelp } from './help-text.js';
import { colourChoiceIn, escapeControls } from './terminal-text.js';
import { packageVersion } from './paths.js';
import { ScenarioError } from '../plan/index.js';
import { closest } from '../profile/index.js';
import { EngineLimitError } from '../rules/index.js';

export type { Io } from './io.js';
export { EXIT_BUG, EXIT_INPUT, EXIT_INTERRUPTED, EXIT_OK } from './errors.js';
/** For bin/matchup-worker.cjs: the worker thread of a matchup, in the same bundle. */
export { matchupWorker } from './matchup-parallel.js';

const EXAMPLES = `
Examples:
  $ mathhammer calc strike-team meq --half-range
  $ mathhammer calc strike-team meq --half-range --json
  $ mathhammer calc mukaali-riders teq --phase melee --charged --rules 10e
  $ mathhammer profiles
  $ mathhammer show strike-team
  $ mathhammer validate my-squad.yaml

Run mathhammer <command> --help for a command's options.

Exit status: 0 success; 2 a usage or input mistake (the message says which);
1 an internal error (a bug: please report it); 130 stopped by Ctrl-C.`;

/** Where commander prints: help wrapped to the width (on stderr too, when help answers a mistake). */
function helpOutput(io: Io): { writeOut: (text: string) => void; writeErr: (text: string) => void; getOutHelpWidth: () => number; getErrHelpWidth: () => number } {
  const width = outputWidth(io);
  return {
    writeOut: (text) => io.stdout(wrapHelp(text, width)),
    writeErr: (text) => io.stderr(text.startsWith('Usage:') ? wrapHelp(text, width) : text),
    getOutHelpWidth: () => width,
    getErrHelpWidth: () => width,
  };
}

/** The subcommands by name, each made only when wanted. */
function subcommands(io: Io, setExit: (code: number) => void): Record<string, () => Command> {
  return {
    calc: () => calcCommand(io),
    compare: () => compareCommand(io),
    matchup: () => matchupCommand(io, setExit),
    plan: () => planCommand(io, setExit),
    sequence: () => sequenceCommand(io),
    needed: () => neededCommand(io),
    profiles: () => profilesCommand(io),
    effects: () => effectsCommand(io),
    validate: () => validateCommand(io, setExit),
    simulate: () => simulateCommand(io),
    import: () => importCommand(io),
    units: () => unitsCommand(io),
    show: () => showCommand(io),
    config: () => configCommand(io),
    serve: () => serveCommand(io, main),
    data: () => dataCommand(io),
  };
}

/**
 * The program with every subcommand, or with only `only` when the command line names it: making the
 * others (their options and help) is a few milliseconds of a cold start, and a subcommand's parsing,
 * help and errors need none of them.
 */
function program(io: Io, setExit: (code: number) => void, ran: (command: string) => void, only?: string): Command {
  const root = new Command('mathhammer')
    .description('Exact probability distributions for Warhammer 40,000 attacks, from YAML unit profiles')
    .version(packageVersion(), '-v, --version', 'print the version (also -V)')
    .addHelpText('after', EXAMPLES)
    .showSuggestionAfterError(true)
    .configureOutput({
      ...helpOutput(io),
      outputError: (text, write) => write(text.startsWith('error:') ? `mathhammer: ${text}` : text),
    })
    .exitOverride()
    .hook('preAction', (_root, action) => ran(action.name()));
  const all = subcommands(io, setExit);
  const wanted = only !== undefined && Object.hasOwn(all, only) ? [all[only]!] : Object.values(all);
  for (const make of wanted) {
    const command = make();
    // Subcommands inherit neither output nor exit handling: set them on each (and on theirs: data fetch).
    for (const each of [command, ...command.commands]) {
      const name = each === command ? command.name() : `${command.name()} ${each.name()}`;
      each
        .configureOutput({
          ...helpOutput(io),
          outputError: (text, write) => write(text.startsWith('error:') ? `mathhammer ${name}: ${text}` : text),
        })
        .showSuggestionAfterError(true)
        .exitOverride();
    }
    root.addCommand(command);
  }
  return root;
}

export async function main(argv: readonly string[], rawIo: Io): Promise<number> {
  // Every text printed is escaped; the progress meter keeps its own raw channel for its carriage returns.
  // Colour codes pass only to a standard output that is in colour (the renderers colour nothing else).
  const colour = useColor(rawIo, colourChoiceIn(argv));
  const io: Io = {
    ...rawIo,
    stdout: (text) => rawIo.stdout(escapeControls(text, colour)),
    stderr: (text) => rawIo.stderr(escapeControls(text)),
    progress: rawIo.progress ?? rawIo.stderr,
  };
  let exitCode = EXIT_OK;
  let command = 'mathhammer';
  try {
    const root = program(
      io,
      (code) => {
        exitCode = code;
      },
      (name) => {
        command = name;
      },
      argv[0],
    );
    if (argv.length === 0) {
      root.outputHelp({ error: true });
      return EXIT_INPUT;
    }
    // `help <name>` of no command: commander prints the general help and succeeds; it is a usage error.
    if (argv[0] === 'help' && argv[1] !== undefined && !root.commands.some((c) => c.name() === argv[1])) {
      const hint = closest(argv[1], root.commands.map((c) => c.name()));
      io.stderr(`mathhammer: error: unknown command '${argv[1]}'${hint === undefined ? '' : `\n(Did you mean ${hint}?)`}\n`);
      return EXIT_INPUT;
    }
    // -V was the version flag before -v; commander takes one short flag per option.
    await root.parseAsync(argv[0] === '-V' ? ['--version', ...argv.slice(1)] : [...argv], { from: 'user' });
    return exitCode;
  } catch (error) {
    return handle(error, io, command);
  }
}

function handle(error: unknown, io: Io, command: string): number {
  if (error instanceof InputError) {
    for (const line of error.lines) io.stderr(line + '\n');
    return EXIT_INPUT;
  }
  if (error instanceof ScenarioError) {
    for (const line of scenarioErrorLines(error, command)) io.stderr(line + '\n');
    return EXIT_INPUT;
  }
  if (error instanceof InterruptedError) {
    io.stderr(`mathhammer ${error.command}: interrupted\n`);
    return EXIT_INTERRUPTED;
  }
  if (error instanceof EngineLimitError) {
    io.stderr(`mathhammer: ${error.message}\n`);
    return EXIT_INPUT;
  }
  if (error instanceof CommanderError) {
    // Help and version are "errors" to commander; they already printed their text.
    if (error.code === 'commander.helpDisplayed' || error.code === 'commander.version' || error.code === 'commander.help') return EXIT_OK;
    // A quoted step "- --half-range" (standard input, then options) reads as an option to commander.
    if (error.code === 'commander.unknownOption' && error.message.includes("'- ")) {
      io.stderr('(a step whose attacker is - reads as an option: put -- before the steps, e.g. mathhammer sequence meq -- "- --half-range")\n');
    }
    return EXIT_INPUT;
  }
  const stack = error instanceof Error ? (error.stack ?? error.message) : String(error);
  io.stderr(`mathhammer: internal error — this is a bug in mathhammer, please report it with the command you ran:\n${stack}\n`);
  return EXIT_BUG;
}
