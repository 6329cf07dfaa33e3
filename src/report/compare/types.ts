/** What the compare renderers print: a grid of calc reports, one per column and defender. */
import type { CalcReport } from '../types.js';

/** Version of the compare JSON contract (docs/json.md, "compare"); independent of the calc contract's. */
export const COMPARE_SCHEMA_VERSION = 1;

export type CompareColumn = {
  /** Unique among the columns: the header, and what `--set` selects. */
  readonly label: string;
  /** The label before the `--vary` variant ("pulse-carbine-all" in "pulse-carbine-all · half-range"). */
  readonly base: string;
  /** The `--vary` variant in words ("half-range", "no half-range", "10e"), or null without --vary. */
  readonly variant: string | null;
  /** The attacking profile as the user named it (a path or a bundled name). */
  readonly attacker: string;
  /** The calc options of this column beyond those common to all, as command-line words. */
  readonly options: readonly string[];
  /** A sequence column's steps, each as `mathhammer sequence` takes it ("strike-team --half-range"). */
  readonly steps?: readonly string[];
};

export type CompareDefender = {
  /** Unique among the defenders: the row label of the matrices. */
  readonly label: string;
  /** The defending profile as the user named it. */
  readonly source: string;
};

export type CompareReport = {
  readonly columns: readonly CompareColumn[];
  readonly defenders: readonly CompareDefender[];
  /** `cells[d][c]`: column c against defender d, exactly what `calc` would report. */
  readonly cells: readonly (readonly CalcReport[])[];
  /** The `--vary` conditions as given. */
  readonly vary: readonly string[];
  /** The k of the "P(at least k)" rows when the user chose them; null: chosen per defender. */
  readonly atLeast: readonly number[] | null;
};
