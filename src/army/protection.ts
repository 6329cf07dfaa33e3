/**
 * The few abilities that change the maths of an attack on the unit, read from the data's wording:
 * an invulnerable save ("Invulnerable Save (4+)", an "Invulnerable Save" profile whose text is "4+", or
 * prose such as "models in this unit have a 4++"/"the bearer has a 4+ invulnerable save"), Feel No Pain
 * ("Feel No Pain 5+" as a core rule, or "models in this unit have the Feel No Pain 6+ ability") and
 * Stealth. A conditional one (only against ranged attacks, while leading a unit, once per battle…) is not
 * applied: it becomes a gap, so the profile is never better protected than the datasheet says.
 */

export type Protection = { invuln?: number; fnp?: number; stealth?: boolean };

/** Wording that makes an ability hold only sometimes. */
const CONDITIONAL = /\b(while|if|against|ranged attacks|melee attacks|once per|until|each time|when|instead|mortal wounds|psychic|first time|select|roll one)\b/i;

function firstSentence(text: string, at: number): string {
  const start = Math.max(text.lastIndexOf('.', at) + 1, text.lastIndexOf('\n', at) + 1, 0);
  const ends = [text.indexOf('.', at), text.indexOf('\n', at)].filter((i) => i >= 0);
  return text.slice(start, ends.length === 0 ? text.length : Math.min(...ends)).trim();
}

/**
 * What one ability grants, and to whom: 'unit' (every model of the unit), 'self' (the model or its
 * bearer); `gaps` gets a line for a conditional grant.
 */
export function readProtection(name: string, text: string, gaps: string[]): { scope: 'unit' | 'self'; value: Protection } | undefined {
  const value: Protection = {};
  let scope: 'unit' | 'self' = 'self';
  let conditional = false;
  const clean = text.replace(/\*\*|\^\^/g, '').replace(/\s+/g, ' ');
  const invulnName = /invulnerable save\s*\(?\s*(\d)\+\s*\)?/i.exec(name);
  if (invulnName !== null) value.invuln = Number(invulnName[1]);
  else if (/^invulnerable save/i.test(name)) {
    const m = /^\s*(\d)\+{1,2}\s*$/.exec(clean) ?? /(\d)\+{1,2}\s*invulnerable save/i.exec(clean) ?? /invulnerable save of (\d)\+/i.exec(clean);
    if (m !== null) {
      value.invuln = Number(m[1]);
      conditional = CONDITIONAL.test(firstSentence(clean, m.index));
    }
  } else {
    const m = /(\d)\+\s*invulnerable save/i.exec(clean) ?? /\b(\d)\+\+/.exec(clean);
    if (m !== null) {
      value.invuln = Number(m[1]);
      const sentence = firstSentence(clean, m.index);
      conditional = CONDITIONAL.test(sentence);
      if (/\b(models? in (this|the bearer['\u2019]s) unit|this unit)\b/i.test(sentence)) scope = 'unit';
    }
  }
  const fnpName = /^feel no pain\s*\(?(\d)\+\)?$/i.exec(name.trim());
  if (fnpName !== null) {
    value.fnp = Number(fnpName[1]);
    scope = 'unit';
  } else {
    const m = /feel no pain (\d)\+/i.exec(clean);
    if (m !== null) {
      const sentence = firstSentence(clean, m.index);
      value.fnp = Number(m[1]);
      conditional ||= CONDITIONAL.test(sentence.replace(/feel no pain \d\+ ability/i, ''));
      if (/\b(models? in (this|the bearer['\u2019]s) unit|this unit)\b/i.test(sentence)) scope = 'unit';
    }
  }
  if (/^stealth$/i.test(name.trim())) {
    value.stealth = true;
    scope = 'unit';
  }
  if (value.invuln === undefined && value.fnp === undefined && value.stealth === undefined) return undefined;
  if (conditional) {
    const what = [value.invuln === undefined ? null : `a ${value.invuln}+ invulnerable save`, value.fnp === undefined ? null : `Feel No Pain ${value.fnp}+`].filter((w) => w !== null).join(' and ');
    gaps.push(`${name}: ${what} only under a condition ("${firstSentence(clean, 0).slice(0, 120)}…"): not applied; give it with --save or edit the profile when it holds`);
    return undefined;
  }
  return { scope, value };
}

/** The best of two (a lower roll is better). */
export function better(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined) return b;
  if (b === undefined) return a;
  return Math.min(a, b);
}
