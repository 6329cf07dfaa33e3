/**
 * One unit in full (`mathhammer show`): its profile with the loadouts and leaders chosen, and what
 * mathhammer does with each of its rules, as the JSON contract (docs/json.md, "Show"). The unit is named as
 * calc names it: a path, a bundled name, a datasheet of a data folder (a context's loader: dataFolderLoader,
 * or the CLI's --data), or a profile already loaded.
 */
import { catalogueOfDatasheet, isDatasheetName } from '../army/data-source.js';
import { describeUnit, loadEvery, SCENARIO_OPTIONS, ScenarioError, type SourcedProfile } from '../plan/index.js';
import type { UnitProfile } from '../profile/index.js';
import type { ShowJson, ShowSource } from '../report/index.js';
import { checkProfileInput, loaderOf, withProfiles, type ApiContext, type ProfileInput } from './context.js';
import { optionLayer, type OptionsInput } from './options.js';

/** The choices show makes, already parsed: loadout names and leader references, as calc's --loadout and --leader. */
export type ShowChoices = { readonly loadout?: readonly string[]; readonly leader?: readonly string[] };

const SHOW_OPTIONS: readonly string[] = ['loadout', 'leader'];

/**
 * Where a profile came from, from how it was named (`reference`; undefined for a leader its profile's
 * `leader:` names) and the file it was read as: a datasheet's names its catalogue, a bundled profile's is
 * `profiles/<name>.yaml` where its name was given.
 */
function sourceOf(reference: string | undefined, profile: UnitProfile): ShowSource {
  const named = reference ?? profile.file;
  const catalogue = isDatasheetName(named) ? catalogueOfDatasheet(profile) : undefined;
  if (catalogue !== undefined) return { kind: 'datasheet', reference: named, file: null, catalogue };
  const bundled = /^profiles\/[^/\\]+\.yaml$/.test(profile.file) && (reference === undefined || profile.file !== reference);
  return { kind: bundled ? 'bundled' : 'file', reference: named, file: profile.file, catalogue: null };
}

/** showUnit with its choices parsed (the CLI's). Throws ScenarioError. */
export function showUnitWith(unit: ProfileInput, choices: ShowChoices, context: ApiContext = {}): ShowJson {
  const input = checkProfileInput(unit, 'unit');
  const leaderRefs = choices.leader ?? [];
  const { load, refs } = withProfiles(loaderOf(context), [input]);
  const [profile, ...given] = loadEvery(load, [refs[0]!, ...leaderRefs]);
  const sourced = (reference: string | undefined, p: UnitProfile): SourcedProfile => ({ profile: p, source: sourceOf(reference, p) });
  const own = profile!.leaders.filter((l): l is UnitProfile => !('ref' in l)).map((l) => sourced(undefined, l));
  const shown = describeUnit({
    unit: sourced(refs[0], profile!),
    leaders: [...own, ...given.map((p, i) => sourced(leaderRefs[i], p))],
    loadouts: choices.loadout ?? [],
  });
  if (!shown.ok) throw ScenarioError.fromIssues(shown.issues);
  return shown.value;
}

/**
 * One unit in full, as `mathhammer show --json` prints it: `showUnit('strike-team', 'loadout
 * pulse-carbine-all')`. Options are calc's loadout and leader, as a text or an object. Throws ScenarioError.
 */
export function showUnit(unit: ProfileInput, options: OptionsInput = {}, context: ApiContext = {}): ShowJson {
  const layer = optionLayer(options);
  const others = Object.keys(layer).filter((key) => !SHOW_OPTIONS.includes(key));
  if (others.length > 0) {
    const names = others.map((key) => SCENARIO_OPTIONS.find((o) => o.key === key)?.name ?? key);
    throw new ScenarioError([`showUnit takes the options ${SHOW_OPTIONS.join(' and ')}, not ${names.join(', ')}: a unit is shown as its profile gives it`]);
  }
  return showUnitWith(unit, { ...(layer['loadout'] === undefined ? {} : { loadout: layer['loadout'] as string[] }), ...(layer['leader'] === undefined ? {} : { leader: layer['leader'] as string[] }) }, context);
}
