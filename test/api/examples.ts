/**
 * The JavaScript examples of docs/api.md, runnable: each ```js block, its `import { … } from 'mathhammer'`
 * lines turned into reads of a given module, the rest run as written with its console.log output captured.
 */
import { readFileSync } from 'node:fs';
import { format } from 'node:util';

export type Example = { readonly line: number; readonly code: string };

export const API_DOC = new URL('../../docs/api.md', import.meta.url);

export function apiExamples(): Example[] {
  const text = readFileSync(API_DOC, 'utf8');
  const out: Example[] = [];
  const pattern = /^```js\n([\s\S]*?)^```/gm;
  for (let m = pattern.exec(text); m !== null; m = pattern.exec(text)) {
    out.push({ line: text.slice(0, m.index).split('\n').length + 1, code: m[1]! });
  }
  return out;
}

const AsyncFunction = Object.getPrototypeOf(async () => {}).constructor as new (...args: string[]) => (...values: unknown[]) => Promise<void>;

/** Runs an example against `api` (the package's exports); returns what it logged, a line per call. */
export async function runExample(example: Example, api: Record<string, unknown>): Promise<string[]> {
  const logged: string[] = [];
  const body = example.code.replace(/^import \{([^}]*)\} from 'mathhammer';$/gm, (_, names: string) => `const {${names}} = api;`);
  if (/^import /m.test(body)) throw new Error(`docs/api.md:${example.line}: only \`import { … } from 'mathhammer'\` can be run`);
  // node's console.log formats its arguments with util.format
  const console = { log: (...values: unknown[]) => logged.push(format(...values)) };
  await new AsyncFunction('api', 'console', body)(api, console);
  return logged;
}
