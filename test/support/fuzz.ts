/**
 * A fuzz harness for any parser that turns user text into `{ok: true, value} | {ok: false, issues}`:
 * the profile loader (parseProfile), the datasheet importer (importDatasheet), whatever comes next.
 * Adding a parser is one `fuzzParser(...)` call with its seeds.
 *
 * Every input must come back, never throw, within `maxMs`; a failure must be one or more clean issues:
 * the file as named, a line and column inside the text (or 0:0 for the whole file), a path, and a message
 * in words (no "undefined", "[object Object]", "NaN" or stack traces). `afterParse` runs the steps that
 * follow a successful parse (resolving a unit, planning an attack): they must not throw either.
 *
 * The inputs are mutations of real seeds (deleted, inserted, replaced and duplicated spans and lines,
 * hostile tokens, re-indentation, splices of two seeds, truncation) and random token soup, from a seeded
 * generator, so a failure is reproducible from its case number.
 */

/** An issue as every parser of user input reports it (src/profile/issue.ts). */
export type LocatedIssue = { readonly file: string; readonly line: number; readonly col: number; readonly path: string; readonly message: string };

export type ParseOutcome = { readonly ok: true; readonly value: unknown } | { readonly ok: false; readonly issues: readonly LocatedIssue[] };

export type FuzzTarget = {
  readonly name: string;
  readonly parse: (text: string, file: string) => ParseOutcome;
  /** What the CLI does next with a successful parse; must not throw. */
  readonly afterParse?: (value: unknown) => void;
};

export type FuzzFailure = { readonly case: number; readonly problem: string; readonly input: string };

export type FuzzReport = {
  readonly cases: number;
  readonly parsed: number;
  readonly refused: number;
  readonly failures: readonly FuzzFailure[];
  readonly slowestMs: number;
  readonly totalMs: number;
};

/** Words that must never reach a user: signs of a value printed without being described. */
const LEAKS = [/\bundefined\b/, /\[object Object\]/, /\bNaN\b/, /\n\s+at /];

/** What is wrong with one issue of a failed parse, or null when it is clean. */
export function issueProblem(issue: LocatedIssue, text: string, file: string): string | null {
  if (issue.file !== file) return `names the file ${JSON.stringify(issue.file)}, not ${JSON.stringify(file)}`;
  if (typeof issue.message !== 'string' || issue.message.trim() === '') return 'has no message';
  // Quoted text is the user's own input, echoed: only the words around it must not leak.
  const words = issue.message.replace(/"(?:[^"\\]|\\.)*"|`[^`]*`/g, '""');
  for (const leak of LEAKS) {
    // `.nan` in the YAML is the number NaN, and "got NaN" describes it faithfully.
    if (leak.source.includes('NaN') && /nan/i.test(text)) continue;
    if (leak.test(words)) return `message leaks ${leak}: ${issue.message.slice(0, 200)}`;
  }
  if (typeof issue.path !== 'string') return 'has no path';
  const { line, col } = issue;
  if (!Number.isInteger(line) || !Number.isInteger(col) || line < 0 || col < 0) return `bad location ${line}:${col}`;
  if ((line === 0) !== (col === 0)) return `half a location ${line}:${col}`;
  if (line > 0) {
    const lines = text.split('\n');
    if (line > lines.length + 1) return `line ${line} beyond the text's ${lines.length} lines`;
    const length = [...(lines[line - 1] ?? '')].length;
    if (col > length + 2) return `column ${col} beyond line ${line}'s ${length} characters`;
  }
  return null;
}

export type FuzzOptions = {
  readonly file?: string;
  /** Longest acceptable time for one input (a hang shows up as a timeout of the whole test). */
  readonly maxMs?: number;
  /** Stop collecting after this many failures. */
  readonly maxFailures?: number;
};

