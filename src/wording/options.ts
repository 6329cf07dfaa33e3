/**
 * A rule that offers a choice, split into its options, so that each is a rule the player names on its own
 * (`--effect "Combat Drugs: Adrenalight"`, docs/effects.md "Options of a choice"):
 * - a lead that offers the choice ("select one of the following abilities …:", "select one of the
 *   Ka'tah stances below.") and then its options, each a bullet ("■ Hero's Prowess: …", "■ [LETHAL HITS]",
 *   "■ Each time …") or a heading line with the lines under it ("RENDAX STANCE", "1. Adrenalight");
 * - a lead that lists weapon abilities inline ("… select one of the following abilities: [LETHAL HITS];
 *   [SUSTAINED HITS 1]. … weapons … have that selected ability.");
 * - a roll with several results ("roll one D6: on a 1, …; on a 2-5, …; on a 6, …"): each result an option,
 *   but a result that harms the rule's own unit, which the player never picks.
 * An option's sentences are written as the lead sets them: its context ("While this model is leading a
 * unit, each time that unit is selected to shoot, …") and how long it lasts ("until the end of the phase").
 */
import { plainText } from './normalise.js';
import { joinedLines } from './sentences.js';
import { alternativeAbilities, headedLine, thatAbilityHolder } from './that-ability.js';

/** Text of a rule, and the option of a choice it is (its label as written), if it is one. */
export type Segment = { readonly text: string; readonly option?: string; readonly lead?: boolean };

export const CHOICE_LEAD = /\b(?:select|choose) (?:one|either|which)\b[^.:]*?\b(?:of the following|below|from the list)\b|\bselect one of the following\b/i;
const BULLET = /^\s*(?:[\u25a0\u2022\u25cf\u25aa]|-)\s+/;
const NUMBERING = /^(?:\d+\.|\d+\s*-|N\/A\s*-)\s*/;
const WEAPON_ABILITY = /^\[?((?:sustained hits (?:\d|d3|d6)|lethal hits|devastating wounds|precision|lance|ignores cover|twin-linked|assault|heavy|rapid fire \d|anti-[a-z]+ \d\+|blast|torrent|melta \d|indirect fire|pistol))\]?$/i;
/** "Hero's Prowess: Each time …": a short name before a colon, not a condition. */
const LABELLED = /^(?!(?:If|While|Each|When|Until|In|At|During|From|Once|Select|Roll)\b)([A-Z][A-Za-z' -]{1,40}): (?=\S)/;

/** The context a lead gives its options: what comes before "select one of the following", and its duration. */
function prefixOf(lead: string): string {
  const sentences = lead.split(/(?<=\.)\s+(?=[A-Z])/);
  const choice = sentences.find((s) => CHOICE_LEAD.test(s)) ?? '';
  const before = /^(.*?),?\s+(?:you can |then )?(?:select|choose) (?:one|either|which)\b/i.exec(choice)?.[1] ?? '';
  const context = before.replace(/^once per (?:battle|turn),\s*/i, '').replace(/,?\s*(?:you can|in either case,? then)$/i, '').trim();
  const lasting = /\buntil the end of the phase\b/i.test(choice) ? 'until the end of the phase' : '';
  return [context, lasting].filter((p) => p !== '').join(', ');
}

function withPrefix(prefix: string, text: string): string {
  if (prefix === '') return text;
  return text
    .split('\n')
    .map((line) => (line.trim() === '' || BULLET.test(line) ? line : `${prefix}, ${line.trim().charAt(0).toLowerCase()}${line.trim().slice(1)}`))
    .join('\n');
}

/** "… abilities to apply to ranged weapons equipped by models in that unit until the end of the phase:": who an ability option goes to. */
function abilityHolder(lead: string): string | undefined {
  const m = /\babilities (?:to apply to|for) (?:all )?((?:(?:ranged|melee) )?weapons equipped by models in (?:this|that) unit|[a-z][a-z' -]*?s equipped by models in (?:this|that) unit)\b/i.exec(lead);
  return m?.[1];
}

function headingOf(line: string): string | undefined {
  // "Panegyric Procession:" on a line of its own is a heading too (headed-line.ts).
  const text = headedLine(line.replace(BULLET, '').replace(NUMBERING, '').trim());
  // "TAKE AIM!" (an Order) is a heading; a sentence that ends in "!" is not.
  if (text === '' || /[.:;?,]$/.test(text) || (/!$/.test(text) && text !== text.toUpperCase()) || text.split(/\s+/).length > 8 || WEAPON_ABILITY.test(text) || !/^[A-Z0-9]/.test(text)) return undefined;
  return text;
}

type Option = { label: string; lines: string[] };

/** Words of an attack's numbers: a line with one of them before the first option is no preamble. */
const NUMBERS = /\b(?:hit|wound|save|damage|attacks?|strength|toughness|armour penetration|ballistic skill|weapon skill|invulnerable|feel no pain|mortal)\b/i;

/**
 * The options after a lead line, and the lines after them that are not an option's. Lines between the lead
 * and its first heading that change no attack ("Until the start of your next Command phase, the unit you
 * selected is affected by that Order.") are the lead's: `preamble`.
 */
function optionsAfter(lines: readonly string[], lead: string): { options: Option[]; rest: string[]; preamble: string[] } | undefined {
  const options: Option[] = [];
  const preamble: string[] = [];
  let underHeading = false;
  const holder = abilityHolder(lead) ?? thatAbilityHolder(lead);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (line.trim() === '') continue;
    const next = lines.slice(i + 1).find((l) => l.trim() !== '');
    const heading = headingOf(line);
    if (heading !== undefined && next !== undefined && headingOf(next) === undefined) {
      options.push({ label: heading, lines: [] });
      underHeading = true;
      continue;
    }
    if (options.length === 0 && !BULLET.test(line) && !NUMBERS.test(line) && lines.slice(i + 1).some((l) => headingOf(l) !== undefined)) {
      preamble.push(line);
      continue;
    }
    if (underHeading) {
      options[options.length - 1]!.lines.push(line);
      continue;
    }
    if (!BULLET.test(line)) return options.length === 0 ? undefined : { options, rest: lines.slice(i), preamble };
    const item = line.replace(BULLET, '').trim();
    const ability = WEAPON_ABILITY.exec(item);
    if (ability !== null) {
      if (holder === undefined) return undefined;
      const named = `[${ability[1]!.toUpperCase()}]`;
      options.push({ label: named, lines: [`${holder} have the ${named} ability.`] });
      continue;
    }
    const labelled = LABELLED.exec(item);
    if (labelled !== null) options.push({ label: labelled[1]!.trim(), lines: [item.slice(labelled[0].length)] });
    else options.push({ label: `option ${options.length + 1}`, lines: [item] });
  }
  return options.length === 0 ? undefined : { options, rest: [], preamble };
}

/** "That ability", "that selected ability", "the selected ability": the one the player picked. */
const SELECTED_ABILITY = /\b(?:that (?:selected )?|the selected )ability\b/i;

/** "… select one of the following abilities: [A]; [B]. Until …, … have that selected ability.": the inline form. */
function inlineAbilities(line: string): Segment[] | undefined {
  // "… select either the [LETHAL HITS] or [SUSTAINED HITS 1] ability. Until …, … have the selected ability." too.
  const m = /^(.*\bselect one of the following abilities): ((?:\[[^\]]+\](?:;|,| or|\.)?\s*){2,})(.*)$/i.exec(line.trim()) ?? /^(.*\bselect either) the ((?:\[[^\]]+\](?:,| or)?\s*){2,})abilit(?:y|ies)\.\s*(.*)$/i.exec(line.trim());
  if (m === null) return undefined;
  const body = m[3]!.trim();
  if (!SELECTED_ABILITY.test(body)) return undefined;
  const abilities = [...m[2]!.matchAll(/\[([^\]]+)\]/g)].map((a) => a[1]!);
  return [{ text: `${m[1]}.`, lead: true }, ...abilities.map((a) => ({ text: body.replace(SELECTED_ABILITY, `the [${a.toUpperCase()}] ability`), option: `[${a.toUpperCase()}]` }))];
}

