/**
 * Names compared as players type them: case, punctuation, apostrophe style, spacing and the British or
 * American "armour" do not matter ("strike team" is "Strike Team", "tau" is "T’au", "Terminator Armor" is
 * "Terminator Armour"). A trailing plural is left to the lookups (lookup.ts), which try it last.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2019'`\u00b4]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .replace(/\barmour\b/g, 'armor')
    .trim();
}
