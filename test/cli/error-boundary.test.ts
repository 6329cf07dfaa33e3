/** An unexpected error (a bug) prints its stack, says it is a bug and exits 1. */
import { describe, expect, it, vi } from 'vitest';

vi.mock('../../src/rules/pipeline.js', () => ({
  resolveAttack: () => {
    throw new TypeError('resolveAttack: simulated internal failure');
  },
}));

const { runCli } = await import('./run-cli.js');

describe('the error boundary', () => {
  it('reports an unexpected error as a bug, with the stack, exit 1', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq']);
    expect(run.code).toBe(1);
    expect(run.stdout).toBe('');
    expect(run.stderr).toMatch(/^mathhammer: internal error — this is a bug in mathhammer, please report it with the command you ran:\nTypeError: resolveAttack: simulated internal failure\n\s+at /);
  });
});
