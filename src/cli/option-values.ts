/** Values of the CLI's own options (output format, lists), as commander argument parsers. */
import { collectList as collectListValue, collectOne, oneOf } from '../plan/index.js';
import { commanderParser } from './scenario-options.js';

export const parseFormat = commanderParser(oneOf(['table', 'json', 'markdown', 'csv'] as const, 'a format'));
export const collectList = commanderParser(collectListValue);
export { collectOne };
