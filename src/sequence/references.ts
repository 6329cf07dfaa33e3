/**
 * The profiles a comparison or sequence file names, checked before anything is computed: every wrong
 * one (a profile that does not load, a loadout it has not) at the place in the file where it is written
 * (docs/sequence.md: "Mistakes are reported at their line and column"; docs/compare.md).
 */
import type { ParsedOptions, ProfileLoader } from '../plan/index.js';
import { unknownLoadout, uniqueIssues, type Issue, type Position } from '../profile/index.js';
import { placeOf, type FileStep, type Named, type OptionPlaces, type SequenceFile } from './file.js';

/**
 * A profile named in a file, and the loadouts asked of it. `at` is where the name is written; without
 * it (a name from the command line) only the loadouts are checked here, the name as on the command line.
 */
export type Reference = { readonly ref: string; readonly at?: Position; readonly loadouts: readonly Named[] };

/** The profiles named in `options:` (leaders), each where it is written. */
function optionReferences(layer: Readonly<Record<string, unknown>>, places: OptionPlaces | undefined): Reference[] {
  if (places === undefined) return [];
  const refs = (key: string): Reference[] => ((layer[key] as string[] | undefined) ?? []).map((ref) => ({ ref, at: placeOf(places, key), loadouts: [] }));
  return [...refs('leader'), ...refs('defenderLeader'), ...refs('support'), ...refs('defenderSupport')];
}

/** The defender of a file, with the `defender-loadout` names of its options. */
export function defenderReference(ref: string, at: Position | undefined, options: readonly { layer: Readonly<Record<string, unknown>>; places?: OptionPlaces }[]): Reference {
  const loadouts = options.flatMap(({ layer, places }) =>
    places === undefined ? [] : ((layer.defenderLoadout as string[] | undefined) ?? []).map((name) => ({ name, at: placeOf(places, 'defenderLoadout') })),
  );
  return { ref, ...(at === undefined ? {} : { at }), loadouts };
}

/** A file step's references: its attacker with its loadouts, and the leaders its options name. */
export function stepReferences(step: FileStep): Reference[] {
  return [{ ref: step.attacker, at: step.places.attacker, loadouts: step.places.loadouts }, ...optionReferences(step.options.layer, step.places.options)];
}

/** The references of a file's common `options:` (leaders). */
export function commonReferences(options: ParsedOptions, places: OptionPlaces | undefined): Reference[] {
  return optionReferences(options.layer, places);
}

/**
 * Every wrong reference of a file, each at the place it is written: a profile that does not load (its
 * file-wide problem, "no such file…", moved there; a profile with mistakes of its own keeps them at
 * theirs), a loadout the profile has not. All of them, before anything is computed.
 */
export function checkReferences(load: ProfileLoader, refs: readonly Reference[]): Issue[] {
  const issues: Issue[] = [];
  for (const { ref, at, loadouts } of refs) {
    const loaded = load(ref);
    if (!loaded.ok) {
      if (at === undefined) continue;
      for (const issue of loaded.issues) issues.push(issue.line === 0 ? { ...at, message: `${issue.file}: ${issue.message}` } : issue);
      continue;
    }
    const profile = loaded.value;
    for (const { name, at: where } of loadouts) {
      if (profile.loadouts.some((l) => l.name.toLowerCase() === name.trim().toLowerCase())) continue;
      issues.push({ ...where, message: unknownLoadout(profile, name, 'loadout') });
    }
  }
  return uniqueIssues(issues);
}

/**
 * A sequence file's wrong references (docs/sequence.md: "Mistakes are reported at their line and
 * column"). `defender` replaces the file's when the command line names one (its mistakes are the
 * command line's, not the file's).
 */
export function checkSequenceFile(load: ProfileLoader, file: SequenceFile, defender?: string): Issue[] {
  const fromFile = defender === undefined ? file.defender : undefined;
  const refs = [
    ...(fromFile === undefined && defender === undefined
      ? []
      : [defenderReference(fromFile ?? defender!, fromFile === undefined ? undefined : file.defenderAt, [{ layer: file.options.layer, ...(file.optionPlaces === undefined ? {} : { places: file.optionPlaces }) }])]),
    ...commonReferences(file.options, file.optionPlaces),
    ...file.steps.flatMap(stepReferences),
  ];
  return checkReferences(load, refs);
}
