/** `mathhammer profiles`: the bundled profiles, one line each. */
import { Command } from 'commander';
import { listBundled, loadBundled, missingCharacteristics, pointsFor, resolveUnit, type UnitProfile } from '../../profile/index.js';
import { outputWidth, type Io } from '../io.js';
import { wrapWords } from '../../report/text/wrap.js';
import { BUNDLED_DIR } from '../paths.js';
import { loadOptions } from './load-side.js';

export type ProfileListing = {
  readonly name: string;
  readonly unit: string;
  readonly faction: string | null;
  readonly models: number;
  readonly points: number | null;
  readonly description: string | null;
  /** False when the profile lacks T, Sv or W (attacker only). */
  readonly defender: boolean;
  readonly loadouts: readonly string[];
};

export function describeBundled(name: string, profile: UnitProfile): ProfileListing {
  const unit = resolveUnit(profile);
  const models = profile.models.reduce((n, m) => n + m.count, 0);
  const defender = unit.ok && unit.value.models.every((m) => missingCharacteristics(m).length === 0);
  return {
    name,
    unit: profile.name,
    faction: profile.faction ?? null,
    models,
    points: pointsFor(profile, profile.models) ?? null,
    description: profile.description ?? null,
    defender,
    loadouts: profile.loadouts.map((l) => l.name),
  };
}

/** One profile: its name, then what it is, wrapped to the terminal under the descriptions' column. */
function lines(listing: ProfileListing, nameWidth: number, width: number): string[] {
  const facts = [
    listing.faction,
    `${listing.models} model${listing.models === 1 ? '' : 's'}`,
    listing.points === null ? null : `${listing.points} pts`,
  ].filter((f): f is string => f !== null);
  const extra = [
    listing.description,
    listing.defender ? null : 'attacker only (no T/Sv/W on the datasheet)',
    listing.loadouts.length === 0 ? null : `loadouts: ${listing.loadouts.join(', ')}`,
  ].filter((f): f is string => f !== null);
  const text = `${listing.unit} — ${facts.join(', ')}${extra.length === 0 ? '' : `. ${extra.join('; ')}`}`;
  const indent = ' '.repeat(nameWidth + 2);
  return wrapWords(text, Math.max(20, width - indent.length)).map((l, i) => (i === 0 ? `${listing.name.padEnd(nameWidth)}  ${l}` : `${indent}${l}`));
}

export function profilesCommand(io: Io): Command {
  return new Command('profiles')
    .description('list the bundled profiles')
    .option('--json', 'print the list as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ mathhammer profiles
  $ mathhammer profiles --json
  $ mathhammer calc strike-team meq     (bundled profiles are used by name)`,
    )
    .action((options: { json?: boolean }) => {
      const listings: ProfileListing[] = [];
      for (const name of listBundled(BUNDLED_DIR)) {
        const loaded = loadBundled(name, loadOptions(io));
        // A bundled profile that does not load is a packaging bug, not a user mistake.
        if (!loaded.ok) throw new Error(`bundled profile ${name} is invalid: ${loaded.issues.map((i) => i.message).join('; ')}`);
        listings.push(describeBundled(name, loaded.value));
      }
      if (options.json === true) {
        io.stdout(JSON.stringify(listings, null, 2) + '\n');
        return;
      }
      const nameWidth = Math.max(...listings.map((l) => l.name.length));
      io.stdout(listings.flatMap((l) => lines(l, nameWidth, outputWidth(io))).join('\n') + '\n');
    });
}
