/**
 * One step of a sequence as the command line writes it, in quotes: the attacker first, then its options as
 * in compare's --column — `"strike-team --half-range"`, `"mukaali-riders phase melee charged"`,
 * `"'Crisis Battlesuits' --loadout plasma"` (a name with spaces in inner quotes).
 */
import { parseOptionWords, splitWords, type ParsedOptions } from '../plan/index.js';

export type StepText = { readonly attacker: string; readonly options: ParsedOptions };

export function parseStepText(text: string): { ok: true; value: StepText } | { ok: false; message: string } {
  const split = splitWords(text);
  if (!split.ok) return split;
  const [first, ...rest] = split.words;
  if (first === undefined) return { ok: false, message: 'an empty step: give the attacker, then its options, e.g. "strike-team --half-range"' };
  // "-" alone is standard input as the attacker (src/cli/stdin.ts); any other dash starts an option.
  if (!first.quoted && first.text.startsWith('-') && first.text !== '-') {
    return { ok: false, message: `a step starts with its attacker, not with ${first.text} (e.g. "strike-team ${first.text}")` };
  }
  const options = parseOptionWords(rest);
  return options.ok ? { ok: true, value: { attacker: first.text, options: options.value } } : options;
}
