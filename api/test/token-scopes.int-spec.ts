/**
 * Every operation of openapi.yaml against API tokens (issue 24): an operation that names a token
 * scope (`x-token-scope`) lets a token with that scope in and refuses one without it (403
 * TOKEN_SCOPE_MISSING); every other login-only operation keeps tokens out (401 or 403), whatever
 * scopes they carry. A new operation is covered the day it appears in the contract.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { parse } from 'yaml';
import { API_SCOPES } from '../src/common/access/api-scopes';
import { AUTHORIZATION_TABLE } from './authorization-matrix.table';
import { concretePath, describeOperation, readOperations } from './openapi-operations';
import type { ApiOperation } from './openapi-operations';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from './test-app';
import type { TestApp } from './test-app';

const document = parse(readFileSync(OPENAPI_FILE, 'utf8')) as {
  paths: Record<string, Record<string, { 'x-token-scope'?: string }>>;
};
const scopeOf = (operation: ApiOperation) =>
  document.paths[operation.path]?.[operation.method]?.['x-token-scope'];

const operations = readOperations();
const tokenOperations = operations.filter((operation) => scopeOf(operation) !== undefined);
/** Operations nobody reaches without a login (the reviewed authorization table says so). */
const loginOnly = operations.filter(
  (operation) =>
    scopeOf(operation) === undefined && AUTHORIZATION_TABLE[operation.key]?.anonymous === '401',
);

describe('API tokens × every operation of openapi.yaml', () => {
  let t: TestApp;
  const tokens = new Map<string, string>();

  async function tokenWith(scopes: readonly string[]): Promise<string> {
    const key = [...scopes].sort().join(' ');
    const known = tokens.get(key);
    if (known) return known;
    const root = await t.loginAs(TEST_ROOT.email, TEST_ROOT.password);
    const response = await root.agent
      .post('/api/v1/api-tokens')
      .set('X-CSRF-Token', root.token)
      .send({ name: key.slice(0, 60), scopes });
    expect(response.status).toBe(201);
    const token = (response.body as { token: string }).token;
    tokens.set(key, token);
    return token;
  }

  const call = (operation: ApiOperation, token: string) => {
    const server = request(t.app.getHttpServer());
    const pending = server[operation.method](concretePath(operation)).set(
      'Authorization',
      `Bearer ${token}`,
    );
    return operation.unsafe ? pending.send({}) : pending;
  };

  beforeAll(async () => {
    t = await createTestApp({ DEMO_MODE: 'false', API_TOKEN_RATE_LIMIT_PER_MINUTE: '100000' });
  });
  afterAll(() => t.close());

  it('finds the operations open to tokens, each with a known scope', () => {
    expect(tokenOperations.length).toBeGreaterThanOrEqual(10);
    for (const operation of tokenOperations) {
      expect(API_SCOPES).toContain(scopeOf(operation));
    }
  });

  it.each(tokenOperations.map((operation) => [describeOperation(operation), operation] as const))(
    '%s: in with its scope, 403 TOKEN_SCOPE_MISSING without it',
    async (_, operation) => {
      const scope = scopeOf(operation)!;
      const allowed = await call(operation, await tokenWith([scope]));
      expect([401, 403]).not.toContain(allowed.status);
      expect(allowed.status).toBeLessThan(500);
      const others = API_SCOPES.filter((candidate) => candidate !== scope);
      const refused = await call(operation, await tokenWith(others));
      expect(refused.status).toBe(403);
      expect(refused.body).toMatchObject({ code: 'TOKEN_SCOPE_MISSING' });
    },
  );

  it.each(loginOnly.map((operation) => [describeOperation(operation), operation] as const))(
    '%s: closed to a token with every scope',
    async (_, operation) => {
      const response = await call(operation, await tokenWith(API_SCOPES));
      expect([401, 403]).toContain(response.status);
    },
  );
});
