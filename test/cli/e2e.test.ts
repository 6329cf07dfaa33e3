/**
 * End to end: the built bin (bin/mathhammer.cjs → dist/) on bundled profiles. Its --json output must equal
 * the engine's exact answer for the same Scenario, built here in-process; table, Markdown and CSV output
 * must equal the golden files in test/cli/golden/ (UPDATE_GOLDEN=1 rewrites them: review the diff).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { deserialize, serialize } from 'node:v8';
import { beforeAll, describe, expect, it } from 'vitest';
import { planCalc, type ScenarioOptions, type Side } from '../../src/plan/index.js';
import { formatIssue } from '../../src/profile/issue.js';
import { listBundled, loadProfile } from '../../src/profile/load.js';
import { toCalcJson } from '../../src/report/index.js';
import { buildIfStale } from '../support/build.js';
import { EDITIONS, resolveAttack } from '../../src/rules/index.js';

const root = fileURLToPath(new URL('../../', import.meta.url));
const bin = fileURLToPath(new URL('../../bin/mathhammer.cjs', import.meta.url));
const goldenDir = fileURLToPath(new URL('./golden/', import.meta.url));
const bundledDir = fileURLToPath(new URL('../../profiles/', import.meta.url));

beforeAll(() => {
  // Build what the bin runs (npm run build: tsc, then the bundle) when dist/ is older than its sources.
  buildIfStale(root);
}, 180_000);

function runBin(argv: readonly string[]): { code: number | null; stdout: string; stderr: string } {
  const run = spawnSync(process.execPath, [bin, ...argv], { cwd: root, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
  return { code: run.status, stdout: run.stdout, stderr: run.stderr };
}

type Case = {
  readonly title: string;
  readonly argv: readonly string[];
  readonly attacker: readonly [string, string[]?, string[]?];
  readonly defender: readonly [string, string[]?, string[]?];
  readonly options: ScenarioOptions;
};

function side([ref, loadouts = [], leaders = []]: readonly [string, string[]?, string[]?]): Side {
  const load = (r: string) => {
    const loaded = loadProfile(r, { bundledDir, cwd: root });
    if (!loaded.ok) throw new Error(loaded.issues.map(formatIssue).join('\n'));
    return loaded.value;
  };
  return { profile: load(ref), source: ref, loadouts, leaders: leaders.map(load) };
}

const CASES: readonly Case[] = [
  {
    title: 'ten pulse rifles at half range against five Marines (npm start)',
    argv: ['calc', 'strike-team', 'meq', '--half-range'],
    attacker: ['strike-team'],
    defender: ['meq'],
    options: { rules: '11e', phase: 'shooting', halfRange: true },
  },
  {
    title: 'nine pulse carbines, a gun drone and the support turret, 10e, against a light vehicle',
    argv: ['calc', 'strike-team', 'vehicle', '--loadout', 'pulse-carbine-all,gun-drone', '--stationary', '--rules', '10e'],
    attacker: ['strike-team', ['pulse-carbine-all', 'gun-drone']],
    defender: ['vehicle'],
    options: { rules: '10e', phase: 'shooting', stationary: true },
  },
  {
    title: 'two supercharged plasma guns at half range against Terminators',
    argv: ['calc', 'mukaali-riders', 'teq', '--loadout', 'plasma-gun,plasma-gun', '--profile', 'supercharge', '--half-range'],
    attacker: ['mukaali-riders', ['plasma-gun', 'plasma-gun']],
    defender: ['teq'],
    options: { rules: '11e', phase: 'shooting', halfRange: true, profile: [{ profile: 'supercharge' }] },
  },
  {
    title: 'Mukaali Riders charge guardsmen: lances with [LANCE] plus stomping feet',
    argv: ['calc', 'mukaali-riders', 'geq', '--phase', 'melee', '--charged'],
    attacker: ['mukaali-riders'],
    defender: ['geq'],
    options: { rules: '11e', phase: 'melee', charged: true },
  },
  {
    title: 'a Medusa firing indirect at a horde, stationary and spotted',
    argv: ['calc', 'medusa-carriage-battery', 'horde', '--indirect', '--stationary', '--spotted'],
    attacker: ['medusa-carriage-battery'],
    defender: ['horde'],
    options: { rules: '11e', phase: 'shooting', indirect: true, stationary: true, spotted: true },
  },
  {
    // Not a knight: its 5++ already beats the Starfangs' AP -3 against its 3+, so AP +1 would change nothing (a warning says so).
    title: 'Starfangs against a tank with re-rolls and AP, 10e',
    argv: ['calc', 'starfangs', 'tank', '--reroll-hits', 'ones', '--ap', '+1', '--rules', '10e'],
    attacker: ['starfangs'],
    defender: ['tank'],
    options: { rules: '10e', phase: 'shooting', rerollHits: 'ones', ap: 1 },
  },
  {
    title: 'one Starfang against a monster in cover, with sustained hits granted',
    argv: ['calc', 'starfangs', 'monster', '--loadout', 'one-starfang', '--cover', '--grant', 'sustained hits 1', '--bs', '+1', '--hit', '-1'],
    attacker: ['starfangs', ['one-starfang']],
    defender: ['monster'],
    options: { rules: '11e', phase: 'shooting', cover: true, grant: [{ kind: 'sustained-hits', x: { terms: [], flat: 1, text: '1' } }], bs: 1, hit: -1 },
  },
  {
    title: 'a squad led by a captain shoots a tank, crits on 5+, lethal hits chosen by roll',
    argv: ['calc', 'test/fixtures/profiles/led-squad.yaml', 'tank', '--crit-hit', '5+', '--grant', 'lethal hits', '--lethal', 'roll', '--reroll-wounds', 'failed'],
    attacker: ['test/fixtures/profiles/led-squad.yaml'],
    defender: ['tank'],
    options: { rules: '11e', phase: 'shooting', critHit: 5, grant: [{ kind: 'lethal-hits' }], lethal: 'roll', rerollWounds: 'failed' },
  },
  {
    title: 'supercharged plasma from a squad whose losses to hazard are known, against a captain-led squad',
    argv: ['calc', 'test/fixtures/profiles/plasma-squad.yaml', 'meq', '--profile', 'plasma gun=supercharge', '--defender-leader', 'test/fixtures/profiles/captain.yaml', '--rules', '10e'],
    attacker: ['test/fixtures/profiles/plasma-squad.yaml'],
    defender: ['meq', [], ['test/fixtures/profiles/captain.yaml']],
    options: { rules: '10e', phase: 'shooting', profile: [{ weapon: 'plasma gun', profile: 'supercharge' }] },
  },
  {
    title: 'Terminators-like defenders with damage reduction and a save re-roll',
    // +1 damage: the close combat weapons' D1 would make the damage reduction change nothing (a warning)
    argv: ['calc', 'test/fixtures/profiles/intercessors.yaml', 'teq', '--phase', 'melee', '--damage', '+1', '--damage-reduction', '1', '--reroll-saves', 'ones', '--wound', '+1'],
    attacker: ['test/fixtures/profiles/intercessors.yaml'],
    defender: ['teq'],
    options: { rules: '11e', phase: 'melee', damage: 1, damageReduction: 1, rerollSaves: 'ones', wound: 1 },
  },
];

describe('the built bin against the engine', () => {
  for (const c of CASES) {
    it(`${c.title}: --json equals the engine's exact answer`, () => {
      const run = runBin([...c.argv, '--json']);
      expect(run.stderr).toBe('');
      expect(run.code).toBe(0);
      const options = c.options;
      const plan = planCalc(side(c.attacker), side(c.defender), options);
      if (!plan.ok) throw new Error(plan.issues.map(formatIssue).join('\n'));
      const result = resolveAttack(plan.value.scenario, EDITIONS[options.rules]);
      const expected = JSON.parse(JSON.stringify(toCalcJson({ ...plan.value.report, result }))) as unknown;
      expect(JSON.parse(run.stdout)).toEqual(expected);
    });
  }

  it('ten pulse rifles at half range against MEQ: the numbers worked by hand', () => {
    const json = JSON.parse(runBin(['calc', 'strike-team', 'meq', '--half-range', '--json']).stdout) as {
      damage: { mean: number };
      modelsSlain: { mean: number; pmf: number[] };
      weapons: { attacks: { mean: number }; hits: { mean: number }; wounds: { mean: number }; unsavedWounds: { mean: number } }[];
    };
    // 20 shots, hit on 4+ (1/2), wound T4 with S5 on 3+ (2/3), Sv 3+ fails 1/3: each shot is an unsaved
    // wound with p = 1/9. Damage 1 against W2: models destroyed = min(5, floor(unsaved / 2)).
    const p = 1 / 9;
    const binomial = (n: number, k: number): number => {
      let c = 1;
      for (let i = 1; i <= k; i++) c = (c * (n - k + i)) / i;
      return c * p ** k * (1 - p) ** (n - k);
    };
    // Wounds lost: min(unsaved, 10), as the five Marines have 10 wounds between them.
    const slain = [0, 0, 0, 0, 0, 0];
    let woundsLost = 0;
    for (let u = 0; u <= 20; u++) {
      slain[Math.min(5, Math.floor(u / 2))]! += binomial(20, u);
      woundsLost += Math.min(u, 10) * binomial(20, u);
    }
    expect(json.weapons[0]!.attacks.mean).toBeCloseTo(20, 12);
    expect(json.weapons[0]!.hits.mean).toBeCloseTo(10, 12);
    expect(json.weapons[0]!.wounds.mean).toBeCloseTo(20 / 3, 12);
    expect(json.damage.mean).toBeCloseTo(woundsLost, 12);
    expect(json.weapons[0]!.unsavedWounds.mean).toBeCloseTo(20 / 9, 12);
    expect(json.modelsSlain.pmf).toHaveLength(6);
    json.modelsSlain.pmf.forEach((q, k) => expect(q).toBeCloseTo(slain[k]!, 12));
  });

  it('an input error exits 2 with one line, no stack, nothing on stdout', () => {
    const run = runBin(['calc', 'strike-team', 'strike-team', '--json']);
    expect(run.code).toBe(2);
    expect(run.stdout).toBe('');
    expect(run.stderr).not.toMatch(/\bat .*\.js:\d+/);
    expect(run.stderr.split('\n').filter((l) => l !== '')).toHaveLength(2);
  });

  it('--version and profiles work from the bin', () => {
    expect(runBin(['--version'])).toEqual({ code: 0, stdout: '0.1.0\n', stderr: '' });
    expect(runBin(['profiles']).stdout.split('\n')[0]).toMatch(/^geq {2,}GEQ/);
  });

  it('show from the bin prints what the renderer draws in-process', () => {
    const golden = readFileSync(join(root, 'test', 'golden', 'show-strike-team.table.txt'), 'utf8');
    expect(runBin(['show', 'strike-team'])).toEqual({ code: 0, stdout: golden, stderr: '' });
  });

  it('a reader that goes early (| head) ends the command quietly, exit 0', () => {
    const run = spawnSync('bash', ['-c', `"$0" "$1" compare mukaali-riders --loadouts all --vs geq meq teq --json | head -c 12; echo " exit \${PIPESTATUS[0]}"`, process.execPath, bin], { cwd: root, encoding: 'utf8' });
    expect(run.stdout).toBe('{\n  "schemaV exit 0\n');
    expect(run.stderr).toBe('');
  });
});

describe('what makes the built bin start fast (bin/load-cli.cjs, src/profile/precompiled.ts)', () => {
  const distCli = fileURLToPath(new URL('../../dist/cli/', import.meta.url));

  it('a comparison written to a pipe loads neither Node’s net, tty nor child_process (bin/std-output.cjs, bin/bundle.cjs)', () => {
    const preload = join(mkdtempSync(join(tmpdir(), 'mathhammer-modules-')), 'modules.cjs');
    writeFileSync(preload, `process.on('exit', () => require('node:fs').writeSync(2, process.moduleLoadList.join('\\n')));`);
    const run = spawnSync(process.execPath, ['-r', preload, bin, 'compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--json'], { cwd: root, encoding: 'utf8' });
    expect(run.status).toBe(0);
    const loaded = run.stderr.split('\n');
    expect(loaded).toContain('NativeModule vm');
    for (const module of ['net', 'tty', 'child_process']) expect(loaded).not.toContain(`NativeModule ${module}`);
  });

  it('cli-table3’s Cell.draw in the bundle formats no debug message (bin/bundle.cjs takes it out)', () => {
    const bundle = readFileSync(`${distCli}main.bundle.cjs`, 'latin1');
    expect(bundle).toMatch(/draw\(lineNum,spanningCell\)\{if\(lineNum=="top"\)/);
    expect(bundle).not.toContain('Cell ${');
  });

  it('the bundles are ASCII (V8 keeps one-byte source strings, and load-cli reads them as latin1); the build checks it', () => {
    for (const bundle of [`${distCli}main.bundle.cjs`, `${distCli}../report/picture/render.bundle.cjs`]) {
      expect(readFileSync(bundle).findIndex((b) => b > 0x7f)).toBe(-1);
    }
    const require = createRequire(import.meta.url);
    const { assertAscii } = require('../../bin/load-cli.cjs') as { assertAscii: (file: string) => void };
    const file = join(mkdtempSync(join(tmpdir(), 'mathhammer-ascii-')), 'bundle.cjs');
    writeFileSync(file, 'const x = "×";');
    expect(() => assertAscii(file)).toThrow(/byte 11 is not ASCII/);
  });

  it('cli-table3 in the bundle measures texts with bin/table-string-width.cjs (bin/bundle.cjs puts it there)', () => {
    const bundle = readFileSync(`${distCli}main.bundle.cjs`, 'latin1');
    expect(bundle).toMatch(/"node_modules\/cli-table3\/src\/utils\.js"\(exports2?,module2?\)\{var stringWidth=require_table_string_width\(\)/);
  });

  it('V8 accepts every start cache the build wrote; a command without one of its own reads the default', () => {
    const caches = readdirSync(`${distCli}start-caches`).sort();
    expect(caches).toEqual(['calc', 'compare', 'default', 'needed', 'sequence', 'show'].map((name) => `${name}.cache`));
    // Each in a process of its own: within one, V8 would compile the bundle's source once and reuse it.
    const loader = fileURLToPath(new URL('../../bin/load-cli.cjs', import.meta.url));
    const loaded = (command: string | undefined): unknown => {
      const script = `const { cacheName, cacheUsed } = require(${JSON.stringify(loader)}).loadCli({ command: ${JSON.stringify(command)} });
        process.stdout.write(JSON.stringify({ cacheName, cacheUsed }))`;
      return JSON.parse(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout);
    };
    for (const command of ['calc', 'compare', 'sequence', 'needed', 'show']) expect(loaded(command)).toEqual({ cacheName: command, cacheUsed: true });
    for (const command of ['profiles', '--help', '../calc', undefined]) {
      expect(loaded(command), String(command)).toEqual({ cacheName: 'default', cacheUsed: true });
    }
  });

  it('the build stored every bundled profile parsed', () => {
    const stored = deserialize(readFileSync(`${distCli}bundled-profiles.v8`)) as Map<string, unknown>;
    expect([...stored.keys()].sort()).toEqual(listBundled(bundledDir).map((name) => `profiles/${name}.yaml`));
  });

  it('a bundled name still means the bundled profile when the working directory has a file of that name', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-cwd-'));
    writeFileSync(join(dir, 'meq'), 'not a profile');
    const run = spawnSync(process.execPath, [bin, 'profiles'], { cwd: dir, encoding: 'utf8' });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/^meq /m);
  });

  it('a unit by name keeps its rules read in the profile cache, for this build only (src/wording/memo.ts)', () => {
    const cache = mkdtempSync(join(tmpdir(), 'mathhammer-cache-'));
    const argv = ['calc', 'Test Squad', 'Test Squad', '--data', join(root, 'test', 'fixtures', 'army', 'data'), '--json'];
    const run = () => spawnSync(process.execPath, [bin, ...argv], { cwd: root, encoding: 'utf8', env: { ...process.env, MATHHAMMER_CACHE: cache } });
    const cold = run();
    expect(cold.status, cold.stderr).toBe(0);
    const profiles = readdirSync(cache, { recursive: true, withFileTypes: true }).filter((f) => f.isFile() && f.name.endsWith('.v8'));
    expect(profiles).toHaveLength(1);
    const file = join(profiles[0]!.parentPath, profiles[0]!.name);
    type Kept = { profile: { rules: unknown[] }; readings: { build: string; list: { rule: { name: string }; clauses: unknown[] }[] } };
    const kept = deserialize(readFileSync(file)) as Kept;
    expect(kept.readings.list.map((r) => r.rule.name)).toContain('Iron Halo');
    expect(kept.readings.list).toHaveLength(kept.profile.rules.length);
    expect(run().stdout).toBe(cold.stdout);
    // Readings an older build kept are not used: this one reads the rules again (and keeps its own).
    const forged = { ...kept, readings: { build: 'older', list: kept.readings.list.map((r) => ({ ...r, clauses: [] })) } };
    writeFileSync(file, serialize(forged));
    expect(run().stdout).toBe(cold.stdout);
    expect((deserialize(readFileSync(file)) as Kept).readings.build).toBe(kept.readings.build);
  });
});

const GOLDEN: readonly { readonly name: string; readonly argv: readonly string[] }[] = [
  { name: 'strike-team-meq-half-range', argv: ['calc', 'strike-team', 'meq', '--half-range'] },
  { name: 'mukaali-plasma-teq', argv: ['calc', 'mukaali-riders', 'teq', '--loadout', 'plasma-gun,plasma-gun', '--profile', 'supercharge', '--half-range'] },
  { name: 'mukaali-melee-geq-10e', argv: ['calc', 'mukaali-riders', 'geq', '--phase', 'melee', '--charged', '--rules', '10e'] },
];

describe('golden output of the built bin', () => {
  for (const { name, argv } of GOLDEN) {
    for (const [format, ext] of [
      ['table', 'txt'],
      ['markdown', 'md'],
      ['csv', 'csv'],
    ] as const) {
      it(`${argv.join(' ')} --format ${format}`, () => {
        const run = runBin([...argv, '--format', format]);
        expect(run.stderr).toBe('');
        expect(run.code).toBe(0);
        const file = `${goldenDir}${name}.${ext}`;
        if (process.env['UPDATE_GOLDEN'] === '1' || !existsSync(file)) {
          if (process.env['UPDATE_GOLDEN'] !== '1') throw new Error(`no golden file ${file}: run UPDATE_GOLDEN=1 npx vitest run test/cli/e2e.test.ts and review it`);
          mkdirSync(goldenDir, { recursive: true });
          writeFileSync(file, run.stdout);
        }
        expect(run.stdout).toBe(readFileSync(file, 'utf8'));
      });
    }
  }
});

describe('pictures from the built bin (the renderer bundled on its own, loaded only for a picture)', () => {
  const dist = fileURLToPath(new URL('../../dist/', import.meta.url));
  const inDir = (argv: readonly string[], cwd: string) => spawnSync(process.execPath, [bin, ...argv], { cwd });

  it('the main bundle holds no chart library; the picture bundle does', () => {
    expect(readFileSync(`${dist}cli/main.bundle.cjs`, 'utf8')).not.toMatch(/vega-lite|vega-scenegraph|@resvg|marked\.parse/);
    expect(readFileSync(`${dist}report/picture/render.bundle.cjs`, 'utf8')).toMatch(/vega-lite/);
  });

  it('V8 accepts the code cache the build wrote for the picture bundle, read under the flags a command runs with', () => {
    // In a process of its own: the flags are the process's, and this worker's other tests read the CLI's bundle.
    const loader = fileURLToPath(new URL('../../bin/load-cli.cjs', import.meta.url));
    const script = `const { loadBundle, loadCli, useCommandFlags } = require(${JSON.stringify(loader)});
      loadCli();
      useCommandFlags();
      process.stdout.write(String(loadBundle(${JSON.stringify(`${dist}report/picture/render.bundle.cjs`)}, ${JSON.stringify(`${dist}report/picture/render.bundle.cache`)}).cacheUsed));`;
    expect(spawnSync(process.execPath, ['-e', script], { encoding: 'utf8' }).stdout).toBe('true');
  });

  it('calc -o kills.png, compare -o compare.svg, --format html -o report.html', () => {
    const dir = mkdtempSync(join(tmpdir(), 'mathhammer-bin-pictures-'));
    expect(inDir(['calc', 'strike-team', 'meq', '--half-range', '-o', 'kills.png'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'kills.png')).subarray(1, 4).toString()).toBe('PNG');
    expect(inDir(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '-o', 'compare.svg'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'compare.svg'), 'utf8')).toContain('p0_bars_marks');
    expect(inDir(['compare', 'strike-team', '--loadouts', 'all', '--vs', 'meq', '--format', 'html', '-o', 'report.html'], dir).status).toBe(0);
    expect(readFileSync(join(dir, 'report.html'), 'utf8')).not.toMatch(/https?:/);
  });

  it('a PNG to a redirected standard output is written as bytes', () => {
    const run = spawnSync(process.execPath, [bin, 'calc', 'strike-team', 'meq', '--format', 'png'], { cwd: root });
    expect(run.status).toBe(0);
    expect([...run.stdout.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  });
});