/** The rule's text as its lead, options and the rest; one segment when it offers no choice read here. */
export function segmentsOf(text: string): Segment[] {
  // Each line in plain text (quotes, dashes) as the sentences are read: the options are named by it.
  const lines = joinedLines(text).map(plainText);
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    const inline = inlineAbilities(line) ?? alternativeAbilities(line);
    if (inline !== undefined) return [{ text: lines.slice(0, i).join('\n') }, ...inline, { text: lines.slice(i + 1).join('\n') }].filter((s) => s.text.trim() !== '');
    if (!CHOICE_LEAD.test(line)) continue;
    const found = optionsAfter(lines.slice(i + 1), line);
    if (found === undefined || found.options.length < 2) return [{ text }];
    const prefix = prefixOf(line);
    return [
      ...(i === 0 ? [] : [{ text: lines.slice(0, i).join('\n') }]),
      { text: [line, ...found.preamble].join('\n'), lead: true },
      ...found.options.map((o) => ({ text: withPrefix(prefix, o.lines.join('\n')), option: o.label })),
      ...(found.rest.length === 0 ? [] : [{ text: found.rest.join('\n') }]),
    ];
  }
  return [{ text }];
}

/** A result of the rule's roll that harms its own unit ("on a 1, this PSYKER's unit suffers D3 mortal wounds"). */
const SELF_HARM = /^(?:this|that) (?:[a-z' -]*?'s )?(?:unit|model|psyker)\b[^,;]*? suffers (?:d3|d6|\d+) mortal wounds?$|^(?:this|that) [a-z]+ suffers (?:d3|d6|\d+) mortal wounds?$/i;

const ENEMY_MORTALS = /^that (?:enemy )?unit suffers (?:d3\+\d|d6\+\d|d3|d6|\d+) mortal wounds?$/i;

export type RollResults = { readonly lead: string; readonly results: readonly { readonly label: string; readonly text: string }[] };

/** "…roll one D6: on a 1, …; on a 2-5, …; on a 6, …" with two or more results the player may pick from. */
export function rollResults(sentence: string): RollResults | undefined {
  const m = /^(.*\broll (?:one|a) d6)(?:, adding \d to the result [^:]*)?: (on an? \d.*)$/i.exec(sentence.trim());
  if (m === null) return undefined;
  const parts = m[2]!.replace(/\.$/, '').split(/[;,] (?=on an? \d)/i);
  const results = parts.map((p) => /^on an? (\d(?:-\d|\+)?),? (.+)$/i.exec(p.trim()));
  if (results.length < 2 || results.some((r) => r === null)) return undefined;
  const kept = results.filter((r) => !SELF_HARM.test(r![2]!.trim()));
  // Mortal wounds of several sizes by the roll are one source whose size the roll decides, not options to pick.
  if (kept.length === 0 || kept.every((r) => ENEMY_MORTALS.test(r![2]!.trim()))) return undefined;
  return { lead: m[1]!, results: kept.map((r) => ({ label: r![1]!, text: `${r![2]!.charAt(0).toUpperCase()}${r![2]!.slice(1)}.` })) };
}
