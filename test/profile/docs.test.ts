/** Every YAML example of docs/profiles.md is a valid profile, and every loadout in it applies. */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { formatIssue } from '../../src/profile/issue.js';
import { parseProfile } from '../../src/profile/parse-profile.js';
import { resolveUnit } from '../../src/profile/resolve.js';

const docs = readFileSync(new URL('../../docs/profiles.md', import.meta.url), 'utf8');
const examples = [...docs.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);

describe('docs/profiles.md', () => {
  it('has examples', () => {
    expect(examples.length).toBeGreaterThanOrEqual(12);
  });

  examples.forEach((text, index) => {
    const title = /^name: (.*)$/m.exec(text)?.[1] ?? `example ${index + 1}`;
    it(`example ${index + 1} (${title}) is valid`, () => {
      const parsed = parseProfile(text, `docs example ${index + 1}`);
      expect(parsed.ok ? [] : parsed.issues.map(formatIssue)).toEqual([]);
      if (!parsed.ok) return;
      const profile = { ...parsed.value, leaders: parsed.value.leaders.filter((l) => !('ref' in l)) };
      for (const loadout of profile.loadouts) {
        const unit = resolveUnit(profile, { loadouts: [loadout.name] });
        expect(unit.ok ? [] : unit.issues.map(formatIssue), loadout.name).toEqual([]);
      }
    });
  });
});
