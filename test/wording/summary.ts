/** A reading in one line per clause, for tests that state what a rule is read as. */
import type { Requirement } from '../../src/effects/index.js';
import type { ReadClause, RuleReading } from '../../src/wording/index.js';

function requirement(r: Requirement): string {
  switch (r.kind) {
    case 'phase':
      return r.phases.join('|');
    case 'keywords':
      return `${r.unit}${r.any === undefined ? '' : ` any ${r.any.join('|')}`}${r.none === undefined ? '' : ` none ${r.none.join('|')}`}${r.all === undefined ? '' : ` all ${r.all.join('|')}`}`;
    case 'condition':
      return r.condition;
    case 'flag':
      return `--${r.flag}`;
    case 'round':
      return `round ${r.from}-${r.to}`;
    case 'led':
      return `led ${r.unit}`;
    default:
      return r.kind;
  }
}

function change(c: ReadClause['change']): string {
  if (c.kind !== 'modifiers') return JSON.stringify(c);
  const { abilities, ...rest } = c.modifiers;
  return JSON.stringify({ ...rest, ...(abilities === undefined ? {} : { abilities: abilities.map((a) => ('x' in a ? `${a.kind} ${typeof a.x === 'number' ? a.x : a.x.text}` : a.kind)) }) });
}

export function clauseSummary(c: ReadClause): string {
  const requires = c.requires.map(requirement).join(', ');
  const named = c.trigger.kind === 'named' ? ` NAMED(${c.trigger.assumes.join('; ')})` : '';
  const option = c.option === undefined ? '' : ` OPTION(${c.option})`;
  const models = c.otherModels === true ? ' MODELS(all other)' : c.modelKeywords === undefined ? '' : ` MODELS(${'any' in c.modelKeywords ? c.modelKeywords.any.join('|') : `not ${c.modelKeywords.none.join('|')}`})`;
  const reach = c.reach === undefined ? '' : ` REACH(${c.reach})`;
  const count = c.count === undefined ? '' : ` COUNT(${c.count.of} per ${c.count.per}${c.count.max === undefined ? '' : ` max ${c.count.max}`}: ${c.count.what})`;
  return `${c.side}/${c.scope} ${change(c.change)}${requires === '' ? '' : ` when ${requires}`}${c.weapons?.names === undefined ? '' : ` weapons ${c.weapons.names.join('|')}`}${c.weapons?.excluding === undefined ? '' : ` excluding ${c.weapons.excluding.join('|')}`}${named}${option}${models}${reach}${count}`;
}

export function summary(reading: RuleReading): string[] {
  return [...reading.clauses.map(clauseSummary), ...reading.unmodelled.map((u) => `not modelled: ${u.why}`)];
}
