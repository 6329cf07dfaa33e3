/**
 * The defaults a player sets once: the data folder, the rules edition and the output format. Each comes
 * from the first of: a command-line flag, an environment variable (MATHHAMMER_DATA, MATHHAMMER_RULES,
 * MATHHAMMER_FORMAT), the config file ($XDG_CONFIG_HOME/mathhammer/config.yaml, else
 * ~/.config/mathhammer/config.yaml), the built-in default. A pure function of (environment, file text,
 * flags): the CLI reads the file. A malformed file is a located error, like a bad profile.
 */
import { isMap, isScalar } from 'yaml';
import { parseYaml } from '../profile/yaml-reader.js';

export type SettingKey = 'data' | 'rules' | 'format';
/** 'fetched': the data folder `mathhammer data fetch` made (src/cli/fetched-data.ts), when nothing else names one. */
export type SettingSource = 'flag' | 'env' | 'file' | 'fetched' | 'default';
export type Setting = { readonly value: string; readonly source: SettingSource; readonly where: string };
export type Settings = { readonly [K in SettingKey]?: Setting };
export type ConfigIssue = { readonly file: string; readonly line: number; readonly col: number; readonly path: string; readonly message: string };

export const SETTING_KEYS: readonly SettingKey[] = ['data', 'rules', 'format'];
export const ENV_NAMES: Readonly<Record<SettingKey, string>> = { data: 'MATHHAMMER_DATA', rules: 'MATHHAMMER_RULES', format: 'MATHHAMMER_FORMAT' };
const DEFAULTS: Readonly<Partial<Record<SettingKey, string>>> = { rules: '11e', format: 'table' };
const ALLOWED: Readonly<Partial<Record<SettingKey, readonly string[]>>> = { rules: ['10e', '11e'], format: ['table', 'json', 'markdown', 'csv'] };

type Env = Readonly<Record<string, string | undefined>>;

/** Where the config file is: $XDG_CONFIG_HOME/mathhammer/config.yaml, else $HOME/.config/…; none without either. */
export function configPath(env: Env): string | undefined {
  const xdg = env['XDG_CONFIG_HOME'];
  if (xdg !== undefined && xdg !== '') return `${xdg.replace(/\/+$/, '')}/mathhammer/config.yaml`;
  const home = env['HOME'] ?? env['USERPROFILE'];
  return home === undefined || home === '' ? undefined : `${home.replace(/[\\/]+$/, '')}/.config/mathhammer/config.yaml`;
}

function check(key: SettingKey, value: string): string | undefined {
  const allowed = ALLOWED[key];
  if (allowed !== undefined && !allowed.includes(value)) return `expected ${allowed.join(', ')}, got ${JSON.stringify(value)}`;
  if (value.trim() === '') return 'expected a value, got an empty one';
  return undefined;
}

function readFile(text: string, file: string): { values: Partial<Record<SettingKey, string>>; issues: ConfigIssue[] } {
  const values: Partial<Record<SettingKey, string>> = {};
  // The profiles' YAML reader: the same guards, and syntax errors in the same words (duplicate keys too).
  const parsed = parseYaml(text, file);
  if (!parsed.ok) return { values, issues: parsed.issues };
  const { doc, lineCounter: lines } = parsed.ctx;
  const issues: ConfigIssue[] = [];
  const at = (offset: number | undefined, path: string, message: string): void => {
    const pos = offset === undefined ? { line: 1, col: 1 } : lines.linePos(offset);
    issues.push({ file, line: pos.line, col: pos.col, path, message });
  };
  if (doc.contents === null) return { values, issues };
  if (!isMap(doc.contents)) {
    at(doc.contents.range?.[0], '', 'expected keys such as "data: ~/bsdata", "rules: 10e", "format: markdown"');
    return { values, issues };
  }
  for (const pair of doc.contents.items) {
    const keyNode = pair.key;
    const key = isScalar(keyNode) ? String(keyNode.value) : '';
    const offset = isScalar(keyNode) ? keyNode.range?.[0] : undefined;
    if (!(SETTING_KEYS as readonly string[]).includes(key)) {
      at(offset, key, `unknown setting ${JSON.stringify(key)} (settings: ${SETTING_KEYS.join(', ')})`);
      continue;
    }
    const value = pair.value;
    if (!isScalar(value) || (typeof value.value !== 'string' && typeof value.value !== 'number')) {
      at(isScalar(value) ? value.range?.[0] : offset, key, 'expected a single value');
      continue;
    }
    const text = String(value.value);
    const problem = check(key as SettingKey, text);
    if (problem !== undefined) at(value.range?.[0], key, problem);
    else values[key as SettingKey] = text;
  }
  return { values, issues };
}

export type ResolveInput = {
  readonly env: Env;
  /** The config file's text, when there is one. */
  readonly fileText?: string;
  /** How messages name the file. */
  readonly file?: string;
  readonly flags?: Partial<Record<SettingKey, string>>;
};

export function resolveSettings(input: ResolveInput): { ok: true; settings: Settings } | { ok: false; issues: ConfigIssue[] } {
  const file = input.file ?? 'config.yaml';
  const read = input.fileText === undefined ? { values: {}, issues: [] } : readFile(input.fileText, file);
  const issues: ConfigIssue[] = [...read.issues];
  const settings: { [K in SettingKey]?: Setting } = {};
  for (const key of SETTING_KEYS) {
    const flag = input.flags?.[key];
    const env = input.env[ENV_NAMES[key]];
    const fromFile = (read.values as Partial<Record<SettingKey, string>>)[key];
    if (flag !== undefined) settings[key] = { value: flag, source: 'flag', where: `--${key}` };
    else if (env !== undefined && env !== '') {
      const problem = check(key, env);
      if (problem !== undefined) issues.push({ file: ENV_NAMES[key], line: 0, col: 0, path: '', message: problem });
      else settings[key] = { value: env, source: 'env', where: ENV_NAMES[key] };
    } else if (fromFile !== undefined) settings[key] = { value: fromFile, source: 'file', where: file };
    else if (DEFAULTS[key] !== undefined) settings[key] = { value: DEFAULTS[key]!, source: 'default', where: 'built in' };
  }
  return issues.length > 0 ? { ok: false, issues } : { ok: true, settings };
}
