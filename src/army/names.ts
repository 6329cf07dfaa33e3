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
  // Names in use: every group's own, and each number given (a group already called "X (2)" keeps it).
  const used = new Set(models.map((m) => m.name.toLowerCase()));
  const kept = new Set<string>();
  return models.map((m) => {
    if (!kept.has(m.name.toLowerCase())) {
      kept.add(m.name.toLowerCase());
      return m;
    }
    let n = 2;
    while (used.has(`${m.name} (${n})`.toLowerCase())) n++;
    const name = `${m.name} (${n})`;
    used.add(name.toLowerCase());
    return { ...m, name };
  });
}
