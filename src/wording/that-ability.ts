/**
 * "… select one of the abilities below. Until the end of the phase, this model's Shrieker Cannon has that
 * ability: ■ [IGNORES COVER] ■ [PRECISION] …", "… While resolving those attacks, melee weapons equipped by
 * models in that unit have the ability: - [Lethal Hits] - [Sustained Hits 1]": who has the ability the
 * player picks, written in the lead's last sentence (options.ts makes each ability an option of its own).
 */
const HAS_THAT_ABILITY = /(?:^|[.!]\s+)(?:until the end of the phase,\s*|while resolving those attacks,\s*)?([a-z][^.:;]*?) (?:has|have) (?:that|the) ability:\s*$/i;

/** The weapons that have the ability chosen, as the lead names them ("this model's Shrieker Cannon"). */
export function thatAbilityHolder(lead: string): string | undefined {
  const m = HAS_THAT_ABILITY.exec(lead);
  return m === null || !/\bweapons?\b|'s [a-z]/i.test(m[1]!) ? undefined : m[1];
}

/**
 * "Panegyric Procession:" alone on its line, before the text of the option it names: the name without its
 * colon. Not a lead that ends in a colon ("If it does, until the end of the phase:"), which has a comma or
 * starts with a condition.
 */
export function headedLine(text: string): string {
  return /^(?!(?:If|While|Each|When|Until|In|At|During|From|Once|Select|Roll|Then)\b)[A-Z][A-Za-z'\u2019 -]{1,40}:$/.test(text) ? text.slice(0, -1) : text;
}

/**
 * "Each time a model in this unit makes an attack, that attack has the [SUSTAINED HITS 1] ability if this
 * unit is below its Starting Strength, or the [SUSTAINED HITS 2] ability if this unit is Below
 * Half-strength": one ability or the other by the unit's state, never both: each an option of its own (the
 * player names the one whose state holds), with its own condition.
 */
const OR_BY_STATE = /^(.*?\b(?:has|have) )the (\[[^\]]+\]) ability (if [^,]+), or the (\[[^\]]+\]) ability (if [^,]+?)\.?$/i;

export function alternativeAbilities(line: string): { readonly text: string; readonly option: string }[] | undefined {
  const m = OR_BY_STATE.exec(line.trim());
  if (m === null) return undefined;
  const [, stem, first, firstIf, second, secondIf] = m;
  return [
    { text: `${stem}the ${first} ability ${firstIf}.`, option: first!.toUpperCase() },
    { text: `${stem}the ${second} ability ${secondIf}.`, option: second!.toUpperCase() },
  ];
}
