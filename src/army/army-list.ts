/**
 * A pasted army list → its units, as the list writes them: the Warhammer 40,000 app export (English and
 * French), New Recruit's GW-style and tournament formats, and the short numbered-rules format. Each unit
 * keeps its line, its model lines and the wargear they carry, as totals per model line ("4x Power fist"
 * on "4x Terminator" is one each; "2 with Gun Drone" is two). No statlines: army-list-resolve.ts finds
 * them in a data folder.
 */

/**
 * A wargear line's item, with the list line it is on (where its warnings point). `priced`: the list gives
 * it a cost of its own ("Negation Emitters (+15 pts)"): an enhancement or upgrade rather than a weapon.
 */
export type ListedItem = { readonly name: string; readonly count: number; readonly line: number; readonly priced?: boolean };
/** Models of a model line that the list says carry the same wargear: "6 with Close combat weapon, Pulse carbine". */
export type ListedShare = { readonly count: number; readonly items: ListedItem[]; readonly line: number };
export type ListedModels = {
  readonly name: string;
  readonly count: number;
  /** Wargear totals for the line's models not in a share. */
  readonly items: ListedItem[];
  /** The line's "N with …" shares, each its own models (empty when the list gives totals only). */
  readonly shares: ListedShare[];
  readonly line: number;
};
export type ListedUnit = {
  readonly name: string;
  readonly line: number;
  readonly count: number | null;
  readonly points: number | null;
  readonly models: ListedModels[];
  /** Wargear listed for the unit as a whole (single-model units). */
  readonly items: ListedItem[];
  /** For an attached leader: the bodyguard unit it joins is the next unit of its block. */
  readonly attachedAs: 'leader' | 'bodyguard' | null;
  /** Enhancements the list gives the unit ("• Enhancement: Starflare Ignition System"), with their lines. */
  readonly enhancements: { readonly name: string; readonly line: number }[];
  /** New Recruit's tag before the name ("Char4: Commander in Coldstar Battlesuit"), which its header's enhancements name. */
  readonly tag?: string;
  readonly block: number | null;
  /**
   * A line with points and nothing under it: a unit as it comes ("Test Walker (150 pts)"), or the list's own
   * title or battle size ("Strike Force (2000 points)"), which stand before its first unit with wargear.
   */
  readonly bare?: 'before-units' | 'among-units';
};

const HEADER = /^(?:\[[^\]]+\]\s*)?(?:([A-Za-z]+\d+):\s*)?(?:(\d+)x\s+)?(.+?)\s*\((\d+)\s*(?:points|pts|punti|punkte)\)\s*(?::\s*(.*))?$/i;
const BULLET = /^(\s*)(?:[\u2022*\-\u2013]\s*)?(.*)$/;
const SKIP = /^(warlord|seigneur de guerre|enhancement|optimisation|attached as|attach\u00e9e en tant que|models)\b/i;
const ATTACHED = /^(?:attached as|attach\u00e9e en tant que)\s*:\s*(.*)$/i;

const WITH = /^(\d+)\s+with\s+/i;

/** "2x Missile Drone, Weapon support system" → items; "2 with A, B" → A×2, B×2. */
export function readItems(text: string, line: number): ListedItem[] {
  const out: ListedItem[] = [];
  const withPrefix = /^(\d+)\s+with\s+(.*)$/i.exec(text.trim());
  const body = withPrefix === null ? text : withPrefix[2]!;
  const per = withPrefix === null ? 1 : Number(withPrefix[1]);
  for (const part of body.split(/,(?![^(]*\))/)) {
    const cost = /\s*\(\+?\d+\s*pts?\)\s*$/i;
    const clean = part.trim().replace(cost, '');
    if (clean === '' || SKIP.test(clean)) continue;
    const m = /^(\d+)\s*x\s+(.+)$/i.exec(clean);
    const priced = cost.test(part.trim()) ? { priced: true } : {};
    out.push(m === null ? { name: clean, count: per, line, ...priced } : { name: m[2]!.trim(), count: Number(m[1]) * per, line, ...priced });
  }
  return out;
}

