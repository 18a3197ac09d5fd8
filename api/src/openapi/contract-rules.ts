import type {
  OpenAPIObject,
  OperationObject,
  ReferenceObject,
  ResponsesObject,
  SchemaObject,
  SecurityRequirementObject,
} from '@nestjs/swagger';
import type { AccessRule } from '../common/access/access.decorators';
import { PROBLEM_RESPONSE_DESCRIPTIONS } from '../common/problem/api-problems.decorator';
import { PROBLEM_CONTENT_TYPE } from '../common/problem/problem';

/** What the document cannot see of a handler: its access rule and whether it is rate-limited. */
export interface HandlerFacts {
  access: AccessRule | undefined;
  throttled: boolean;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const UNSAFE_METHODS = new Set(['post', 'put', 'patch', 'delete']);
const PROBLEM_REF = '#/components/schemas/ProblemDto';

/**
 * The rules a third party relies on, applied to every operation in one place so that no handler
 * can forget them (Redocly's recommended rules check the result in `npm test`):
 * - security: public reads `[]`; optional logins `[{}, {session: []}]`; everything else the
 *   schemes its decorators emitted (a session by default). The CSRF guard covers every unsafe
 *   method, a public POST too, so there the anonymous alternative becomes `{csrf: []}` and the
 *   `session` one gets `csrf` in the same requirement object (both are needed); other
 *   alternatives (a bearer token) are kept as they are.
 * - the problem+json answers every such operation can give: 400 where input is validated (a
 *   body, query or path parameters), 404 for paths with an `{id}`, 403 CSRF_INVALID for unsafe
 *   methods, 429 where the global rate limit applies.
 * - schemas Redocly reads as illogical: a `nullable` without `type` (OpenAPI 3.0.3 ignores it)
 *   gets the type of the schema it wraps, and a lone `allOf: [x]` with nothing beside it is `x`.
 */
export function applyContractRules(
  document: OpenAPIObject,
  factsOf: (operationId: string | undefined) => HandlerFacts | undefined,
): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    for (const method of METHODS) {
      const operation = item[method];
      if (!operation) continue;
      const unsafe = UNSAFE_METHODS.has(method);
      const facts = factsOf(operation.operationId);
      operation.security = securityOf(facts?.access, operation.security, unsafe);
      addProblems(operation, path, unsafe, facts?.throttled ?? true);
    }
  }
  const schemas = document.components?.schemas ?? {};
  for (const [name, schema] of Object.entries(schemas)) {
    schemas[name] = tidySchema(schema, schemas);
  }
  return document;
}

const hasSession = (requirement: SecurityRequirementObject) => 'session' in requirement;
const isAnonymous = (requirement: SecurityRequirementObject) =>
  Object.keys(requirement).length === 0;

export function securityOf(
  access: AccessRule | undefined,
  emitted: SecurityRequirementObject[] | undefined,
  unsafe: boolean,
): SecurityRequirementObject[] {
  const declared = emitted ?? [];
  const withSession = declared.some(hasSession) ? declared : [{ session: [] }, ...declared];
  let requirements: SecurityRequirementObject[];
  switch (access?.kind) {
    case 'public':
      requirements = [{}, ...declared];
      break;
    case 'optional-staff':
    case 'optional-gallery-member':
      requirements = [{}, ...withSession];
      break;
    default:
      // Deny by default: a handler without a rule is staff-only, as the access guard treats it.
      requirements = withSession;
  }
  if (!unsafe)
    return requirements.length === 1 && isAnonymous(requirements[0] ?? {}) ? [] : requirements;
  // The CSRF guard covers every unsafe method, anonymous ones too (the token then lives in the
  // anonymous session `GET /csrf` starts); a bearer token is not a cookie and needs none.
  return requirements.map((requirement) =>
    isAnonymous(requirement) || hasSession(requirement)
      ? { ...requirement, csrf: [] }
      : requirement,
  );
}

function addProblems(
  operation: OperationObject,
  path: string,
  unsafe: boolean,
  throttled: boolean,
): void {
  const responses: ResponsesObject = operation.responses;
  const validatesInput =
    operation.requestBody !== undefined ||
    (operation.parameters ?? []).some(
      (parameter) => 'in' in parameter && (parameter.in === 'query' || parameter.in === 'path'),
    );
  const statuses = [
    ...(validatesInput ? [400] : []),
    ...(/\{id\}/.test(path) ? [404] : []),
    ...(unsafe ? [403] : []),
    ...(throttled ? [429] : []),
  ];
  for (const status of statuses) {
    if (responses[String(status)]) continue;
    responses[String(status)] = {
      description: PROBLEM_RESPONSE_DESCRIPTIONS[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: PROBLEM_REF } } },
    };
  }
}

type Schema = SchemaObject | ReferenceObject;

function tidySchema(schema: Schema, components: Record<string, Schema | undefined>): Schema {
  if ('$ref' in schema) return schema;
  const tidy: SchemaObject = { ...schema };
  for (const key of ['allOf', 'oneOf', 'anyOf'] as const) {
    const list = tidy[key];
    if (list) tidy[key] = list.map((entry) => tidySchema(entry, components));
  }
  for (const key of ['items', 'not'] as const) {
    const inner = tidy[key];
    if (inner) tidy[key] = tidySchema(inner, components);
  }
  if (tidy.properties) {
    tidy.properties = Object.fromEntries(
      Object.entries(tidy.properties).map(([name, inner]) => [name, tidySchema(inner, components)]),
    );
  }
  if (tidy.additionalProperties && typeof tidy.additionalProperties === 'object') {
    tidy.additionalProperties = tidySchema(tidy.additionalProperties, components);
  }
  const [only] = tidy.allOf?.length === 1 ? tidy.allOf : [];
  // `nullable` beside a lone `allOf` (Nest's nullable nested DTO) stays without a `type`: with
  // one, validators apply the object's schema to null as well and refuse it (OpenAPI 3.0.3 ties
  // `nullable` to a `type` in the same object). Redocly's nullable-type-sibling is ignored for
  // exactly these (.redocly.lint-ignore.yaml).
  if (only && tidy.nullable && !tidy.type && !('$ref' in only)) {
    const type = typeOf(only, components);
    if (type) tidy.type = type;
  }
  if (only && Object.keys(tidy).length === 1) return only;
  return tidy;
}

function typeOf(
  schema: Schema,
  components: Record<string, Schema | undefined>,
): SchemaObject['type'] {
  if (!('$ref' in schema)) return schema.type;
  const name = schema.$ref.replace('#/components/schemas/', '');
  const target = components[name];
  return target && !('$ref' in target) ? target.type : undefined;
}
