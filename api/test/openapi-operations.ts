import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { OPENAPI_FILE } from './test-app';

/** The HTTP methods an OpenAPI path item may hold, as supertest's agent names them. */
const METHODS = ['get', 'head', 'options', 'post', 'put', 'patch', 'delete'] as const;
export type HttpMethod = (typeof METHODS)[number];

const UNSAFE: ReadonlySet<HttpMethod> = new Set(['post', 'put', 'patch', 'delete']);

/** One operation (method + path) of openapi.yaml. */
export interface ApiOperation {
  /** `GET /api/v1/vehicles/{id}`: how the reviewed tables name the operation. */
  key: string;
  method: HttpMethod;
  /** The templated path, `/api/v1/vehicles/{id}`. */
  path: string;
  operationId: string;
  /** POST, PUT, PATCH or DELETE: needs a CSRF token. */
  unsafe: boolean;
  /** The multipart field that carries a file (`file`), when the body is multipart/form-data. */
  fileField?: string;
  /** The body is JSON. */
  json: boolean;
}

interface SchemaObject {
  properties?: Record<string, { type?: string; format?: string }>;
}

interface OperationObject {
  operationId?: string;
  requestBody?: { content?: Record<string, { schema?: SchemaObject }> };
}

/** Every operation of the generated contract, in the order the file lists them. */
export function readOperations(file = OPENAPI_FILE): ApiOperation[] {
  const document = parse(readFileSync(file, 'utf8')) as {
    paths?: Record<string, Record<string, unknown>>;
  };
  return Object.entries(document.paths ?? {}).flatMap(([path, item]) =>
    Object.entries(item).flatMap(([name, value]) => {
      // A path item also holds `parameters`, `summary`, …: only methods are operations.
      const method = METHODS.find((candidate) => candidate === name);
      if (!method) {
        if (name === 'trace') throw new Error(`${path}: TRACE is not supported by this helper`);
        return [];
      }
      const operation = value as OperationObject;
      const key = `${method.toUpperCase()} ${path}`;
      if (!operation.operationId) throw new Error(`${key} has no operationId`);
      const content = operation.requestBody?.content ?? {};
      const multipart = content['multipart/form-data']?.schema?.properties ?? {};
      const fileField = Object.entries(multipart).find(
        ([, property]) => property.type === 'string' && property.format === 'binary',
      )?.[0];
      return [
        {
          key,
          method,
          path,
          operationId: operation.operationId,
          unsafe: UNSAFE.has(method),
          fileField,
          json: 'application/json' in content,
        },
      ];
    }),
  );
}

/** `METHOD path (operationId)`, to name an operation in a test title or failure. */
export const describeOperation = (operation: ApiOperation): string =>
  `${operation.key} (${operation.operationId})`;

/**
 * The path with every parameter filled in: by `values` where given, else with a fresh random
 * UUID (a resource that does not exist, so a write reaches 404 or 400 and changes nothing).
 */
export function concretePath(
  operation: ApiOperation,
  values: Readonly<Record<string, string>> = {},
): string {
  return operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(values[name] ?? randomUUID()),
  );
}

/**
 * Operations that start, replace or end the caller's session (or may, with a valid body): they
 * run in a fresh session of their own so they never disturb a session other cells share.
 */
export const SESSION_CHANGING_OPERATIONS: ReadonlySet<string> = new Set([
  'login',
  'logout',
  'logInMember',
  'logOutMember',
  'registerMember',
  'resetPassword',
]);

/** Runs `work` over `items` with at most `size` at a time, results in input order. */
export async function inBatches<T, R>(
  items: readonly T[],
  size: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(size, items.length) }, worker));
  return results;
}