/** Whether text looks like a pasted army list rather than a datasheet export. */
export function looksLikeArmyList(text: string): boolean {
  const headers = text.split(/\r?\n/).filter((l) => HEADER.test(l.trim())).length;
  return headers >= 1 && !/RANGED WEAPONS|MELEE WEAPONS/i.test(text);
}

/**
 * A model line's wargear text: "N with …" is a share of its own (New Recruit says who carries what), its
 * items totals for the share as everywhere else; the rest totals for the line.
 */
function addTo(models: ListedModels, text: string, line: number): void {
  const share = WITH.exec(text.trim());
  if (share === null) models.items.push(...readItems(text, line));
  else models.shares.push({ count: Number(share[1]), items: readItems(text, line), line });
}

/**
 * The faction a list's header names, when it labels one: `Faction: Space Marines` (the short format),
 * `+ FACTION KEYWORD: Xenos - T'au Empire` (New Recruit: the part after the last " - "). The app's
 * export writes its faction unlabelled among other header lines, so it is not read.
 */
export function listFaction(text: string): string | null {
  const plain = /^\s*Faction:\s*(.+?)\s*$/im.exec(text)?.[1];
  if (plain !== undefined) return plain;
  const keyword = /^\+\s*FACTION KEYWORD:\s*(.+?)\s*$/im.exec(text)?.[1];
  return keyword === undefined ? null : keyword.split(' - ').at(-1)!.trim();
}

/**
 * The detachments a list's header names: "Detachment: Gladius Strike Force" (the short format), "+ DETACHMENT:
 * Advanced Acquisition Cadre, Retaliation Cadre (Expert Fieldcraft)" (New Recruit), "Darkflight Pursuit and
 * Inner Circle Task Force (3 Detachment Points)" (the app). Several are joined by commas or "and" (which a
 * detachment's own name may hold: the data folder says which names are detachments).
 */
export function listDetachments(text: string): string[] {
  const labelled = /^\s*\+?\s*detachments?\s*:\s*(.+?)\s*(?:\([^)]*\))?\s*$/im.exec(text)?.[1];
  const app = /^\s*(.+?)\s*\(\d+\s*detachment points?\)\s*$/im.exec(text)?.[1];
  const named = labelled ?? app;
  return named === undefined ? [] : [named.trim()];
}

