/**
 * "Once per battle, when selecting targets for this model's exitus rifle, it can fire a shieldbreaker round.
 * If it does, …, each time this model makes an attack with that weapon, …": "that weapon" is the one the
 * sentence before named, written out so that the change is for it only (a model may have other weapons).
 */
const NAMED_BEFORE = /\b(?:targets for|attacks? with|shoots? with|fights? with) (?:this model's|the bearer's|its) ([a-z][a-z' -]*?)(?=[,.;]| it\b| and\b)/i;

export function weaponFollowOn(sentence: string, previous: string | undefined): string {
  if (previous === undefined || !/\bwith that weapon\b/i.test(sentence)) return sentence;
  const named = NAMED_BEFORE.exec(previous.replace(/\u2019/g, "'"));
  return named === null ? sentence : sentence.replace(/\bwith that weapon\b/i, `with its ${named[1]}`);
}