/** Runs every input through the target; never throws itself. */
export function fuzzParser(target: FuzzTarget, inputs: Iterable<string>, options: FuzzOptions = {}): FuzzReport {
  const file = options.file ?? 'fuzz.yaml';
  const maxMs = options.maxMs ?? 2_000;
  const maxFailures = options.maxFailures ?? 20;
  const failures: FuzzFailure[] = [];
  let cases = 0;
  let parsed = 0;
  let refused = 0;
  let slowestMs = 0;
  const started = performance.now();
  for (const input of inputs) {
    const n = cases++;
    const fail = (problem: string): void => {
      if (failures.length < maxFailures) failures.push({ case: n, problem: `${target.name}: ${problem}`, input });
    };
    const t0 = performance.now();
    let outcome: ParseOutcome;
    try {
      outcome = target.parse(input, file);
    } catch (error) {
      fail(`threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      continue;
    }
    const ms = performance.now() - t0;
    slowestMs = Math.max(slowestMs, ms);
    if (ms > maxMs) fail(`took ${ms.toFixed(0)} ms (limit ${maxMs} ms) on ${input.length} characters`);
    if (outcome.ok) {
      parsed++;
      try {
        target.afterParse?.(outcome.value);
      } catch (error) {
        fail(`after a successful parse, threw ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
      }
      continue;
    }
    refused++;
    if (outcome.issues.length === 0) fail('failed without an issue');
    for (const issue of outcome.issues) {
      const problem = issueProblem(issue, input, file);
      if (problem !== null) {
        fail(`issue ${JSON.stringify(issue)} ${problem}`);
        break;
      }
    }
  }
  return { cases, parsed, refused, failures, slowestMs, totalMs: performance.now() - started };
}

/** A failed report in words, for an assertion message. */
export function describeFailures(report: FuzzReport): string {
  return report.failures
    .slice(0, 5)
    .map((f) => `case ${f.case}: ${f.problem}\n--- input (${f.input.length} chars) ---\n${f.input.slice(0, 400)}`)
    .join('\n\n');
}

