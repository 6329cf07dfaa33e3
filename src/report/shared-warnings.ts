/**
 * The warnings several attacks show together, each with its own options as command-line words: a
 * comparison's cells, a sequence's steps. A flag nothing in an attack reads (plan/idle-flags.ts) is said
 * for that attack when it is one of the attack's own options; a flag given to them all is said only when
 * no attack that has it reads it (`--half-range` for a flamer beside a meltagun is no mistake). A warning
 * kept for an attack's own option loses its `idleFlag`: it is settled for whatever holds the attacks (a
 * sequence as a comparison's column). Reports keep every warning as calc gives it; this is what is shown.
 */
import type { ReportWarning } from './types.js';

export type WarnedAttack = { readonly warnings?: readonly ReportWarning[]; readonly options: readonly string[] };

/** The warnings but those about an effect in `applied` (named: the effect applied elsewhere, so it is not "not applied"). */
export function withoutApplied(warnings: readonly ReportWarning[], applied: ReadonlySet<string>): ReportWarning[] {
  return warnings.filter((w) => w.effect === undefined || !applied.has(w.effect.name));
}

export function sharedWarnings(attacks: readonly WarnedAttack[]): ReportWarning[][] {
  // Among the attacks that have the shared flag: not those whose own options set it again or take it
  // away (`--no-half-range`), where the shared one is not in force.
  const shared = (flag: string) => (a: WarnedAttack) => !a.options.includes(flag) && !a.options.includes(`--no-${flag.slice(2)}`);
  const idle = new Map<string, boolean>();
  const idleEverywhere = (flag: string): boolean => {
    let known = idle.get(flag);
    if (known === undefined) idle.set(flag, (known = attacks.filter(shared(flag)).every((a) => (a.warnings ?? []).some((w) => w.idleFlag === flag))));
    return known;
  };
  return attacks.map((attack) =>
    (attack.warnings ?? []).flatMap((warning) => {
      const flag = warning.idleFlag;
      if (flag === undefined) return [warning];
      if (attack.options.includes(flag)) {
        const { idleFlag: _settled, ...own } = warning;
        return [own];
      }
      return idleEverywhere(flag) ? [warning] : [];
    }),
  );
}
