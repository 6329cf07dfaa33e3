/** docs/api.md's examples run as written against the API (the packed package runs them too: pack.thorough.test.ts). */
import { describe, expect, it } from 'vitest';
import * as api from '../../src/api/index.js';
import { apiExamples, runExample } from './examples.js';

describe('docs/api.md', () => {
  const examples = apiExamples();

  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(6);
  });

  it.each(examples.map((e) => [e.line, e] as const))('the example at line %i runs, and prints what its `// →` comments say', async (_, example) => {
    const logged = await runExample(example, api);
    const lines = example.code.split('\n').filter((line) => /console\.log\(/.test(line));
    expect(logged).toHaveLength(lines.length);
    lines.forEach((line, i) => {
      // "// → 20000 true (why)": the printed line, then an optional explanation in brackets
      const stated = /\/\/ → (.*?)(?: \(.*\))?$/.exec(line)?.[1];
      if (stated !== undefined) expect(logged[i]).toBe(stated);
    });
  });
});
