/**
 * A rule text → its sentences. A sentence ends at a full stop (or ! ?) followed by a capital letter, and
 * at every line break; "e.g." and "i.e." do not end one. A bullet ("- ", "■", "•", "* ") is an item of the
 * sentence before it when that one ends with a colon ("Each time … targets your Oath of Moment target:
 * ■ You can re-roll the Hit roll ■ …"): each item is read as that lead followed by the item; items that are
 * alternatives ("- [LETHAL HITS]. - Or: [SUSTAINED HITS 1].") stay one sentence with the lead.
 */
import { plainText } from './normalise.js';

const BULLET = /(?:^|\s)[\u25a0\u2022\u25cf\u25aa*]\s+|(?:^|\s)-\s+(?=[A-Z0-9^*\[])/;

/** An item that is another's alternative ("Or: [SUSTAINED HITS 1]", "<ins>Or:</ins> If …"). */
const ALTERNATIVE = /^\s*(?:<ins>)?or:/i;

function sentencesOf(text: string): string[] {
  const plain = plainText(text);
  if (plain === '') return [];
  return plain.split(/(?<!\b(?:e\.g|i\.e))(?<=[.!?]["')]?)\s+(?=["'(]?[A-Z0-9\[])/).map((s) => s.trim()).filter((s) => s !== '');
}

/** A word no sentence ends with: a line that ends with it goes on in the next ("subtract 1 from the\nWound roll"). */
const GOES_ON = /\b(?:the|a|an|of|to|from|by|with|in|and|or|that|this|its|their)\s*$/i;

/** A line that ends with a comma ("… that targets a Character,\nMonster or Vehicle unit, …") goes on too, unless the next is an item. */
const AFTER_COMMA = /,\s*$/;
const ITEM = /^\s*(?:[\u25a0\u2022\u25cf\u25aa*]|-)\s+/;

/** A characteristic's name broken over two lines ("… Attacks, Armour\nPenetration and Damage characteristics …"). */
const SPLIT_NAME = /\b(?:armour\s*\n\s*penetration|(?:ballistic|weapon)\s*\n\s*skill)\b/i;

/**
 * Lines the data broke in the middle of a sentence joined: a line that ends without a stop, before one that
 * starts in lower case or after a word no sentence ends with.
 */
export function joinedLines(text: string): string[] {
  const lines: string[] = [];
  for (const line of text.replace(/\r\n?/g, '\n').split('\n')) {
    const last = lines[lines.length - 1];
    if (last !== undefined && !/[.!?:;]\s*$/.test(last) && (/^\s*[a-z]/.test(line) || ((GOES_ON.test(last) || AFTER_COMMA.test(last)) && line.trim() !== '' && !ITEM.test(line)) || SPLIT_NAME.test(`${last}\n${line}`))) lines[lines.length - 1] = `${last.trimEnd()} ${line.trim()}`;
    else lines.push(line);
  }
  return lines;
}

/** Bullet lines after a line that ends in a colon are that line's items: on its line, as the data writes some. */
function withItemsOnTheirStem(lines: readonly string[]): string[] {
  const out: string[] = [];
  for (const line of lines) {
    const last = out[out.length - 1];
    const isItem = /^\s*(?:[\u25a0\u2022\u25cf\u25aa*]|-)\s+/.test(line);
    if (last !== undefined && isItem && (/:\s*$/.test(last) || /:\s*(?:[\u25a0\u2022\u25cf\u25aa]|-)\s+/.test(last))) out[out.length - 1] = `${last.trimEnd()} ${line.trim().replace(/^-\s+/, '\u2022 ')}`;
    else out.push(line);
  }
  return out;
}

/** A stem that waits for its verb or object ("This unit has:", "This unit's attacks can:", "This model's melee attacks:"). */
const OPEN_STEM = /\b(?:has|have|can|gains?|attacks)$/i;

/** A sentence with a subject of its own ("This unit's melee attacks have +1 S."), not the rest of its stem's. */
const OWN_SUBJECT = /^(?:this|that|each|while|if|when|models?|friendly|until|in|at)\b/i;

/** One item of a stem: "This unit has: - +1 T." is "This unit has +1 T."; "Each time …: - Add 1 …" is "Each time …, add 1 …". */
function itemOf(stem: string, item: string): string {
  const lower = `${item.charAt(0).toLowerCase()}${item.slice(1)}`;
  if (!OPEN_STEM.test(stem)) return `${stem}, ${lower}`;
  return OWN_SUBJECT.test(item) ? item : `${stem} ${lower}`;
}

export function splitSentences(text: string): string[] {
  const out: string[] = [];
  for (const line of withItemsOnTheirStem(joinedLines(text))) {
    const [first = '', ...items] = line.split(BULLET);
    const lead = sentencesOf(first);
    const last = lead[lead.length - 1];
    if (items.length > 0 && last !== undefined && last.endsWith(':')) {
      out.push(...lead.slice(0, -1));
      const stem = last.slice(0, -1).trim();
      // "… have: - [LETHAL HITS]. - Or: [SUSTAINED HITS 1].": alternatives, one sentence (never read as both).
      if (items.some((item) => ALTERNATIVE.test(item))) {
        out.push(`${stem}: ${items.map((item) => item.trim()).join(' ')}`);
        continue;
      }
      for (const item of items) for (const sentence of sentencesOf(item)) out.push(itemOf(stem, sentence));
      continue;
    }
    out.push(...lead);
    for (const item of items) out.push(...sentencesOf(item));
  }
  return out;
}
