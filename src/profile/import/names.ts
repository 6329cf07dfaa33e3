/** Names as the export writes them in different places: "9 Fire Warriors", "Fire Warrior models", "1 pulse carbine". */

/** Compare names ignoring case, spacing and apostrophe style. */
export function nameKey(name: string): string {
  return name.toLowerCase().replace(/[\u2019']/g, "'").replace(/\s+/g, ' ').trim();
}

/** "Fire Warriors" → "Fire Warrior", "Sentries" → "Sentry"; only the last word changes. */
export function singular(name: string): string {
  const match = /^(.*?)(\S+)$/.exec(name);
  if (match === null) return name;
  const [, head = '', word = ''] = match;
  if (/ies$/i.test(word) && word.length > 4) return `${head}${word.slice(0, -3)}${word.endsWith('IES') ? 'Y' : 'y'}`;
  if (/men$/i.test(word) && word.length > 3) return `${head}${word.slice(0, -2)}${word.endsWith('MEN') ? 'AN' : 'an'}`;
  if (/[^su]s$/i.test(word) && word.length > 3) return `${head}${word.slice(0, -1)}`;
  return name;
}

/** The same name, singular or plural: "Mukaali Riders" is "Mukaali Rider". */
export function sameName(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  return x === y || nameKey(singular(a)) === y || x === nameKey(singular(b)) || nameKey(singular(a)) === nameKey(singular(b));
}

/** A loadout name, typed after --loadout: "Plasma gun" → "plasma-gun". */
export function slug(text: string): string {
  const s = text
    .toLowerCase()
    .replace(/['\u2019]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return s === '' ? 'option' : s;
}

const WORDS = ['zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten', 'eleven', 'twelve'];

export function numberWord(n: number): string {
  return WORDS[n] ?? String(n);
}

/** "one", "two", "up to two" as printed in wargear options → 1, 2. */
export function readCount(text: string): number | undefined {
  const t = text.trim().toLowerCase();
  if (/^\d+$/.test(t)) return Number(t);
  const index = WORDS.indexOf(t);
  return index >= 0 ? index : t === 'a' || t === 'an' ? 1 : undefined;
}

/** At most `max` characters, for quoting a line in a message. */
export function excerpt(text: string, max = 60): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
