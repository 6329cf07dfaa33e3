/** `mathhammer show` in each of its formats: the table for the terminal, and its JSON contract. Each ends with a line break. */
import { PLAIN, rendererFor, type RenderOptions } from '../formats.js';
import { stringify } from '../json-text.js';
import { renderShowTable } from './table.js';
import type { ShowJson } from './types.js';

export type ShowFormat = 'table' | 'json';

export const SHOW_FORMATS: readonly ShowFormat[] = ['table', 'json'];

const RENDERERS: { readonly [F in ShowFormat]: (json: ShowJson, options: RenderOptions) => string } = {
  table: renderShowTable,
  json: (json) => `${stringify(json)}\n`,
};

/** The unit shown in one format (`table` or `json`); `options` colour and width the table. */
export function renderShow(json: ShowJson, format: ShowFormat, options: RenderOptions = PLAIN): string {
  return rendererFor('renderShow', RENDERERS, format)(json, options);
}

export type * from './types.js';
export { SHOW_SCHEMA_VERSION } from './types.js';
