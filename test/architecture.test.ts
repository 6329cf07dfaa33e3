/**
 * Dependencies point one way (STYLE.md): cli → api → compare, matchup → plan → army, profile, effects, report, sim → rules → prob.
 * prob and rules do no I/O; config (the defaults a player sets once) is a pure function of its inputs. The simulator (src/sim) may use rules' types and edition data, but not the
 * engine's probability code. No file imports itself back through others (no cycles).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = join(import.meta.dirname, '..', 'src');

const allowed: Record<string, readonly string[]> = {
  prob: [],
  rules: ['prob'],
  sim: ['prob', 'rules'],
  profile: ['prob', 'rules'],
  report: ['prob', 'rules'],
  effects: ['prob', 'rules'],
  // reads rule texts into effects; weapon abilities with the profiles' parser
  wording: ['prob', 'rules', 'effects', 'profile'],
  army: ['prob', 'rules', 'profile', 'effects', 'wording'],
  // config reads its YAML with the profiles' reader (the same guards and messages)
  config: ['profile'],
  plan: ['prob', 'rules', 'profile', 'report', 'effects', 'wording'],
  compare: ['prob', 'rules', 'profile', 'report', 'effects', 'wording', 'plan', 'sequence'],
  sequence: ['prob', 'rules', 'profile', 'report', 'effects', 'wording', 'plan'],
  matchup: ['prob', 'rules', 'profile', 'report', 'effects', 'wording', 'plan'],
  // the shooting plan: the matchup's sides and options, each target's attackers as a sequence
  assign: ['prob', 'rules', 'profile', 'report', 'effects', 'wording', 'plan', 'matchup', 'sequence'],
  api: ['prob', 'rules', 'profile', 'report', 'sim', 'effects', 'wording', 'plan', 'compare', 'army', 'sequence', 'matchup', 'assign'],
  // serve's web server imports nothing of mathhammer: its command passes in a way to run the CLI
  serve: [],
  cli: ['prob', 'rules', 'profile', 'report', 'sim', 'effects', 'wording', 'plan', 'compare', 'sequence', 'api', 'army', 'config', 'matchup', 'assign', 'serve'],
};

/**
 * The picture libraries: heavy to load, so only the picture renderers (src/report/picture) import them,
 * and the CLI reaches those only through a dynamic import when a picture is asked for.
 */
const PICTURE_LIBRARIES = new Set(['vega', 'vega-lite', 'marked', '@resvg/resvg-js']);

/** Engine files the simulator may import: types, edition data and dice parsing, no probability code. */
const SIM_MAY_USE = new Set(['rules/types.ts', 'rules/editions.ts', 'rules/index.ts', 'prob/dice.ts']);

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith('.ts') ? [path] : [];
  });
}

function imports(path: string): string[] {
  const text = readFileSync(path, 'utf8');
  return [...text.matchAll(/^\s*(?:import|export)\b[^'"]*?from\s+['"]([^'"]+)['"]/gm)].map((m) => m[1]!);
}

/** Relative import specifiers of a file, as paths from src/ (`rules/types.ts`). */
function localImports(file: string): string[] {
  return imports(join(SRC, file))
    .filter((spec) => spec.startsWith('.'))
    .map((spec) => relative(SRC, join(SRC, file, '..', spec)).replace(/\.js$/, '.ts'));
}

/** One import cycle among the files, as the files around it, or undefined. */
function findCycle(graph: ReadonlyMap<string, readonly string[]>): string[] | undefined {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | undefined => {
    if (state.get(file) === 'done') return undefined;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle !== undefined) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return undefined;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle !== undefined) return cycle;
  }
  return undefined;
}

describe('architecture', () => {
  const sources = files(SRC);

  it.each(sources.map((f) => relative(SRC, f)))('%s imports only from allowed layers', (file) => {
    const layer = file.split('/')[0]!;
    expect(Object.keys(allowed)).toContain(layer);
    for (const spec of imports(join(SRC, file))) {
      if (spec.startsWith('.')) {
        const target = relative(SRC, join(SRC, file, '..', spec)).replace(/\.js$/, '.ts');
        const targetLayer = target.split('/')[0]!;
        if (targetLayer === layer) continue;
        expect(allowed[layer], `${file} imports ${target}`).toContain(targetLayer);
        if (layer === 'sim' && targetLayer !== 'sim') expect(SIM_MAY_USE, `${file} imports ${target}`).toContain(target);
      } else if ((spec === 'chalk' || spec === 'cli-table3') && layer !== 'report') {
        expect.fail(`${file} imports ${spec}: only src/report renders`);
      } else if (PICTURE_LIBRARIES.has(spec) && !file.startsWith('report/picture/')) {
        expect.fail(`${file} imports ${spec}: only src/report/picture draws pictures`);
      } else if (layer === 'config') {
        expect(spec.startsWith('node:'), `${file} imports ${spec}: config is a pure function, the CLI reads the file`).toBe(false);
      } else if (layer === 'prob' || layer === 'rules' || layer === 'effects') {
        expect(spec.startsWith('node:'), `${file} imports ${spec}: the core does no I/O`).toBe(false);
        expect.fail(`${file} imports the package ${spec}: the core imports nothing outside the project`);
      }
    }
  });

  it('no file imports itself back through others (type-only imports included)', () => {
    const graph = new Map(sources.map((f) => relative(SRC, f)).map((f) => [f, localImports(f)] as const));
    expect(findCycle(graph)).toBeUndefined();
  });
});
