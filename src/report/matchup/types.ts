/**
 * The matchup matrix (issue 28): every unit of one side against every unit of the other, per phase and
 * direction, each cell exactly a `calc`. Plain data, so a planner assigning attackers to targets can read
 * the cells (their numbers and their whole calc reports) without computing anything again.
 */
import type { CalcReport } from '../types.js';
import type { EditionId } from '../../rules/index.js';

export type Phase = 'shooting' | 'melee';

/** Which side: the player's own (`mine`) or the opponent's (`theirs`). */
export type SideKey = 'mine' | 'theirs';

export type MatchupUnit = {
  /** Unique within its side: the unit's name, "(2)" for a second of that name, "+ Leader" when led. */
  readonly label: string;
  /** Its datasheet's or profile's name, without leaders: `--set` by name reaches every unit of that name. */
  readonly name: string;
  /** The reference cells are planned with (the loader answers it); unique across both sides. */
  readonly ref: string;
  /** Its points with any attached leader's; null when the profile gives none (never guessed). */
  readonly points: number | null;
};

export type MatchupSide = {
  readonly key: SideKey;
  /** How the side was given: a file, a folder, or the names. */
  readonly source: string;
  /** What it is: `army list (13 units, 10e data)`, `roster "…"`, `folder of 3 profiles`, `2 units by name`. */
  readonly what: string;
  readonly units: readonly MatchupUnit[];
};

/** The numbers of a cell: what a player asks of an attacker against a target. */
export type CellMetrics = {
  /** Expected wounds the target loses (excess damage lost). */
  readonly damage: number;
  /** Expected models destroyed. */
  readonly models: number;
  /** P(every model of the target destroyed). */
  readonly pDestroyed: number;
  /** The target's points × E[models destroyed] ÷ its models (as compare's pointsRemoved); null: no points. */
  readonly pointsRemoved: number | null;
  /** pointsRemoved ÷ the attacker's points; null when either is unknown. */
  readonly pointsPerPoint: number | null;
};

export type MatchupCell =
  | { readonly ok: true; readonly metrics: CellMetrics; readonly report: CalcReport }
  /** Not computed: the unit fires nothing in this phase, an engine limit, an option it refuses. */
  | { readonly ok: false; readonly reason: string };

export type MatchupMatrix = {
  readonly phase: Phase;
  readonly attackers: SideKey;
  readonly defenders: SideKey;
  /** `cells[a][d]`: attacker unit a against defender unit d, in the sides' order. */
  readonly cells: readonly (readonly MatchupCell[])[];
  /** Attacker indices, strongest first (see order.ts). */
  readonly rowOrder: readonly number[];
  /** Defender indices, the most removable first. */
  readonly columnOrder: readonly number[];
  /** For each defender: the attacker indices with the best value of the ranking metric (ties all). */
  readonly best: readonly (readonly number[])[];
};

/** What ranks the attackers and marks the best one for each target. */
export type RankMetric = 'damage' | 'models' | 'destroyed' | 'points' | 'efficiency';

export const RANK_METRICS: readonly RankMetric[] = ['points', 'models', 'damage', 'destroyed', 'efficiency'];

export type MatchupReport = {
  readonly mine: MatchupSide;
  readonly theirs: MatchupSide;
  readonly rules: EditionId;
  readonly by: RankMetric;
  /** In order: each phase asked for mine against theirs, then (both ways) theirs against mine. */
  readonly matrices: readonly MatchupMatrix[];
  /** Units left out and cells not computed, each naming the unit (and the file and line): exit status 2. */
  readonly problems: readonly string[];
  /** What reading the sides noticed about units that are in (wargear left out, a name matched loosely). */
  readonly notes: readonly string[];
};

/** Version of the matchup JSON contract (docs/json.md, "Matchup"); independent of the calc contract's. */
export const MATCHUP_SCHEMA_VERSION = 1;
