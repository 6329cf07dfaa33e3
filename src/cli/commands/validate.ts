/** `mathhammer validate <files…>`: check profiles (and each of their loadouts) without computing. */
import { Command } from 'commander';
import { checkProfile } from '../../plan/index.js';
import {
  formatIssue, inspectProfile, inspectProfileBytes, MAX_PROFILE_BYTES, missingCharacteristics, resolveUnit, uniqueIssues, type Issue, type ProfileInspection,
  type UnitProfile,
} from '../../profile/index.js';
import { EXIT_INPUT, issueLines } from '../errors.js';
import type { Io } from '../io.js';
import { loadOptions } from './load-side.js';
import { STDIN_NAME, stdinForProfiles } from '../stdin.js';

function summary(profile: UnitProfile): string {
  const models = profile.models.reduce((n, m) => n + m.count, 0);
  const unit = resolveUnit(profile);
  const lacking = unit.ok ? [...new Set(unit.value.models.flatMap(missingCharacteristics))] : [];
  const parts = [
    `${models} model${models === 1 ? '' : 's'}`,
    `${profile.weapons.length} weapon${profile.weapons.length === 1 ? '' : 's'}`,
    profile.loadouts.length === 0 ? null : `${profile.loadouts.length} loadout${profile.loadouts.length === 1 ? '' : 's'}`,
    lacking.length === 0 ? null : `attacker only: no ${lacking.join(', ')}`,
  ].filter((p): p is string => p !== null);
  return `${profile.name} (${parts.join(', ')})`;
}

/**
 * Every problem of one file: what reading it and its leaders found, then the checks of what parsed — the
 * effect names and loadouts of the unit and of each leader (calc checks the leaders' effects too) — even
 * when reading found problems (docs/profiles.md: "Every problem of a file is reported at once"). The
 * draft keeps only what those checks can use (parse-profile.ts). A leader named twice is one problem.
 */
function problemsOf(inspection: ProfileInspection): Issue[] {
  const { profile } = inspection;
  const checked = profile === undefined ? [] : [profile, ...profile.leaders.filter((l): l is UnitProfile => !('ref' in l))];
  return uniqueIssues([...inspection.issues, ...checked.flatMap(checkProfile)]);
}

export function validateCommand(io: Io, setExit: (code: number) => void): Command {
  return new Command('validate')
    .description('check profiles without computing anything')
    .argument('<files...>', 'profile paths, bundled profile names, or - for standard input')
    .addHelpText(
      'after',
      `
Examples:
  $ mathhammer validate my-squad.yaml
  $ mathhammer validate profiles/*.yaml
  $ cat my-squad.yaml | mathhammer validate -

Every problem is listed as file:line:col field: message (the first 50 of each file, then how many
more); the exit code is 2 if any file has one.`,
    )
    .action(async (files: string[]) => {
      const stdin = await stdinForProfiles(io, 'validate', files, MAX_PROFILE_BYTES + 1);
      let bad = false;
      for (const file of files) {
        const inspected = file === '-' && stdin !== undefined ? inspectProfileBytes(stdin, STDIN_NAME, loadOptions(io)) : inspectProfile(file, loadOptions(io));
        const issues = problemsOf(inspected);
        if (issues.length > 0) {
          bad = true;
          for (const line of issueLines(issues)) io.stderr(line + '\n');
        } else if (inspected.profile !== undefined) {
          for (const warning of inspected.profile.warnings ?? []) io.stderr(`warning: ${formatIssue(warning)}\n`);
          io.stdout(`ok ${file}: ${summary(inspected.profile)}\n`);
        }
      }
      if (bad) setExit(EXIT_INPUT);
    });
}