/** New Recruit's "+ ENHANCEMENT: Prototype Weapon System (on Char4: Commander in Coldstar Battlesuit)", by the unit's tag. */
function taggedEnhancements(lines: readonly string[]): Map<string, { name: string; line: number }[]> {
  const out = new Map<string, { name: string; line: number }[]>();
  lines.forEach((raw, i) => {
    // The header's first enhancement, and the others on "&" lines after it.
    const m = /^\s*(?:\+\s*enhancements?\s*:|&)\s*(.+?)\s*\(on\s+([A-Za-z]+\d+)\s*:/i.exec(raw);
    if (m !== null) out.set(m[2]!.toLowerCase(), [...(out.get(m[2]!.toLowerCase()) ?? []), { name: m[1]!, line: i + 1 }]);
  });
  return out;
}

export function readArmyList(text: string): ListedUnit[] {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const tagged = taggedEnhancements(lines);
  const units: ListedUnit[] = [];
  let current: (ListedUnit & { models: ListedModels[]; items: ListedItem[]; enhancements: { name: string; line: number }[] }) | undefined;
  let block: number | null = null;
  let pendingAttach: 'leader' | 'bodyguard' | null = null;
  let lastModel: ListedModels | undefined;
  let modelIndent = -1;
  lines.forEach((raw, i) => {
    const line = i + 1;
    const trimmed = raw.trim();
    if (trimmed === '' || /^[+=&]/.test(trimmed)) return;
    if (/^(attached unit|unit\u00e9 \d+ attach\u00e9e|attached units|unit\u00e9s attach\u00e9es)\b/i.test(trimmed) || /^unit(\u00e9|e)?\s*\d+/i.test(trimmed)) {
      if (/\d/.test(trimmed)) block = line;
      return;
    }
    const header = /^\s*[\u2022*\-]/.test(raw) ? null : HEADER.exec(trimmed);
    if (header !== null) {
      current = {
        name: header[3]!.trim(),
        line,
        count: header[2] === undefined ? null : Number(header[2]),
        points: Number(header[4]),
        models: [],
        items: header[5] === undefined ? [] : readItems(header[5], line),
        attachedAs: null,
        block: null,
        enhancements: [...(header[1] === undefined ? [] : (tagged.get(header[1].toLowerCase()) ?? []))],
        ...(header[1] === undefined ? {} : { tag: header[1] }),
      };
      units.push(current);
      lastModel = undefined;
      modelIndent = -1;
      pendingAttach = null;
      return;
    }
    if (current === undefined) return;
    const [, indentText = '', rest = ''] = BULLET.exec(raw)!;
    const indent = indentText.replace(/\t/g, '    ').length;
    const attached = ATTACHED.exec(rest.trim());
    if (attached !== null) {
      pendingAttach = /bodyguard|gardes du corps/i.test(attached[1]!) ? 'bodyguard' : 'leader';
      units[units.length - 1] = current = { ...current, attachedAs: pendingAttach, block };
      return;
    }
    const enhancement = /^(?:enhancement|optimisation)\s*:\s*(.+?)\s*(?:\((?:upgrade|am\u00e9lioration|\+?\d+\s*(?:pts?|points))\))?\s*$/i.exec(rest.trim());
    if (enhancement !== null) {
      if (!current.enhancements.some((e) => e.name.toLowerCase() === enhancement[1]!.toLowerCase())) current.enhancements.push({ name: enhancement[1]!, line });
      return;
    }
    const bullet = /^\s*[\u2022*\-]/.test(raw);
    // A model line: "• 4x Deathwing Knight" with wargear below it, or "• 1x Broadside Shas'vre: 2x …".
    const modelLine = /^(\d+)x\s+([^:]+?)(?::\s*(.*))?$/i.exec(rest.trim());
    const next = lines[i + 1] ?? '';
    const nextIndent = (BULLET.exec(next)![1] ?? '').length;
    const hasChildren = next.trim() !== '' && nextIndent > indent && /^\s*([\u2022*\-]\s*)?(\d+x?\s|\d+\s+with\s)/i.test(next) && /^\s*[\u2022*\-]|with\s/i.test(next);
    if (bullet && modelLine !== null && (modelLine[3] !== undefined || hasChildren) && (modelIndent < 0 || indent <= modelIndent)) {
      lastModel = { name: modelLine[2]!.trim(), count: Number(modelLine[1]), items: [], shares: [], line };
      if (modelLine[3] !== undefined) addTo(lastModel, modelLine[3], line);
      current.models.push(lastModel);
      modelIndent = indent;
      return;
    }
    // Headings ("OTHER DATASHEETS") and the export's footer stand at the margin without a bullet.
    if (!bullet && indent === 0) return;
    const text = rest.replace(/^(wargear|\u00e9quipement|equipement)\s*:\s*/i, '');
    if (lastModel !== undefined && indent > modelIndent) addTo(lastModel, text, line);
    else current.items.push(...readItems(text, line));
  });
  // The list's own title and battle size look like units with points but carry nothing; so does a unit
  // as it comes. Which is which only the data folder can tell (army-list-resolve.ts).
  const first = units.findIndex((u) => u.models.length > 0 || u.items.length > 0);
  return units.map((u, i) =>
    u.models.length > 0 || u.items.length > 0 ? u : { ...u, bare: first < 0 || i < first ? 'before-units' : 'among-units' },
  );
}
