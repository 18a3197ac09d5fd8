import { SkipThrottle } from '@nestjs/throttler';
import type { OpenAPIObject } from '@nestjs/swagger';
import { SKIP_DEFAULT_THROTTLER } from './api-docs';
import { applyContractRules, securityOf } from './contract-rules';
import type { HandlerFacts } from './contract-rules';

const session = { session: [] };
const withCsrf = { session: [], csrf: [] };
const token = { apiToken: [] };

describe('securityOf', () => {
  it('declares public reads open and public writes in need of the CSRF token alone', () => {
    expect(securityOf({ kind: 'public' }, undefined, false)).toEqual([]);
    expect(securityOf({ kind: 'public' }, undefined, true)).toEqual([{ csrf: [] }]);
  });

  it('makes optional logins an alternative to no login for reads', () => {
    expect(securityOf({ kind: 'optional-staff' }, undefined, false)).toEqual([{}, session]);
    expect(securityOf({ kind: 'optional-gallery-member' }, undefined, false)).toEqual([
      {},
      session,
    ]);
    expect(securityOf({ kind: 'optional-staff' }, undefined, true)).toEqual([
      { csrf: [] },
      withCsrf,
    ]);
  });

  it('keeps a session login and adds CSRF to unsafe methods', () => {
    const staff = { kind: 'staff', roles: ['admin'] } as const;
    expect(securityOf(staff, [session], false)).toEqual([session]);
    expect(securityOf(staff, [session], true)).toEqual([withCsrf]);
    // Deny by default: no rule reads as a staff login.
    expect(securityOf(undefined, undefined, false)).toEqual([session]);
  });

  it('keeps a bearer alternative without CSRF', () => {
    const staff = { kind: 'staff', roles: ['admin'] } as const;
    expect(securityOf(staff, [session, token], true)).toEqual([withCsrf, token]);
    expect(securityOf(staff, [session, token], false)).toEqual([session, token]);
    expect(securityOf(staff, [token], true)).toEqual([withCsrf, token]);
  });
});

describe('applyContractRules', () => {
  const problem = (status: string, document: OpenAPIObject, path: string, method: 'get' | 'post') =>
    (document.paths[path]?.[method]?.responses as Record<string, unknown>)[status];

  function documentOf(): OpenAPIObject {
    return {
      openapi: '3.0.0',
      info: { title: 't', version: '1' },
      paths: {
        '/api/v1/things/{id}': {
          get: {
            operationId: 'getThing',
            parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
            responses: { '200': { description: 'ok' } },
          },
          post: {
            operationId: 'changeThing',
            requestBody: { content: {} },
            responses: { '201': { description: 'ok' } },
          },
        },
        '/api/v1/health': {
          get: { operationId: 'getHealth', responses: { '200': { description: 'ok' } } },
        },
      },
      components: {
        schemas: {
          Inner: { type: 'object', properties: {} },
          Outer: {
            type: 'object',
            properties: {
              inner: { allOf: [{ $ref: '#/components/schemas/Inner' }], nullable: true },
              kind: { allOf: [{ $ref: '#/components/schemas/Kind' }] },
              described: { allOf: [{ $ref: '#/components/schemas/Kind' }], description: 'd' },
            },
          },
          Kind: { type: 'string', enum: ['a'] },
        },
      },
    };
  }

  const facts: Record<string, HandlerFacts> = {
    getThing: { access: { kind: 'public' }, throttled: true },
    changeThing: { access: { kind: 'staff', roles: ['admin'] }, throttled: true },
    getHealth: { access: { kind: 'public' }, throttled: false },
  };
  const document = applyContractRules(documentOf(), (id) => (id ? facts[id] : undefined));

  it('adds the problem answers each operation can give', () => {
    const thing = '/api/v1/things/{id}';
    for (const status of ['400', '404', '429'])
      expect(problem(status, document, thing, 'get')).toMatchObject({
        content: {
          'application/problem+json': { schema: { $ref: '#/components/schemas/ProblemDto' } },
        },
      });
    expect(problem('403', document, thing, 'get')).toBeUndefined();
    for (const status of ['400', '403', '404', '429'])
      expect(problem(status, document, thing, 'post')).toBeDefined();
    expect(Object.keys(document.paths['/api/v1/health']?.get?.responses ?? {})).toEqual(['200']);
  });

  it('declares security on every operation', () => {
    expect(document.paths['/api/v1/things/{id}']?.get?.security).toEqual([]);
    expect(document.paths['/api/v1/things/{id}']?.post?.security).toEqual([withCsrf]);
  });

  it('leaves nullable references untyped (null must pass) and unwraps a lone allOf', () => {
    const inner = document.components?.schemas?.Outer as { properties: { inner: object } };
    expect(inner.properties.inner).toEqual({
      allOf: [{ $ref: '#/components/schemas/Inner' }],
      nullable: true,
    });
    expect(document.components?.schemas?.Outer).toMatchObject({
      properties: {
        kind: { $ref: '#/components/schemas/Kind' },
        described: { allOf: [{ $ref: '#/components/schemas/Kind' }], description: 'd' },
      },
    });
  });
});

describe('SKIP_DEFAULT_THROTTLER', () => {
  it('is the key @SkipThrottle() sets for the default throttler', () => {
    class Probe {}
    SkipThrottle()(Probe);
    expect(Reflect.getMetadata(SKIP_DEFAULT_THROTTLER, Probe)).toBe(true);
  });
});
