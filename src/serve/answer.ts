/**
 * A question answered by the command line itself, run in-process: its JSON (the numbers, as `--json`
 * prints them) and its HTML report (`--format html`: the picture as SVG and the tables), or the lines it
 * prints on a mistake, as a terminal would show them.
 */
import { questionArgv, type Question } from './question.js';

export type RunResult = { readonly code: number; readonly stdout: string; readonly stderr: string };
/** Runs `mathhammer <argv>` and returns its exit code and what it printed. */
export type Run = (argv: readonly string[]) => Promise<RunResult>;

/** The command's exit code for a user's mistake (src/cli/errors.ts EXIT_INPUT). */
const EXIT_INPUT = 2;

export type Answered = {
  readonly command: string;
  /** The same question as a command line, to paste in a terminal. */
  readonly display: string;
  readonly json: unknown;
  /** The picture: the HTML report's <figure> (inline SVG, in the page's font). */
  readonly figure: string;
  /** The report's tables and notes: the HTML report's <main>. */
  readonly report: string;
  /** What the command printed on standard error while answering (notes, warnings). */
  readonly messages: readonly string[];
};

export type Answer = { readonly status: 200; readonly body: Answered } | { readonly status: 400 | 500; readonly body: { readonly display?: string; readonly errors: readonly string[] } };

export function lines(text: string): string[] {
  return text.split('\n').filter((line) => line.trim() !== '');
}

function failed(result: RunResult, display: string): Answer {
  return { status: result.code === EXIT_INPUT ? 400 : 500, body: { display, errors: lines(result.stderr) } };
}

/** The parts of the HTML report (src/report/picture/html.ts) the page shows. */
export function reportParts(html: string): { figure: string; report: string } | undefined {
  const figure = /<figure\b[\s\S]*?<\/figure>/.exec(html)?.[0];
  const report = /<main>([\s\S]*)<\/main>/.exec(html)?.[1];
  return figure === undefined || report === undefined ? undefined : { figure, report: report.trim() };
}

export async function answer(question: Extract<Question, { ok: true }>, run: Run, extra: readonly string[]): Promise<Answer> {
  const json = await run(questionArgv(question, [...extra, '--json']));
  if (json.code !== 0) return failed(json, question.display);
  const html = await run(questionArgv(question, [...extra, '--format=html']));
  if (html.code !== 0) return failed(html, question.display);
  const parts = reportParts(html.stdout);
  if (parts === undefined) return { status: 500, body: { display: question.display, errors: ['mathhammer serve: the HTML report has no <figure> or <main>: this is a bug in mathhammer, please report it'] } };
  return { status: 200, body: { command: question.command, display: question.display, json: JSON.parse(json.stdout), ...parts, messages: lines(json.stderr) } };
}
