/**
 * `mathhammer effects [name] [--faction …] [--json]`: the catalogue of named effects (stratagems,
 * detachment and army rules, datasheet abilities) that `--effect` and `effects:` apply.
 */
import { Command } from 'commander';
import { EFFECTS, changeTexts, factions, matchFaction, requirementText, type EffectEntry } from '../../effects/index.js';
import { closest } from '../../profile/index.js';
import { wrapWords } from '../../report/text/wrap.js';
import { resolveEffect } from '../../plan/index.js';
import { InputError } from '../errors.js';
import { outputWidth, type Io } from '../io.js';

export type EffectListing = {
  readonly id: string;
  readonly name: string;
  readonly aliases: readonly string[];
  readonly faction: string;
  readonly kind: EffectEntry['kind'];
  readonly source: string;
  readonly cp: number | null;
  readonly cost: string | null;
  readonly editions: readonly string[];
  readonly side: 'attacker' | 'defender';
  /** What it changes, each part with the condition of that part ("… if …"). */
  readonly changes: readonly string[];
  /** Conditions of the whole effect. */
  readonly needs: readonly string[];
  /** False when a part needs a knob the engine does not have yet (reported, never applied). */
  readonly supported: boolean;
  readonly seed: EffectEntry['seed'];
  readonly reading: string | null;
};

export function describeEffect(entry: EffectEntry): EffectListing {
  return {
    id: entry.id,
    name: entry.name,
    aliases: entry.aliases ?? [],
    faction: entry.faction,
    kind: entry.kind,
    source: entry.source,
    cp: entry.cp,
    cost: entry.cost ?? null,
    editions: entry.editions,
    side: entry.side,
    changes: entry.clauses.map((c) => {
      const text = changeTexts(c.change).join(', ');
      return c.when === undefined || c.when.length === 0 ? text : `${text} if ${c.when.map(requirementText).join(' and ')}`;
    }),
    needs: entry.requires.map(requirementText).filter((t) => t !== 'any phase'),
    supported: entry.clauses.every((c) => c.change.kind !== 'needs-engine'),
    // The export is shipped as an example (a path a clone has), never the project's own seeds folder.
    seed: { ...entry.seed, file: `examples/datasheets/${entry.seed.file}` },
    reading: entry.reading ?? null,
  };
}

function costText(listing: EffectListing): string {
  return [listing.cp === null ? null : `${listing.cp}CP`, listing.cost].filter((c) => c !== null).join(' + ');
}

function indented(text: string, indent: string, width: number): string[] {
  return wrapWords(text, width - indent.length).map((line) => indent + line);
}

/** Two or three lines per effect: name, cost, source and side; what it changes; what it needs. */
function brief(listing: EffectListing, width: number): string[] {
  const cost = costText(listing);
  const head = `${listing.name}${cost === '' ? '' : ` (${cost})`} — ${listing.source}${listing.side === 'defender' ? ', used by the defender' : ''}`;
  return [
    ...indented(head, '  ', width),
    ...indented(listing.changes.join('; '), '      ', width),
    ...(listing.needs.length === 0 ? [] : indented(`needs: ${listing.needs.join('; ')}`, '      ', width)),
  ];
}

/** "FIRE OVERWATCH15.08" → "FIRE OVERWATCH (15.08)": the rule as the export prints it, its core-rules number apart. */
function ruleName(rule: string): string {
  const numbered = /^(.*?)\s*(\d{2}\.\d{2})$/.exec(rule);
  return numbered === null ? rule : `${numbered[1]} (${numbered[2]})`;
}

function detail(listing: EffectListing, width: number): string[] {
  const cost = costText(listing);
  return [
    listing.name,
    ...indented(
      [listing.faction, listing.source, cost === '' ? null : cost, `used by the ${listing.side}`, listing.editions.join(', ')].filter((f) => f !== null).join(' · '),
      '  ',
      width,
    ),
    ...(listing.aliases.length === 0 ? [] : indented(`Also: ${listing.aliases.join(', ')}`, '  ', width)),
    ...indented(`Changes: ${listing.changes.join('; ')}`, '  ', width),
    ...indented(`Needs: ${listing.needs.length === 0 ? 'nothing more' : listing.needs.join('; ')}`, '  ', width),
    ...indented(`Text (${listing.faction}, ${listing.source}: ${ruleName(listing.seed.rule)}): “${listing.seed.text}”`, '  ', width),
    ...(listing.reading === null ? [] : indented(`Reading: ${listing.reading}`, '  ', width)),
  ];
}

function chosenFaction(text: string | undefined): string | undefined {
  if (text === undefined) return undefined;
  const faction = matchFaction(text);
  if (faction !== undefined) return faction;
  const hint = closest(text, factions());
  throw new InputError([
    `mathhammer effects: no effects for faction "${text}"${hint === undefined ? '' : ` (did you mean \`${hint}\`?)`}; factions: ${factions().join(', ')}`,
  ]);
}

export function effectsCommand(io: Io): Command {
  return new Command('effects')
    .description('list the named stratagems and rules that --effect applies')
    .argument('[name]', 'show one effect in full: its rules text, source and how it is read')
    .option('--faction <faction>', "only this faction's effects: tau, drukhari, genestealer, astra, core")
    .option('--json', 'print the list as JSON')
    .addHelpText(
      'after',
      `
Examples:
  $ mathhammer effects
  $ mathhammer effects --faction tau
  $ mathhammer effects "point-blank ambush"
  $ mathhammer effects --json
  $ mathhammer calc strike-team meq --effect "Point-Blank Ambush" --round 3 --within-9

An effect helps the side that uses it: --effect applies a defender's effect (Night Shield,
Counterfire Defence Systems…) to the target. Conditions are flags of calc: --round, --guided,
--target-below-half…; an effect whose condition does not hold is reported, not applied.`,
    )
    .action((name: string | undefined, options: { faction?: string; json?: boolean }) => {
      const faction = chosenFaction(options.faction);
      let entries = EFFECTS.filter((e) => faction === undefined || e.faction === faction);
      if (name !== undefined) {
        const resolved = resolveEffect(name);
        if (!resolved.ok) throw new InputError([`mathhammer effects: ${resolved.message}`]);
        entries = [resolved.entry];
      }
      const listings = entries.map(describeEffect);
      if (options.json === true) {
        io.stdout(`${JSON.stringify(name === undefined ? listings : listings[0], null, 2)}\n`);
        return;
      }
      if (name !== undefined) {
        io.stdout(`${detail(listings[0]!, outputWidth(io)).join('\n')}\n`);
        return;
      }
      const lines: string[] = [];
      for (const f of factions().filter((f) => listings.some((l) => l.faction === f))) {
        if (lines.length > 0) lines.push('');
        lines.push(f, ...listings.filter((l) => l.faction === f).flatMap((l) => brief(l, outputWidth(io))));
      }
      io.stdout(`${lines.join('\n')}\n`);
    });
}
