/**
 * The page's question, as its URL's query string holds it (`cmd=calc&a=strike-team&d=meq&half-range=1`),
 * turned into the command line that answers it. The page's state and the server's input are the same
 * text, so a shared link asks the same question; and the command line is the CLI's own, so the numbers
 * and the messages are `mathhammer calc`'s. Only the parameters listed here pass: nothing on the page can
 * write a file (-o), read standard input or choose the data folder.
 */

/** A scenario option as the page and this module know it: its long name, and whether it takes a value. */
export type PageOption = {
  readonly name: string;
  readonly value: string | null;
  readonly description: string;
  readonly group: string | null;
  readonly repeatable: boolean;
  readonly defaultValue: string | null;
};

export const COMMANDS = ['calc', 'compare', 'sequence', 'needed'] as const;
export type PageCommand = (typeof COMMANDS)[number];

/** Each command's own parameters besides the scenario options: how many units, and its own options. */
type Shape = {
  /** `a` (attackers) and `d` (defenders): how many each takes, [at least, at most]. */
  readonly a: readonly [number, number];
  readonly d: readonly [number, number];
  /** `step`: sequence's steps, each a text as on the command line. */
  readonly steps: boolean;
  /** The command's own options (not scenario options), by name: a flag (null) or its placeholder. */
  readonly own: Readonly<Record<string, string | null>>;
  /** A hint for the question without its units. */
  readonly usage: string;
};

const MANY = 16;

const SHAPES: Record<PageCommand, Shape> = {
  calc: { a: [1, 1], d: [1, 1], steps: false, own: {}, usage: 'calc needs an attacker (a) and a defender (d)' },
  compare: {
    a: [0, MANY],
    d: [1, MANY],
    steps: false,
    own: { loadouts: '<names>', column: '<"label: options">', vary: '<condition>', set: '<"column: options">', 'at-least': '<k,…>' },
    usage: 'compare needs a defender (d) and attackers (a) or columns',
  },
  sequence: { a: [0, 0], d: [1, 1], steps: true, own: {}, usage: 'sequence needs a defender (d) and steps (step)' },
  needed: { a: [1, 1], d: [1, 1], steps: false, own: { goal: '<goal>', p: '<p>', models: null, max: '<n>' }, usage: 'needed needs an attacker (a), a defender (d), a goal and p' },
};

/** Parameters that repeat (one value each), besides the repeatable scenario options. */
const REPEATED_OWN = new Set(['column', 'vary', 'set']);

export type Question =
  | { readonly ok: true; readonly command: PageCommand; readonly options: readonly string[]; readonly units: readonly string[]; readonly display: string }
  | { readonly ok: false; readonly errors: readonly string[] };

const FLAG_ON = new Set(['', '1', 'true', 'on', 'yes']);
const FLAG_OFF = new Set(['0', 'false', 'off', 'no']);

/** A word as a POSIX shell reads it back: bare when it is plain, else in single quotes. */
export function shellWord(word: string): string {
  return /^[\w@%+=:,./-]+$/u.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`;
}

/** One option as argv (`--name=value`: a value starting with a dash stays a value) and as displayed. */
type Argument = { readonly argv: string; readonly shown: readonly string[] };

function option(name: string, value: string | null): Argument {
  return value === null ? { argv: `--${name}`, shown: [`--${name}`] } : { argv: `--${name}=${value}`, shown: [`--${name}`, value] };
}

/**
 * The command line of a question (`options`: the scenario options), or every problem with it, each
 * naming the parameter.
 */
export function readQuestion(query: URLSearchParams, options: readonly PageOption[]): Question {
  const errors: string[] = [];
  const cmd = query.get('cmd') ?? 'calc';
  if (!(COMMANDS as readonly string[]).includes(cmd)) return { ok: false, errors: [`cmd: "${cmd}" is no command of the page; give one of ${COMMANDS.join(', ')}`] };
  const command = cmd as PageCommand;
  const shape = SHAPES[command];
  const scenario = new Map(options.map((o) => [o.name, o]));
  const units = { a: [] as string[], d: [] as string[], step: [] as string[] };
  const args: Argument[] = [];
  const seen = new Set<string>();
  for (const [key, raw] of query) {
    const value = raw.trim();
    if (key === 'cmd') continue;
    if (key === 'a' || key === 'd' || key === 'step') {
      if (value === '') continue;
      if (key === 'step' && !shape.steps) errors.push(`step: ${command} takes no steps (only sequence does)`);
      else if (value.startsWith('-')) errors.push(`${key}: "${value}" starts with a dash: give a bundled profile or a datasheet name`);
      else units[key].push(value);
      continue;
    }
    const definition = scenario.get(key);
    const own = Object.hasOwn(shape.own, key) ? shape.own[key]! : undefined;
    if (definition === undefined && own === undefined) {
      errors.push(`${key}: no parameter of the page's ${command} is called so (docs/serve.md lists them)`);
      continue;
    }
    const takesValue = definition === undefined ? own !== null : definition.value !== null;
    const repeatable = definition === undefined ? REPEATED_OWN.has(key) : definition.repeatable;
    if (!takesValue) {
      if (FLAG_OFF.has(value.toLowerCase())) continue;
      if (!FLAG_ON.has(value.toLowerCase())) {
        errors.push(`${key}: a condition that is on or off: give ${key}=1 or leave it out, not "${value}"`);
        continue;
      }
      if (!seen.has(key)) args.push(option(key, null));
      seen.add(key);
      continue;
    }
    if (value === '') continue;
    if (seen.has(key) && !repeatable) {
      errors.push(`${key}: given twice; it takes one value`);
      continue;
    }
    seen.add(key);
    args.push(option(key, value));
  }
  const count = (key: 'a' | 'd', [least, most]: readonly [number, number], what: string) => {
    const n = units[key].length;
    if (n < least && !(command === 'compare' && key === 'a' && seen.has('column'))) errors.push(`${key}: ${shape.usage}`);
    else if (n > most) errors.push(`${key}: ${command} takes ${most === 1 ? 'one' : `at most ${most}`} ${what}${most === 1 ? '' : 's'}, not ${n}`);
  };
  count('a', shape.a, 'attacker');
  count('d', shape.d, 'defender');
  if (command === 'sequence' && units.step.length === 0) errors.push(`step: ${shape.usage}`);
  if (command === 'needed') for (const needed of ['goal', 'p']) if (!seen.has(needed)) errors.push(`${needed}: ${shape.usage}`);
  if (errors.length > 0) return { ok: false, errors };
  const positional = command === 'compare' ? units.a : command === 'sequence' ? [...units.d, ...units.step] : [...units.a, ...units.d];
  const vs = command === 'compare' ? units.d.map((d) => option('vs', d)) : [];
  const all = [...vs, ...args];
  return {
    ok: true,
    command,
    options: all.map((a) => a.argv),
    units: positional,
    display: ['mathhammer', command, ...positional, ...all.flatMap((a) => a.shown)].map(shellWord).join(' '),
  };
}

/** The argv of a question, with options of the server's own (`--json`, its `--data`). */
export function questionArgv(question: Extract<Question, { ok: true }>, extra: readonly string[]): string[] {
  // Options first and `--` before the units: a unit's name is never read as an option.
  return [question.command, ...question.options, ...extra, '--', ...question.units];
}
