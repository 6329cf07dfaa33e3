/**
 * Rule texts as one plain spelling: the data's markup (`**bold**`, `^^KEYWORD^^`, `_italics_`) removed,
 * typographic quotes, hyphens and dashes made plain ("re‑roll" with a non-breaking hyphen, "1–3" with an
 * en dash), spaces collapsed. The readers match this text in lower case.
 */
import { MORE_SLIPS } from './more-slips.js';

/**
 * Slips of the data's spelling that would hide a sentence's shape ("subtract 1 form the Hit roll", "a model
 * in that unit makes an attack which targets …"): each fixed to the wording the rest of the data uses.
 */
const SLIPS: readonly (readonly [RegExp, string])[] = [
  [/\bwhich targets\b/gi, 'that targets'],
  // "If such an attack targets …, … as well" after "Each time a model in this unit makes a ranged attack, …".
  [/\bif such an attack targets\b/gi, 'If that attack targets'],
  [/\b(model|unit) make an attack\b/gi, '$1 makes an attack'],
  [/\b(model|unit) make a (ranged|melee) attack\b/gi, '$1 makes a $2 attack'],
  [/\brange attack\b/gi, 'ranged attack'],
  [/\b(subtract \d+) form\b/gi, '$1 from'],
  [/\ballocated the bearer\b/gi, 'allocated to the bearer'],
  [/\bfriending\b/gi, 'friendly'],
  [/\b(add \d+) the\b/gi, '$1 to the'],
  [/\babilties\b/gi, 'abilities'],
  [/\band a re-roll a\b/gi, 'and re-roll a'],
  [/\bwound roll or 1\b/gi, 'Wound roll of 1'],
  [/\bthat enemy units suffers\b/gi, 'that enemy unit suffers'],
  [/(mortal wounds?\.)'$/g, '$1'],
  [/\bunmodifed\b/gi, 'unmodified'],
  // "each time a model in this unit makes an attack. an unmodified Wound roll of 3+ …": a comma typed as a stop.
  [/\b(makes an? (?:ranged |melee )?attack)\. (an? (?:successful )?unmodified)\b/g, '$1, $2'],
  [/\bthis mdel\b/gi, 'this model'],
  [/\bis set-up on the battlefield\b/gi, 'is set up on the battlefield'],
  [/\ban unmodified successful (hit|wound) roll\b/gi, 'a successful unmodified $1 roll'],
  [/\b(m)odel's in\b/gi, '$1odels in'],
  [/\bequipped by model in\b/gi, 'equipped by models in'],
  [/\bequipped by models that unit\b/gi, 'equipped by models in that unit'],
  [/\bequipped by the models in\b/gi, 'equipped by models in'],
  [/\b(ranged |melee )?weapons in (this|that) unit (have|gain)\b/gi, '$1weapons equipped by models in $2 unit $3'],
  [/\b(monster|vehicle|tyranids)(or|units?)\b/gi, '$1 $2'],
  [/\bsaving throw if made\b/gi, 'saving throw is made'],
  [/\babilty\b/gi, 'ability'],
  [/\bfeel not pain\b/gi, 'Feel No Pain'],
  [/\b(targets (?:that|this|the bearer's) unit), models in it have\b/gi, '$1, models in that unit have'],
  [/\b(targets (the bearer's|this model's) unit), models in that unit\b/gi, '$1, models in $2 unit'],
  [/\b(this model\b[^.]*?), (ranged|melee) weapons it is equipped with\b/gi, '$1, $2 weapons equipped by this model'],
  [/\b(models? in (?:this|this model's|the bearer's) unit) which is within\b/gi, '$1 that is within'],
  [/\bengagment range\b/gi, 'Engagement Range'],
  [/\buntil then end of\b/gi, 'until the end of'],
  [/\b(mounted|regiment)unit\b/gi, '$1 unit'],
  [/\bis select to (shoot|fight)\b/gi, 'is selected to $1'],
  [/\bhave the select ability\b/gi, 'have the selected ability'],
  [/\[(excluding [a-z ]+)\]/gi, '($1)'],
  [/\b(re-roll an? (?:hit|wound) roll) 1\b/gi, '$1 of 1'],
  [/\bre-roll a hit of 1\b/gi, 're-roll a Hit roll of 1'],
  [/\bre roll\b/gi, 're-roll'],
  [/\bit's (quarry|prey|mark)\b/gi, 'its $1'],
  [/\b(titanic)\*/gi, '$1'],
  [/\bis with (\d+)"/gi, 'is within $1"'],
  [/\bequipped by the model\b/gi, 'equipped by this model'],
  [/\b(weapons equipped by [a-z' -]+ models) in your army\b/gi, '$1 from your army'],
  // "a non-MONSTER/VEHICLE unit": neither, as "a non-MONSTER or VEHICLE unit" says it.
  [/\bnon-([a-z]+)\/([a-z]+) unit/gi, 'non-$1 or $2 unit'],
  // "while targeting an Afflicted enemy unit": the target's state, as "an enemy unit that is Afflicted" says it.
  [/\ban afflicted enemy unit\b/gi, 'an enemy unit that is Afflicted'],
  // "all [HEAVY] weapons equipped by …": weapons by an ability, as "Heavy weapons" names them.
  [/\[(heavy|blast|pistol|torrent|psychic|melta|hazardous|assault)\] weapons\b/gi, '$1 weapons'],
  // "makes a ranged attack (excluding attacks that target MONSTERS and VEHICLES)": a target excluded.
  [/\bmakes an? (ranged |melee )?attack \(excluding attacks that target ([^)]+)\)/gi, 'makes a $1attack that targets a unit (excluding $2)'],
  ...MORE_SLIPS,
];

/** Any slip at all: most texts have none, and one search for all of them is cheaper than a search for each. */
const ANY_SLIP = new RegExp(SLIPS.map(([slip]) => `(?:${slip.source})`).join('|'), 'i');

/**
 * Texts made plain, and plain texts as themselves: the readers make a rule's lines, then its sentences,
 * plain again and again. Cleared when large (a whole catalogue's rules are a few thousand texts).
 */
const PLAIN = new Map<string, string>();

/** The text as the readers see it: plain, one space between words. */
export function plainText(text: string): string {
  const known = PLAIN.get(text);
  if (known !== undefined) return known;
  if (PLAIN.size > 50_000) PLAIN.clear();
  const plain = spelledPlainly(text);
  PLAIN.set(text, plain);
  PLAIN.set(plain, plain);
  return plain;
}

function spelledPlainly(text: string): string {
  const plain = text
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
  return ANY_SLIP.test(plain) ? SLIPS.reduce((t, [slip, fixed]) => t.replace(slip, fixed), plain) : plain;
}

/** A keyword as the engine keeps keywords: upper case, one kind of apostrophe, single spaces. */
export function keywordOf(words: string): string {
  return words.trim().toUpperCase().replace(/\s+/g, ' ');
}