/** mulberry32: a small seeded generator of floats in [0, 1). */
export function randomSource(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Tokens that break parsers: YAML syntax, numbers at the edges, dice, keys, hostile keys, odd characters. */
export const HOSTILE_TOKENS: readonly string[] = [
  '', ' ', '  ', '\t', '\n', '\r\n', '\r', '-', '- ', ':', ': ', '? ', '[', ']', '{', '}', ',', '&a ', '*a', '&b [1]', '*b',
  '!!str ', '!!int ', '!!float ', '!!binary ', '!!set ', '!!omap ', '!!map ', '!foo ', '!<tag:x> ', '<<: *a', '|', '>-', '"', "'",
  '#', '# comment', '%YAML 1.1', '---', '...', '@', '`', '%',
  '0', '1', '-1', '2', '3', '6', '7', '10', '30', '31', '100', '1000000', '99999999999999999999999', '1e309', '-1e309', '1e-9',
  '0.5', '-0', '0x1F', '0o17', '0b101', '.inf', '-.inf', '.nan', 'NaN', 'Infinity', '1_000', '2,5',
  'null', '~', 'true', 'false', 'yes', 'no', 'on', 'off', 'N/A', 'n/a', '—', '–', '−1', 'melee', 'Melee', '24"', '12″', '2+', '3+',
  '7+', '1+', '0+', '+', '++', '4++', 'D6', 'd6', '2D6', 'D6+D6', 'D3+3', 'D0', '0D6', 'D', '2D', 'D6+', '3D6+2', '1000D6',
  'name', 'models', 'weapons', 'loadouts', 'leader', 'count', 'M', 'T', 'W', 'Sv', 'A', 'BS', 'WS', 'S', 'AP', 'D', 'Ld', 'OC',
  'invuln', 'FNP', 'abilities', 'keywords', 'faction-keywords', 'profiles', 'default', 'swaps', 'replace', 'with', 'model',
  'requires', 'points', 'range', 'damage-reduction', 'halve-damage', 'stealth', 'notes', 'max', 'description',
  '__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__',
  'sustained hits D3', 'sustained hits', 'anti-infantry 4+', 'anti- 4+', 'rapid fire 2', 'rapid fire D6', 'blast', 'melta 2',
  'melta', 'lethal hits', 'devastating wounds', 'twin-linked', 'torrent', 'precision', 'hazardous', 'heavy', 'lance',
  'indirect fire', 'ignores cover', 'psychic', 'pistol', 'assault', 'extra attacks', 'one shot', '[a, b]', '{a: 1}', '[]', '{}',
  'x'.repeat(200), '\u0000', '\u0007', '\u001b[31m', '\u00a0', '\ufeff', '\u200b', '\u202e', '😀', 'é', 'Ω', '\ud800',
  'captain.yaml', '../../etc/passwd', '/dev/zero', 'C:\\x', '$(rm -rf /)', '${x}', '{{x}}', '%s%n',
];

/** Mutates `text` once (60%) or 2–4 times. */
export function mutate(text: string, random: () => number, seeds: readonly string[]): string {
  const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;
  const at = (s: string) => Math.floor(random() * (s.length + 1));
  const token = () => pick(HOSTILE_TOKENS);
  let out = text;
  const rounds = random() < 0.6 ? 1 : 2 + Math.floor(random() * 3);
  for (let r = 0; r < rounds; r++) {
    const lines = out.split('\n');
    const line = Math.floor(random() * lines.length);
    switch (Math.floor(random() * 13)) {
      case 0: {
        const i = at(out);
        out = out.slice(0, i) + out.slice(i + 1 + Math.floor(random() * 20));
        break;
      }
      case 1: {
        const i = at(out);
        out = out.slice(0, i) + token() + out.slice(i);
        break;
      }
      case 2: {
        const i = at(out);
        out = out.slice(0, i) + token() + out.slice(i + 1 + Math.floor(random() * 8));
        break;
      }
      case 3:
        lines.splice(line, 0, lines[line] ?? '');
        out = lines.join('\n');
        break;
      case 4:
        lines.splice(line, 1);
        out = lines.join('\n');
        break;
      case 5: {
        const other = Math.floor(random() * lines.length);
        [lines[line], lines[other]] = [lines[other] ?? '', lines[line] ?? ''];
        out = lines.join('\n');
        break;
      }
      case 6: {
        const current = lines[line] ?? '';
        const shift = Math.floor(random() * 9) - 4;
        lines[line] = shift >= 0 ? ' '.repeat(shift) + current : random() < 0.3 ? `\t${current.trimStart()}` : current.slice(-shift);
        out = lines.join('\n');
        break;
      }
      case 7: {
        // a value after "key: " replaced
        const current = lines[line] ?? '';
        const colon = current.indexOf(': ');
        lines[line] = colon < 0 ? current + token() : current.slice(0, colon + 2) + token();
        out = lines.join('\n');
        break;
      }
      case 8: {
        // a key replaced (typos, hostile keys)
        const current = lines[line] ?? '';
        const match = /^(\s*(?:- )?)([^:#]+):/.exec(current);
        lines[line] = match === null ? token() + current : match[1] + token() + current.slice(match[0].length - 1);
        out = lines.join('\n');
        break;
      }
      case 9:
        out = out.slice(0, at(out));
        break;
      case 10: {
        const other = pick(seeds);
        out = out.slice(0, at(out)) + other.slice(at(other));
        break;
      }
      case 11: {
        // a block of lines repeated (long lists, duplicate keys)
        const end = Math.min(lines.length, line + 1 + Math.floor(random() * 6));
        const block = lines.slice(line, end);
        const times = 1 + Math.floor(random() * 5);
        lines.splice(end, 0, ...Array.from({ length: times }, () => block).flat());
        out = lines.join('\n');
        break;
      }
      default: {
        // an anchor on one value and aliases to it elsewhere
        const current = lines[line] ?? '';
        const colon = current.indexOf(': ');
        if (colon >= 0) lines[line] = `${current.slice(0, colon + 2)}&x ${current.slice(colon + 2)}`;
        const other = Math.floor(random() * lines.length);
        const target = lines[other] ?? '';
        const c2 = target.indexOf(': ');
        if (c2 >= 0) lines[other] = `${target.slice(0, c2 + 2)}*x`;
        out = lines.join('\n');
      }
    }
  }
  return out;
}

/** `count` mutations of the seeds (each case: a random seed, mutated), then `soup` random token soups. */
export function* fuzzInputs(seeds: readonly string[], count: number, seed: number, soup = Math.floor(count / 10)): Generator<string> {
  const random = randomSource(seed);
  for (let i = 0; i < count; i++) yield mutate(seeds[Math.floor(random() * seeds.length)]!, random, seeds);
  for (let i = 0; i < soup; i++) {
    const length = Math.floor(random() * 60);
    let text = '';
    for (let j = 0; j < length; j++) text += HOSTILE_TOKENS[Math.floor(random() * HOSTILE_TOKENS.length)]! + (random() < 0.3 ? '\n' : random() < 0.5 ? ': ' : ' ');
    yield text;
  }
}
