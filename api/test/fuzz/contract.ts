import { readFileSync } from 'node:fs';
import { parse } from 'yaml';

/** The part of an OpenAPI 3.0 schema object the fuzzer reads. */
export interface Schema {
  type?: 'string' | 'integer' | 'number' | 'boolean' | 'array' | 'object';
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  multipleOf?: number;
  minItems?: number;
  maxItems?: number;
  enum?: unknown[];
  nullable?: boolean;
  example?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  additionalProperties?: boolean | Schema;
  allOf?: Schema[];
  $ref?: string;
}

export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

export interface Parameter {
  name: string;
  in: 'path' | 'query';
  required: boolean;
  schema: Schema;
}

/** One operation of openapi.yaml that takes input (a body, path or query parameters). */
export interface Operation {
  /** `PUT /api/v1/days/{date}` */
  key: string;
  operationId: string;
  method: Method;
  /** Templated, `/api/v1/days/{date}`. */
  path: string;
  parameters: Parameter[];
  /** The JSON schema of an application/json body (fully resolved). */
  jsonBody?: Schema;
  /** The multipart fields of a multipart/form-data body, and which of them carry a file. */
  multipart?: { fileFields: string[]; required: string[] };
  /** A staff or gallery login is required (security `session`). */
  requiresLogin: boolean;
}

interface RawOperation {
  operationId?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: Schema }>;
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  security?: Array<Record<string, unknown>>;
}

interface Document {
  paths: Record<string, Record<string, RawOperation>>;
  components?: { schemas?: Record<string, Schema> };
}

const METHODS: readonly Method[] = ['get', 'post', 'put', 'patch', 'delete'];

/** Replaces `$ref` and single-element `allOf` by the schema they name, recursively. */
function resolver(document: Document): (schema: Schema | undefined) => Schema {
  const named = document.components?.schemas ?? {};
  const resolve = (schema: Schema | undefined, seen: readonly string[] = []): Schema => {
    if (!schema) return {};
    if (schema.$ref) {
      const name = schema.$ref.replace('#/components/schemas/', '');
      if (seen.includes(name)) return {};
      const { $ref: _, ...rest } = schema;
      return { ...resolve(named[name], [...seen, name]), ...rest };
    }
    let result: Schema = { ...schema };
    if (schema.allOf) {
      const { allOf, ...rest } = schema;
      result = allOf.reduce<Schema>((merged, part) => ({ ...merged, ...resolve(part, seen) }), {});
      result = { ...result, ...rest };
    }
    if (result.properties) {
      result.properties = Object.fromEntries(
        Object.entries(result.properties).map(([name, child]) => [name, resolve(child, seen)]),
      );
    }
    if (result.items) result.items = resolve(result.items, seen);
    if (typeof result.additionalProperties === 'object') {
      result.additionalProperties = resolve(result.additionalProperties, seen);
    }
    return result;
  };
  return resolve;
}

/** Every operation of the contract that has a request body or path/query parameters. */
export function readInputOperations(file: string): Operation[] {
  const document = parse(readFileSync(file, 'utf8')) as Document;
  const resolve = resolver(document);
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const raw = item[method];
      if (!raw) continue;
      const parameters: Parameter[] = (raw.parameters ?? [])
        .filter(
          (p): p is typeof p & { in: 'path' | 'query' } => p.in === 'path' || p.in === 'query',
        )
        .map((p) => ({
          name: p.name,
          in: p.in,
          required: p.required === true,
          schema: resolve(p.schema),
        }));
      const content = raw.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const multipartSchema = content['multipart/form-data']?.schema;
      const multipart = multipartSchema
        ? (() => {
            const resolved = resolve(multipartSchema);
            return {
              fileFields: Object.entries(resolved.properties ?? {})
                .filter(([, s]) => s.type === 'string' && s.format === 'binary')
                .map(([name]) => name),
              required: resolved.required ?? [],
            };
          })()
        : undefined;
      if (parameters.length === 0 && !json && !multipart) continue;
      operations.push({
        key: `${method.toUpperCase()} ${path}`,
        operationId: raw.operationId ?? `${method} ${path}`,
        method,
        path,
        parameters,
        jsonBody: json ? resolve(json) : undefined,
        multipart,
        requiresLogin: (raw.security ?? []).some((requirement) => 'session' in requirement),
      });
    }
  }
  return operations;
}

