/**
 * Rule texts as one plain spelling: the data's markup (`**bold**`, `^^KEYWORD^^`, `_italics_`) removed,
 * typographic quotes, hyphens and dashes made plain ("re‑roll" with a non-breaking hyphen, "1–3" with an
 * en dash), spaces collapsed. The readers match this text in lower case.
 */

/** The text as the readers see it: plain, one space between words. */
export function plainText(text: string): string {
  return text
    .replace(/\*\*|\^\^/g, '')
    .replace(/(^|[\s(])_([^_]+)_(?=[\s.,;:)]|$)/g, '$1$2')
    .replace(/[\u2018\u2019\u02bc`\u00b4]/g, "'")
    .replace(/[\u201c\u201d\u2033]/g, '"')
    .replace(/[\u2010\u2011\u2012\u2212]/g, '-')
    .replace(/(\d)\s*[\u2013\u2014]\s*(\d)/g, '$1-$2')
    .replace(/\s*[\u2013\u2014]\s*/g, ' - ')
    .replace(/[\u00a0\u2007\u202f\u200b]/g, ' ')
    .replace(/\bre(roll)/gi, (_m, roll: string) => `re-${roll}`)
    .replace(/\bwhilst\b/gi, 'while')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A keyword as the engine keeps keywords: upper case, one kind of apostrophe, single spaces. */
export function keywordOf(words: string): string {
  return words.trim().toUpperCase().replace(/\s+/g, ' ');
}
