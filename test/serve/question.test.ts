/** The page's question (its URL's query) as the command line that answers it. */
import { describe, expect, it } from 'vitest';
import { pageOptions } from '../../src/cli/commands/serve.js';
import { questionArgv, readQuestion, shellWord } from '../../src/serve/question.js';

const read = (query: string) => readQuestion(new URLSearchParams(query), pageOptions());

describe('readQuestion', () => {
  it('calc with a condition, a value and a repeated option: options first, -- before the units', () => {
    const question = read('a=strike-team&d=meq&half-range=1&hit=-1&effect=Point-Blank Ambush&effect=x');
    expect(question).toMatchObject({ ok: true, command: 'calc', display: "mathhammer calc strike-team meq --half-range --hit -1 --effect 'Point-Blank Ambush' --effect x" });
    if (!question.ok) return;
    expect(questionArgv(question, ['--json'])).toEqual(['calc', '--half-range', '--hit=-1', '--effect=Point-Blank Ambush', '--effect=x', '--json', '--', 'strike-team', 'meq']);
  });

  it('a condition set to 0, and empty boxes, are left out', () => {
    expect(read('a=strike-team&d=meq&half-range=0&hit=&a=')).toMatchObject({ ok: true, display: 'mathhammer calc strike-team meq' });
  });

  it('compare: attackers as positionals, each defender a --vs; sequence: the defender then the steps', () => {
    expect(read('cmd=compare&a=strike-team&a=mukaali-riders&d=meq&d=teq&loadouts=all')).toMatchObject({ ok: true, units: ['strike-team', 'mukaali-riders'], options: ['--vs=meq', '--vs=teq', '--loadouts=all'] });
    expect(read('cmd=sequence&d=knight&step=strike-team --half-range&step=mukaali-riders phase melee')).toMatchObject({ ok: true, units: ['knight', 'strike-team --half-range', 'mukaali-riders phase melee'] });
  });

  it('every mistake is named: an unknown parameter, a value given twice, a flag with a value, a unit starting with a dash', () => {
    expect(read('a=-x&d=meq&bogus=1&hit=1&hit=2&cover=maybe')).toEqual({
      ok: false,
      errors: [
        'a: "-x" starts with a dash: give a bundled profile or a datasheet name',
        "bogus: no parameter of the page's calc is called so (docs/serve.md lists them)",
        'hit: given twice; it takes one value',
        'cover: a condition that is on or off: give cover=1 or leave it out, not "maybe"',
        'a: calc needs an attacker (a) and a defender (d)',
      ],
    });
  });

  it("another command's parameters are refused, and so is a command the page does not ask", () => {
    expect(read('a=strike-team&d=meq&goal=destroyed')).toMatchObject({ ok: false, errors: ["goal: no parameter of the page's calc is called so (docs/serve.md lists them)"] });
    expect(read('cmd=matchup')).toEqual({ ok: false, errors: ['cmd: "matchup" is no command of the page; give one of calc, compare, sequence, needed'] });
    expect(read('cmd=needed&a=strike-team&d=meq')).toMatchObject({ ok: false, errors: ['goal: needed needs an attacker (a), a defender (d), a goal and p', 'p: needed needs an attacker (a), a defender (d), a goal and p'] });
  });

  it('shellWord quotes what a shell would split or expand', () => {
    expect(shellWord('strike-team')).toBe('strike-team');
    expect(shellWord("Fire Warrior's")).toBe(`'Fire Warrior'\\''s'`);
    expect(shellWord('$HOME')).toBe("'$HOME'");
  });
});
