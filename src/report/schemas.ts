/**
 * The JSON Schemas of the reports (docs/json.md; copied to docs/schema/, a test keeps the copies in step).
 * Not exported by the report index: only the tests and the docs read them, and the CLI's bundle would
 * otherwise build these objects at every start (esbuild keeps a module whose top level calls functions).
 */
export { CALC_JSON_SCHEMA, type JsonSchema, type JsonType } from './calc/schema.js';
export { COMPARE_JSON_SCHEMA } from './compare/schema.js';
export { NEEDED_JSON_SCHEMA, SEQUENCE_JSON_SCHEMA } from './sequence/schema.js';
export { SHOW_JSON_SCHEMA } from './show/schema.js';
export { MATCHUP_JSON_SCHEMA } from './matchup/schema.js';
export { PLAN_JSON_SCHEMA } from './assignment/schema.js';
export { DATA_FETCH_JSON_SCHEMA, DATA_JSON_SCHEMA, DATA_UPDATE_JSON_SCHEMA } from './data/schema.js';
