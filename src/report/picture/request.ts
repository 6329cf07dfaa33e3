/**
 * What a picture shows, whatever draws it: a title, the scenario in words, chart panels side by side, and
 * for the HTML report the report itself. Each report kind has a small adapter that builds one
 * (from-calc.ts, from-compare.ts, from-simulate.ts); the renderers know only this type, so a new command
 * needs an adapter and nothing else.
 */

/** The picture formats; the text formats (table, json, markdown, csv) are the other renderers'. */
export type PictureFormat = 'svg' | 'png' | 'html';

export const PICTURE_FORMATS: readonly PictureFormat[] = ['svg', 'png', 'html'];

export type PictureRequest = {
  /** Who attacks whom, "Strike Team (10 models) vs MEQ (5 models)" (wrapped when too long). */
  readonly title: string;
  /** The scenario in short phrases ("11e rules", "shooting", "half range"), joined and wrapped to the width. */
  readonly subtitle: readonly string[];
  /** Drawn left to right, each as wide as its content needs. */
  readonly panels: readonly Panel[];
  /** Small print under the charts. */
  readonly footer: string;
  /**
   * HTML only: the whole report below the pictures, in the command's Markdown (its tables become HTML
   * tables) or, for a command without one, its plain-text table format.
   */
  readonly document: ReportDocument;
};

export type Panel = DistributionPanel | RankingPanel | HeatmapPanel | PlanPanel;

/**
 * A distribution over k = 0, 1, 2, …: a bar of P(exactly k) for each k, the P(at least k) curve and its
 * values, and the expected value marked. With `estimate` instead of the curve, a second distribution
 * (simulated frequencies with their standard errors) drawn over the bars as points with error bars.
 */
export type DistributionPanel = {
  readonly kind: 'distribution';
  readonly title: string;
  /** The x axis: "models destroyed", "wounds lost". */
  readonly axis: string;
  /** P(exactly k), indexed by k. */
  readonly pmf: readonly number[];
  /** The largest k the quantity can reach (the unit's models, the model's wounds). */
  readonly maxK: number;
  readonly mean: number;
  /** The headline numbers, "P(unit destroyed) <0.1%", shown under the panel's title. */
  readonly facts: readonly string[];
  readonly estimate?: {
    readonly label: string;
    readonly pmf: readonly number[];
    /** Standard error of each pmf entry. */
    readonly stdErrors: readonly number[];
    /** How many standard errors the error bars span. */
    readonly sigmas: number;
  };
};

/**
 * One value per item (a compare column): a horizontal bar each, the value printed beside it, the best
 * items marked. Ranking panels side by side share the item labels, printed once on the left.
 */
export type RankingPanel = {
  readonly kind: 'ranking';
  readonly title: string;
  /** The end of the value axis; null: the largest value. */
  readonly max: number | null;
  readonly items: readonly RankingItem[];
};

export type RankingItem = {
  readonly label: string;
  /** null: unknown (no points cost): no bar. */
  readonly value: number | null;
  /** The value as printed beside the bar ("66.8%", "0.86", "–"). */
  readonly text: string;
  readonly best: boolean;
};

/**
 * A value per row and column (a matchup: attackers by targets), each square shaded by its share of the
 * best value in its column, its value printed in it.
 */
export type HeatmapPanel = {
  readonly kind: 'heatmap';
  readonly title: string;
  /** Row labels, top to bottom. */
  readonly rows: readonly string[];
  /** Column labels, left to right. */
  readonly columns: readonly string[];
  readonly cells: readonly HeatmapCell[];
};

export type HeatmapCell = {
  readonly row: number;
  readonly column: number;
  /** Its value ÷ the best of its column, 0..1; null when not computed or unknown (drawn grey). */
  readonly share: number | null;
  /** As printed in it ("12.30", "n/a", "–"). */
  readonly text: string;
  readonly best: boolean;
};

/**
 * A shooting plan (mathhammer plan): a row per target with attackers, each row the target's expected
 * models destroyed as a bar of its models, cut into each attacker's share in the order they attack, the
 * attackers listed in that order under it, and the target's P(destroyed) beside it.
 */
export type PlanPanel = {
  readonly kind: 'plan';
  readonly title: string;
  readonly rows: readonly PlanRow[];
};

export type PlanRow = {
  /** The target's label. */
  readonly label: string;
  /** Its size in words, under the label ("10 models", "150 pts, 5 models"). */
  readonly detail: string;
  readonly models: number;
  /** Its attackers in the order they attack, each with the models it is expected to destroy. */
  readonly steps: readonly { readonly label: string; readonly modelsDestroyed: number }[];
  /** E[models destroyed] as printed beside the bar ("8.59 of 10"). */
  readonly modelsText: string;
  readonly pDestroyed: number;
  /** P(destroyed) as printed ("47.0%"). */
  readonly pText: string;
};

export type ReportDocument = { readonly markdown: string } | { readonly text: string };
