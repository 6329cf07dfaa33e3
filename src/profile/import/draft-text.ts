/** The comments and notes of the imported profile: what was inferred, what is missing, what is for reference. */
import type { Draft } from './emit-yaml.js';
import { CHARACTERISTICS, type Datasheet } from './types.js';

export function basename(file: string): string {
  return file.split(/[\\/]/).pop() ?? file;
}

/** The comment lines at the top of the profile. */
export function header(sheet: Datasheet, file: string, explained: readonly string[], models: Datasheet['models'], statsSource?: string): string[] {
  const lacking = models.filter((m) => CHARACTERISTICS.some((k) => m.stats[k] === undefined));
  return [
    `${sheet.faction === null ? '' : `${sheet.faction} – `}${sheet.name}, imported by \`mathhammer import\` from ${basename(file)}.`,
    ...(statsSource === undefined ? [] : [`Characteristics the export lacks are from ${statsSource}.`]),
    ...(lacking.length === 0
      ? []
      : [
          'The export does not print the models\' characteristics (M, T, Sv, W, Ld, OC): each model says which are missing.',
          'The profile works as an attacker; to use it as a defender add T, Sv and W (or import again with --stats).',
        ]),
    ...explained,
  ];
}

/** The notes, grouped under comments. */
export function notes(sheet: Datasheet, kept: readonly string[], designer: readonly string[]): Draft['notes'] {
  const abilities = [
    ...(sheet.abilities.core.length === 0 ? [] : [`CORE: ${sheet.abilities.core.join(', ')}`]),
    ...(sheet.abilities.faction.length === 0 ? [] : [`FACTION: ${sheet.abilities.faction.join(', ')}`]),
    ...sheet.abilities.unit.map((a) => `${a.name}: ${a.text}`),
    ...sheet.abilities.notes,
    ...designer,
  ];
  return [
    { comment: 'Abilities, as exported (mathhammer does not apply them: use calc options such as --reroll-hits)', items: abilities },
    { comment: 'Wargear options that are no simple swap or addition', items: kept },
    { comment: 'Led by', items: sheet.ledBy.length === 0 ? [] : [`LED BY: ${sheet.ledBy.join(' ')}`] },
    {
      comment: 'Stratagems listed in the export, for reference: name, CP, detachment – type',
      items: sheet.stratagems.map((s) => `Stratagem ${s.name}: ${s.cp}CP, ${s.detachment}${s.type === null ? '' : ` – ${s.type}`}`),
    },
    {
      comment: 'Detachment abilities listed in the export, for reference',
      items: sheet.detachmentAbilities.map((d) => `Detachment ability ${d.name}${d.detachment === null ? '' : ` (${d.detachment} Detachment)`}`),
    },
  ];
}