const jsonType = (value: unknown): string =>
  value === null ? 'null' : Array.isArray(value) ? 'array' : typeof value;

/**
 * Why `value` breaks `schema` as the contract states it (type, nullable, enum, pattern, lengths,
 * ranges, required and unknown properties), or undefined when the contract allows it. An input
 * the contract forbids must never be answered 2xx.
 */
export function contractViolation(schema: Schema, value: unknown, at = 'body'): string | undefined {
  if (value === null) return schema.nullable ? undefined : `${at}: null`;
  if (value === undefined) return undefined;
  if (schema.enum && !schema.enum.includes(value)) return `${at}: not in enum`;
  switch (schema.type) {
    case 'string': {
      if (typeof value !== 'string') return `${at}: ${jsonType(value)} for a string`;
      const length = [...value].length;
      if (schema.minLength !== undefined && length < schema.minLength) return `${at}: too short`;
      if (schema.maxLength !== undefined && length > schema.maxLength) return `${at}: too long`;
      if (schema.pattern && !new RegExp(schema.pattern, 'u').test(value)) {
        return `${at}: pattern`;
      }
      return undefined;
    }
    case 'integer':
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) {
        return `${at}: ${jsonType(value)} for a number`;
      }
      if (schema.type === 'integer' && !Number.isInteger(value)) return `${at}: not an integer`;
      if (schema.minimum !== undefined && value < schema.minimum) return `${at}: below minimum`;
      if (schema.maximum !== undefined && value > schema.maximum) return `${at}: above maximum`;
      if (schema.multipleOf !== undefined && (value / schema.multipleOf) % 1 !== 0) {
        return `${at}: not a multiple of ${schema.multipleOf}`;
      }
      return undefined;
    }
    case 'boolean':
      return typeof value === 'boolean' ? undefined : `${at}: ${jsonType(value)} for a boolean`;
    case 'array': {
      if (!Array.isArray(value)) return `${at}: ${jsonType(value)} for an array`;
      if (schema.minItems !== undefined && value.length < schema.minItems)
        return `${at}: few items`;
      if (schema.maxItems !== undefined && value.length > schema.maxItems) {
        return `${at}: many items`;
      }
      for (const [index, item] of value.entries()) {
        const problem = contractViolation(schema.items ?? {}, item, `${at}.${index}`);
        if (problem) return problem;
      }
      return undefined;
    }
    case 'object': {
      if (jsonType(value) !== 'object') return `${at}: ${jsonType(value)} for an object`;
      const record = value as Record<string, unknown>;
      for (const name of schema.required ?? []) {
        if (!Object.hasOwn(record, name)) return `${at}.${name}: missing`;
      }
      for (const [name, child] of Object.entries(record)) {
        const known =
          schema.properties && Object.hasOwn(schema.properties, name)
            ? schema.properties[name]
            : undefined;
        if (known) {
          const problem = contractViolation(known, child, `${at}.${name}`);
          if (problem) return problem;
        } else if (schema.additionalProperties === undefined && schema.properties) {
          // Request DTOs are validated with forbidNonWhitelisted: unknown fields are refused.
          return `${at}.${name}: unknown field`;
        } else if (typeof schema.additionalProperties === 'object') {
          const problem = contractViolation(schema.additionalProperties, child, `${at}.${name}`);
          if (problem) return problem;
        } else if (schema.additionalProperties === false) {
          return `${at}.${name}: unknown field`;
        }
      }
      return undefined;
    }
    default:
      return undefined;
  }
}
