/**
 * `plan` as a picture: a row per target with attackers, in the report's order, its expected models
 * destroyed cut into each attacker's share in the order they attack, and its P(destroyed); the goal's
 * value in the title, the bound and the gap under it. The HTML has the whole plan under it (runners-up,
 * warnings).
 */
import { attackerText, planTitle, renderPlanMarkdown, valueText } from '../assignment/text.js';
import type { PlanReport } from '../assignment/types.js';
import { formatMean, formatPercent, plural } from '../text/format.js';
import { shortenLabels } from '../text/shorten.js';
import { FOOTER } from './from-calc.js';
import { sideName } from './from-matchup.js';
import type { PictureRequest, PlanRow } from './request.js';

/** Names cut to these many characters, in the middle where their ends tell them apart. */
const LABEL_CHARS = 34;

/** A side as the panel's title names it: its file's name, or what a list of names is ("4 units by name"). */
function sideTitle(side: PlanReport['mine']): string {
  return side.source.includes(',') ? side.what : sideName(side.source);
}

function rowOf(target: PlanReport['targets'][number], label: string): PlanRow {
  const points = target.expectedPoints === null ? '' : ` (${formatMean(target.expectedPoints)} pts)`;
  return {
    label,
    detail: `${target.points === null ? '' : `${target.points} pts, `}${plural(target.models, 'model')}`,
    models: target.models,
    steps: target.steps.map((s) => ({ label: attackerText(s.attacker, s.weapons), modelsDestroyed: s.modelsDestroyed })),
    modelsText: `${formatMean(target.expectedModels)} of ${target.models}${points}`,
    pDestroyed: target.pDestroyed,
    pText: formatPercent(target.pDestroyed),
  };
}

export function planPicture(report: PlanReport): PictureRequest {
  const s = report.search;
  const labels = shortenLabels(report.targets.map((t) => t.target), LABEL_CHARS);
  const attacked = new Set(report.targets.map((t) => t.target));
  const untouched = report.theirs.units.filter((u) => !attacked.has(u.label)).map((u) => u.label);
  return {
    title: planTitle(report, true),
    subtitle: [
      `bound ${valueText(report, s.bound)}, gap ${valueText(report, s.gap)}${s.method === 'exhaustive' ? ' (every plan tried: the best)' : ''}`,
      `${s.method === 'exhaustive' ? 'exhaustive search' : `search: ${s.method}`} over ${plural(s.attackers, 'attacker')}${s.weaponGroups === undefined ? '' : ` (${plural(s.weaponGroups, 'weapon group')}, split fire)`} \u00d7 ${plural(s.targets, 'target')}`,
      `${report.rules} rules`,
      ...(report.idle.length === 0 ? [] : [`${report.idle.length} not assigned`]),
      ...(untouched.length === 0 ? [] : [`${untouched.length <= 3 ? untouched.join(', ') : plural(untouched.length, 'target')} not attacked`]),
    ],
    panels: [{ kind: 'plan', title: `Mine (${sideTitle(report.mine)}) against theirs (${sideTitle(report.theirs)})`, rows: report.targets.map((t, i) => rowOf(t, labels[i]!)) }],
    footer: FOOTER,
    document: { markdown: renderPlanMarkdown(report) },
  };
}
