/** Invulnerable saves and Feel No Pain as every report prints them, those against some attacks only saying which. */

/** Roll targets; absent or null: none. */
export type Saves = { readonly [K in 'invuln' | 'invulnRanged' | 'invulnMelee' | 'fnp' | 'fnpMortal' | 'fnpPsychic']?: number | null | undefined };

/** "4++", "5++ (ranged)", "4++ (melee)", "FNP 5+", "FNP 5+ (mortal)", "FNP 5+ (psychic)": those given, in that order. */
export function saveTexts(saves: Saves): string[] {
  const texts: [number | null | undefined, string][] = [
    [saves.invuln, `${saves.invuln}++`],
    [saves.invulnRanged, `${saves.invulnRanged}++ (ranged)`],
    [saves.invulnMelee, `${saves.invulnMelee}++ (melee)`],
    [saves.fnp, `FNP ${saves.fnp}+`],
    [saves.fnpMortal, `FNP ${saves.fnpMortal}+ (mortal)`],
    [saves.fnpPsychic, `FNP ${saves.fnpPsychic}+ (psychic)`],
  ];
  return texts.filter(([value]) => value !== undefined && value !== null).map(([, text]) => text);
}
