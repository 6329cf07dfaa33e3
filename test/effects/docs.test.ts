/** docs/effects.md carries the catalogue table, generated from the catalogue (UPDATE_GOLDEN=1 rewrites it). */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { describeEffect } from '../../src/cli/commands/effects.js';
import { EFFECTS } from '../../src/effects/index.js';

const DOC = fileURLToPath(new URL('../../docs/effects.md', import.meta.url));
const BLOCK = /(<!-- catalogue:start -->\n)([\s\S]*?)(<!-- catalogue:end -->)/;

function catalogueTable(): string {
  const lines: string[] = [];
  let faction = '';
  for (const listing of EFFECTS.map(describeEffect)) {
    if (listing.faction !== faction) {
      faction = listing.faction;
      lines.push('', `### ${faction}`, '', '| Effect | Source | Cost | Side | Changes | Needs |', '| :-- | :-- | :-- | :-- | :-- | :-- |');
    }
    const cost = [listing.cp === null ? null : `${listing.cp}CP`, listing.cost].filter((c) => c !== null).join(' + ') || '–';
    const cells = [listing.name, listing.source, cost, listing.side, listing.changes.join('; '), listing.needs.join('; ') || '–'];
    lines.push(`| ${cells.map((c) => c.replace(/\|/g, '\\|')).join(' | ')} |`);
  }
  return `${lines.slice(1).join('\n')}\n`;
}

describe('docs/effects.md', () => {
  it('its catalogue tables are generated from the catalogue', () => {
    const doc = readFileSync(DOC, 'utf8');
    const match = BLOCK.exec(doc);
    if (match === null) throw new Error('docs/effects.md has no catalogue block');
    const table = catalogueTable();
    if (process.env['UPDATE_GOLDEN'] === '1') {
      writeFileSync(DOC, doc.replace(BLOCK, `$1${table}$3`));
      return;
    }
    expect(match[2], 'run UPDATE_GOLDEN=1 npx vitest run test/effects to refresh it').toBe(table);
  });
});
