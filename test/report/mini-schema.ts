/**
 * A tiny JSON Schema validator for the subset calc-schema.ts uses: type (one or a list), required,
 * properties, additionalProperties: false, items, enum, minimum. Annotations ($schema, $id, title,
 * description) are ignored; any other keyword throws, so the schema cannot silently outgrow the validator.
 */
import type { JsonSchema, JsonType } from '../../src/report/schemas.js';

const SUPPORTED = new Set([
  'type',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'enum',
  'minimum',
  '$schema',
  '$id',
  'title',
  'description',
]);

function hasType(value: unknown, type: JsonType): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'boolean':
      return typeof value === 'boolean';
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'integer':
      return typeof value === 'number' && Number.isInteger(value);
    case 'array':
      return Array.isArray(value);
    case 'object':
      return typeof value === 'object' && value !== null && !Array.isArray(value);
    default: {
      const unknown: never = type;
      throw new Error(`validate: unsupported type ${String(unknown)}`);
    }
  }
}

/** Every violation as "path: message"; empty when `value` is valid. */
export function validate(schema: JsonSchema, value: unknown, path = '$'): string[] {
  for (const key of Object.keys(schema)) {
    if (!SUPPORTED.has(key)) throw new Error(`validate: unsupported schema keyword "${key}" at ${path}`);
  }
  if (schema.additionalProperties !== undefined && schema.additionalProperties !== false) {
    throw new Error(`validate: only additionalProperties: false is supported, at ${path}`);
  }
  const errors: string[] = [];
  if (schema.type !== undefined) {
    const types: readonly JsonType[] = typeof schema.type === 'string' ? [schema.type] : schema.type;
    if (!types.some((t) => hasType(value, t))) {
      errors.push(`${path}: expected ${types.join(' or ')}, got ${JSON.stringify(value)}`);
      return errors;
    }
  }
  if (schema.enum !== undefined && !schema.enum.some((e) => e === value)) {
    errors.push(`${path}: expected one of ${JSON.stringify(schema.enum)}, got ${JSON.stringify(value)}`);
  }
  if (schema.minimum !== undefined && typeof value === 'number' && value < schema.minimum) {
    errors.push(`${path}: expected at least ${schema.minimum}, got ${value}`);
  }
  if (Array.isArray(value) && schema.items !== undefined) {
    const items = schema.items;
    value.forEach((item, i) => errors.push(...validate(items, item, `${path}[${i}]`)));
  }
  if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
    const record = value as Record<string, unknown>;
    for (const key of schema.required ?? []) {
      if (!(key in record)) errors.push(`${path}: missing required property "${key}"`);
    }
    const properties = schema.properties ?? {};
    for (const [key, child] of Object.entries(record)) {
      const sub = properties[key];
      if (sub !== undefined) errors.push(...validate(sub, child, `${path}.${key}`));
      else if (schema.additionalProperties === false) errors.push(`${path}: unexpected property "${key}"`);
    }
  }
  return errors;
}
