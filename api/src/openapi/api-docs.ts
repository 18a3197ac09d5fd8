import type { INestApplication, Type } from '@nestjs/common';
import { ModulesContainer } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ACCESS_KEY } from '../common/access/access.decorators';
import type { AccessRule } from '../common/access/access.decorators';
import { applyContractRules } from './contract-rules';
import type { HandlerFacts } from './contract-rules';

/** The OpenAPI document of the running app: the single contract the web client is generated from. */
export function buildOpenApiDocument(app: INestApplication): OpenAPIObject {
  const config = new DocumentBuilder()
    .setTitle('Agency showcase API')
    .setDescription(
      'REST API of the agency site and its demo products. Errors are RFC 9457 problem details ' +
        '(`application/problem+json`) with a stable `code`. Unsafe methods need the `X-CSRF-Token` ' +
        'header with the token from `GET /api/v1/csrf` (same session cookie).',
    )
    .setVersion('1')
    .addServer('/', 'This host; every path carries the version base path `/api/v1`')
    .addCookieAuth(
      'sid',
      {
        type: 'apiKey',
        in: 'cookie',
        name: 'sid',
        description:
          'The session cookie (`__Host-sid` behind HTTPS): set by a login, or by `GET /api/v1/csrf` ' +
          'for an anonymous caller, whose session then keeps the CSRF token.',
      },
      'session',
    )
    .addApiKey(
      {
        type: 'apiKey',
        in: 'header',
        name: 'X-CSRF-Token',
        description:
          'The token from `GET /api/v1/csrf`, on every POST, PUT, PATCH and DELETE, sent with the ' +
          'session cookie that call set (anonymous callers too).',
      },
      'csrf',
    )
    // Handlers open to API tokens name it with @TokenScope (common/access/access.decorators.ts).
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'An API token in `Authorization: Bearer <token>`: no session cookie and no CSRF token; ' +
          'the scope an operation needs is in its `x-token-scope`.',
      },
      'apiToken',
    )
    .build();
  const handlers = new Map<string, HandlerFacts>();
  const controllers = controllersByName(app);
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (controllerKey, methodKey) => {
      const controller = controllers.get(controllerKey);
      if (controller) handlers.set(methodKey, handlerFacts(controller, methodKey));
      return methodKey;
    },
  });
  // No open-source licence: using the API needs an agreement with its operator.
  document.info.license = { name: 'Proprietary' };
  return applyContractRules(document, (operationId) =>
    operationId ? handlers.get(operationId) : undefined,
  );
}

/** SkipThrottle()'s metadata key for the one throttler the app configures (named `default`). */
export const SKIP_DEFAULT_THROTTLER = 'THROTTLER:SKIPdefault';

function controllersByName(app: INestApplication): Map<string, Type> {
  const controllers = new Map<string, Type>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as Type | null;
      if (type) controllers.set(type.name, type);
    }
  }
  return controllers;
}

/** Read as the access guard and the throttler guard read them: the handler's, else the class's. */
function handlerFacts(controller: Type, methodKey: string): HandlerFacts {
  const handler = (controller.prototype as Record<string, unknown>)[methodKey] as object;
  const read = <T>(key: string): T | undefined =>
    (Reflect.getMetadata(key, handler) as T | undefined) ??
    (Reflect.getMetadata(key, controller) as T | undefined);
  return {
    access: read<AccessRule>(ACCESS_KEY),
    throttled: read<boolean>(SKIP_DEFAULT_THROTTLER) !== true,
  };
}

export function setUpApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    yamlDocumentUrl: 'api/docs/openapi.yaml',
    customSiteTitle: 'Agency showcase API',
  });
}
