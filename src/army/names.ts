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

/**
 * Model groups with one name each: a second group of a name becomes "E-COG (2)", a third "E-COG (3)".
 * A profile names each group once (loadouts and --target refer to them by name); the data can give one
 * name to models with different kit.
 */
export function uniqueModelNames<M extends { readonly name: string }>(models: readonly M[]): M[] {
  const seen = new Map<string, number>();
  return models.map((m) => {
    const n = (seen.get(m.name.toLowerCase()) ?? 0) + 1;
    seen.set(m.name.toLowerCase(), n);
    return n === 1 ? m : { ...m, name: `${m.name} (${n})` };
  });
}
