/**
 * Names compared as players type them: case, punctuation, apostrophe style and spacing do not matter
 * ("strike team" is "Strike Team", "tau" is "T’au"), nor a trailing plural s.
 */
export function nameKey(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\u2019'`\u00b4]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
