import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { createTestApp, OPENAPI_FILE } from './test-app';
import type { TestApp } from './test-app';

interface Operation {
  operationId: string;
  security?: Array<Record<string, unknown>>;
}

/**
 * Every operation the contract marks as needing a login: a staff session (@Roles) or a gallery
 * login (@GalleryMember, @GalleryMemberOrAdmin, @GalleryAdmin); the access decorators add it.
 * Optional logins also list an anonymous alternative (`{}`, or `{csrf: []}` for unsafe methods).
 */
const anonymous = (requirement: Record<string, unknown>) =>
  Object.keys(requirement).every((scheme) => scheme === 'csrf');

const staffOperations = Object.entries(
  parse(readFileSync(OPENAPI_FILE, 'utf8')).paths as Record<string, Record<string, Operation>>,
).flatMap(([path, operations]) =>
  Object.entries(operations)
    .filter(
      ([, operation]) =>
        operation.security?.some((requirement) => 'session' in requirement) &&
        !operation.security.some(anonymous),
    )
    .map(([method, operation]) => ({
      method,
      path: path.replace(/\{[^}]+\}/g, '00000000-0000-4000-8000-000000000000'),
      name: `${method.toUpperCase()} ${path} (${operation.operationId})`,
    })),
);

describe('every route behind a login', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('exists in the contract (the sweep below is not empty)', () => {
    expect(staffOperations.length).toBeGreaterThanOrEqual(4);
  });

  it.each(staffOperations.map((op) => [op.name, op] as const))(
    '%s answers 401 without a session',
    async (_, op) => {
      const client = await t.session();
      const call = client.agent[op.method as 'get'](op.path).set('X-CSRF-Token', client.token);
      const response = op.method === 'get' ? await call : await call.send({});
      expect(response.status).toBe(401);
      expect(response.body.code).toBe('NOT_AUTHENTICATED');
    },
  );

  it.each(staffOperations.filter((op) => op.method !== 'get').map((op) => [op.name, op] as const))(
    '%s answers 403 without a CSRF token',
    async (_, op) => {
      const client = await t.session();
      const response = await client.agent[op.method as 'post'](op.path).send({});
      expect(response.status).toBe(403);
      expect(response.body.code).toBe('CSRF_INVALID');
    },
  );
});
