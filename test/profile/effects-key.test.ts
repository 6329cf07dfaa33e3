/** `effects:` in a profile: names kept with their positions, for the CLI to look up. */
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/profile/issue.js';
import { parseProfile } from '../../src/profile/parse-profile.js';

const unit = (effects: string): string => `name: Squad\n${effects}\nmodels:\n  - name: Trooper\n    count: 5\n`;

describe('effects: in a profile', () => {
  it('keeps each name with its line and column', () => {
    const parsed = parseProfile(unit('effects:\n  - Born Soldiers\n  - Fields of Fire'), 'squad.yaml');
    if (!parsed.ok) throw new Error(parsed.issues.map(formatIssue).join('\n'));
    expect(parsed.value.effects).toEqual([
      { name: 'Born Soldiers', at: { file: 'squad.yaml', line: 3, col: 5, path: 'effects[0]' } },
      { name: 'Fields of Fire', at: { file: 'squad.yaml', line: 4, col: 5, path: 'effects[1]' } },
    ]);
  });

  it('accepts one name without a list, and leaves the key out when absent', () => {
    const one = parseProfile(unit('effects: Night Shield'), 'squad.yaml');
    expect(one.ok && one.value.effects?.map((e) => e.name)).toEqual(['Night Shield']);
    const none = parseProfile(unit(''), 'squad.yaml');
    expect(none.ok && none.value.effects).toBeUndefined();
  });

  it('a name that is not text is an issue', () => {
    const parsed = parseProfile(unit('effects: [3]'), 'squad.yaml');
    expect(parsed.ok ? [] : parsed.issues.map(formatIssue)).toEqual(['squad.yaml:2:11 effects[0]: expected text, got 3']);
  });
});
