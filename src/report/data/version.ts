/** The version of the `data` commands' JSON (docs/json.md, "Data"): raised as its Versioning section says. */
export const DATA_SCHEMA_VERSION = 1;
