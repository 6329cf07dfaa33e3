/**
 * A unit's rules as the importer gathers them (its datasheet's, its models', their wargear's, its army
 * rule), each once: the same rule reached twice (a model's and its unit's, two links to one shared rule)
 * is one rule, the unit's when both have it.
 */
import type { ArmyRule } from './types.js';

/** The rule's text without the data's markup, its lines kept (they end sentences: src/wording/sentences.ts). */
export function ruleText(text: string): string {
  return text
    .replace(/\*\*|\^\^/g, '')
    .split(/\r?\n/)
    .map((line) => line.replace(/\s+/g, ' ').trim())
    .filter((line) => line !== '')
    .join('\n');
}

/** Adds `rule` to `rules` unless it is there already; the unit's copy replaces a model's. */
export function addRule(rules: ArmyRule[], rule: ArmyRule): void {
  const same = rules.findIndex((r) => r.name === rule.name && r.text === rule.text && (r.model === undefined || rule.model === undefined || r.model === rule.model));
  if (same < 0) rules.push(rule);
  else if (rule.model === undefined && rules[same]!.model !== undefined) rules[same] = rule;
}
