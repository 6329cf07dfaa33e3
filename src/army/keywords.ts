/** Category names → unit keywords and faction keywords ("Faction: T'au Empire" → T'AU EMPIRE). */
export function splitKeywords(categories: readonly string[]): { keywords: string[]; factionKeywords: string[]; faction: string | null } {
  const keywords: string[] = [];
  const factionKeywords: string[] = [];
  let faction: string | null = null;
  for (const category of categories) {
    const m = /^faction:\s*(.+)$/i.exec(category.trim());
    const word = (m === null ? category : m[1]!).trim().replace(/\s+/g, ' ').toUpperCase();
    if (word === '' || /^(configuration|uncategorised|unit|allied units|epic hero)$/i.test(word) && m === null && word !== 'EPIC HERO') continue;
    if (m !== null) {
      faction ??= m[1]!.trim();
      if (!factionKeywords.includes(word)) factionKeywords.push(word);
    } else if (!keywords.includes(word)) keywords.push(word);
  }
  return { keywords, factionKeywords: factionKeywords.filter((k) => !keywords.includes(k)), faction };
}
