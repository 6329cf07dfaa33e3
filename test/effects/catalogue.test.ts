/**
 * The catalogue is data that must stay true to its sources: every entry quotes the seed export it cites
 * (shipped in examples/datasheets/), names are unique and findable, and every entry can say in words what
 * it changes and what it needs.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EFFECTS, changeTexts, lookupEffect, matchFaction, normaliseName, requirementText } from '../../src/effects/index.js';

const SEEDS = fileURLToPath(new URL('../../examples/datasheets/', import.meta.url));

/** Whitespace collapsed and one kind of apostrophe: the quote must match the export word for word. */
const plain = (text: string): string => text.replace(/[\u2018\u2019]/g, "'").replace(/\s+/g, ' ').trim();

describe('the effects catalogue', () => {
  it.each(EFFECTS.map((e) => [e.name, e] as const))('%s quotes its seed export', (_name, entry) => {
    const seed = plain(readFileSync(`${SEEDS}${entry.seed.file}`, 'utf8'));
    expect(seed, `${entry.seed.file} has the heading ${entry.seed.rule}`).toContain(plain(entry.seed.rule));
    expect(seed, `${entry.seed.file} quotes ${entry.name}`).toContain(plain(entry.seed.text));
  });

  it('every name, id and alias finds its own entry and no other', () => {
    const keys = EFFECTS.flatMap((e) => [e.name, e.id, ...(e.aliases ?? [])].map((n) => [normaliseName(n), e.id] as const));
    const owners = new Map<string, string>();
    for (const [key, id] of keys) {
      expect(owners.get(key) ?? id, `${key} names two effects`).toBe(id);
      owners.set(key, id);
    }
    for (const e of EFFECTS) expect(lookupEffect(e.name.toUpperCase())).toEqual({ kind: 'found', entry: e });
  });

  it('finds names whatever the case, punctuation and apostrophes', () => {
    expect(lookupEffect('point blank ambush')).toMatchObject({ kind: 'found', entry: { id: 'point-blank-ambush' } });
    expect(lookupEffect("murderer's circus")).toMatchObject({ kind: 'found', entry: { id: 'murderers-circus' } });
    expect(lookupEffect('Counterfire Defense Systems')).toMatchObject({ kind: 'found', entry: { id: 'counterfire-defence-systems' } });
    expect(lookupEffect('malicious frenzy')).toMatchObject({ kind: 'ambiguous', entries: [{ id: 'malicious-frenzy-lethal-hits' }, { id: 'malicious-frenzy-sustained-hits' }] });
    expect(lookupEffect('Frenzied Malice')).toEqual({ kind: 'unknown' });
  });

  it('matches factions by their start, apostrophes ignored', () => {
    expect(matchFaction('tau')).toBe("T'au Empire");
    expect(matchFaction("T'AU EMPIRE")).toBe("T'au Empire");
    expect(matchFaction('genestealer')).toBe('Genestealer Cults');
    expect(matchFaction('orks')).toBeUndefined();
  });

  it('every entry describes its changes and conditions in words', () => {
    for (const e of EFFECTS) {
      expect(e.clauses.length, e.id).toBeGreaterThan(0);
      for (const clause of e.clauses) {
        expect(changeTexts(clause.change).length, e.id).toBeGreaterThan(0);
        for (const r of clause.when ?? []) expect(requirementText(r), e.id).not.toBe('');
      }
      for (const r of e.requires) expect(requirementText(r), e.id).not.toBe('');
      expect(e.cp === null || [1, 2].includes(e.cp), e.id).toBe(true);
      expect((e.cp === null) === (e.kind !== 'stratagem'), `${e.id}: only stratagems cost CP`).toBe(true);
    }
  });
});
