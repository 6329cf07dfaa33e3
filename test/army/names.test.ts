/**
 * Datasheets by name from a data folder (the committed fixtures): case, punctuation and plurals do not
 * matter, a near miss suggests, a name two catalogues give to different entries is ambiguous until
 * "Name (Faction)" picks one, and the same entry offered by two catalogues is one datasheet.
 */
import { describe, expect, it } from 'vitest';
import { armyRun, DATA, dataWithout } from './support.js';

const calc = (attacker: string, ...rest: string[]) => armyRun(['calc', attacker, 'meq', '--data', DATA, '--rules', '10e', '--json', ...rest]);

describe('units by name', () => {
  it('calc resolves a datasheet name case- and punctuation-insensitively, and suggests near misses', async () => {
    const r = await calc('test squad');
    expect(r.code).toBe(0);
    expect(JSON.parse(r.stdout).attacker.name).toBe('Test Squad');
    const miss = await calc('Test Sqad');
    expect(miss.code).toBe(2);
    expect(miss.stderr).toMatch(/no such file, no bundled profile, and no datasheet called "Test Sqad" in the 10e data folder \(did you mean `Test Squad`\?\)/);
    const longer = await calc('Test Squad with Bolt Rifles');
    expect(longer.stderr).toMatch(/did you mean `Test Squad`\?/);
  });

  it('an ambiguous name lists the candidates; "Name (Faction)" picks one', async () => {
    const r = await calc('Test Walker');
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/"Test Walker" is ambiguous in the data folder: "Test Walker \(Test Guard\)", "Test Walker \(Test Marines\)"; name one as written here/);
    const guard = await calc('Test Walker (Test Guard)');
    expect(JSON.parse(guard.stdout).attacker.groups[0]).toMatchObject({ T: 7 });
    const marines = await armyRun(['calc', 'strike-team', 'test walkers [marines]', '--data', DATA, '--json']);
    expect(JSON.parse(marines.stdout).defender.groups[0]).toMatchObject({ T: 9 });
    const wrong = await calc('Test Walker (Orks)');
    expect(wrong.stderr).toMatch(/no datasheet "Test Walker" in "Orks": the data folder has it as "Test Walker \(Test Guard\)", "Test Walker \(Test Marines\)"/);
  });

  it('one entry offered by two catalogues is one datasheet, and a [Legends] datasheet answers to its name', async () => {
    const r = await calc('Test Rhino');
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/note: "Test Rhino" is the datasheet "Test Rhino \[Legends\]"/);
    expect(JSON.parse(r.stdout).attacker.name).toBe('Test Rhino [Legends]');
  });

  it('10e data under 11e rules works and says so; units lists the data', async () => {
    const r = await armyRun(['calc', 'strike-team', 'Test Squad', '--data', DATA, '--rules', '11e']);
    expect(r.code).toBe(0);
    expect(r.stderr).toMatch(/units named from 10e data are used under --rules 11e/);
    const units = await armyRun(['units', '--data', DATA]);
    expect(units.stdout).toMatch(/^Test Squad\s+Test Marines$/m);
    expect(units.stdout).toMatch(/^Test Rhino \[Legends\]\s+Test Guard$/m);
    expect(units.stdout).toMatch(/^Test Rhino \[Legends\]\s+Test Marines$/m);
  });
});

describe('a data folder with a missing linked catalogue', () => {
  it('says which link it could not resolve, and goes on with the rest', async () => {
    const dir = dataWithout('test-library.cat');
    const units = await armyRun(['units', '--data', dir]);
    expect(units.code).toBe(0);
    expect(units.stderr).toMatch(/warning: data folder .*: the linked catalogue "Imperium - Test Library" is not in it/);
    expect(units.stdout).toMatch(/^Test Squad\s+Test Marines$/m);
    const rhino = await armyRun(['calc', 'Test Rhino', 'meq', '--data', dir]);
    expect(rhino.code).toBe(2);
    expect(rhino.stderr).toMatch(/no datasheet called "Test Rhino" .*; the folder lacks the linked catalogue "Imperium - Test Library"/);
    const squad = await armyRun(['calc', 'Test Squad', 'meq', '--data', dir, '--json']);
    expect(squad.code).toBe(0);
  });
});
