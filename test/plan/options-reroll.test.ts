/** The re-roll options' accepted values: saves have no critical rolls, so `noncrit` is for hits and wounds only. */
import { describe, expect, it } from 'vitest';
import { parseOptionText, parseOptionValue } from '../../src/plan/index.js';
import { runCli } from '../cli/run-cli.js';

describe('--reroll-saves values', () => {
  it.each(['none', 'ones', 'failed'])('--reroll-saves %s is accepted', (value) => {
    const parsed = parseOptionText(`--reroll-saves ${value}`);
    expect(parsed.ok && parsed.value.layer).toEqual({ rerollSaves: value });
  });

  it('--reroll-saves noncrit is refused, listing the accepted values and why', () => {
    const parsed = parseOptionText('--reroll-saves noncrit');
    expect(parsed.ok).toBe(false);
    const message = parsed.ok ? '' : parsed.message;
    expect(message).toContain('none, ones, failed');
    expect(message).toContain('saves have no criticals');
  });

  it('reroll-saves: noncrit in a comparison or sequence file is refused the same way', () => {
    expect(parseOptionValue('reroll-saves', 'noncrit').ok).toBe(false);
  });

  it('calc strike-team meq --reroll-saves noncrit is a usage error: exit 2, one line, no stack trace', async () => {
    const run = await runCli(['calc', 'strike-team', 'meq', '--reroll-saves', 'noncrit']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).toContain("'--reroll-saves <policy>' argument 'noncrit' is invalid");
    expect(run.stderr).toContain('none, ones, failed');
    expect(run.stderr).not.toMatch(/\n\s+at /);
  });
});

describe('--reroll-hits and --reroll-wounds keep noncrit (fishing for critical hits and wounds, docs/rules.md 2.6, 3.5)', () => {
  it.each(['reroll-hits', 'reroll-wounds'])('--%s noncrit is accepted', (name) => {
    expect(parseOptionText(`--${name} noncrit`).ok).toBe(true);
  });
});

describe('--reroll-damage values (docs/rules.md 5.6)', () => {
  it.each(['none', 'ones', 'any'])('--reroll-damage %s is accepted', (value) => {
    const parsed = parseOptionText(`--reroll-damage ${value}`);
    expect(parsed.ok && parsed.value.layer).toEqual({ rerollDamage: value });
  });

  it('--reroll-damage failed is refused, listing the accepted values', () => {
    const parsed = parseOptionText('--reroll-damage failed');
    expect(parsed.ok).toBe(false);
    expect(parsed.ok ? '' : parsed.message).toContain('none, ones, any');
  });

  it('--attacks, --strength and --toughness take signed whole numbers, as --hit does', () => {
    const parsed = parseOptionText('--attacks +1 --strength -2 --toughness 1');
    expect(parsed.ok && parsed.value.layer).toEqual({ attacks: 1, strength: -2, toughness: 1 });
    expect(parseOptionText('--attacks D3').ok).toBe(false);
  });
});
