import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule } from '@nestjs/swagger';
import type { OpenAPIObject } from '@nestjs/swagger';

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
    .addCookieAuth('sid', { type: 'apiKey', in: 'cookie', name: 'sid' }, 'session')
    .addApiKey({ type: 'apiKey', in: 'header', name: 'X-CSRF-Token' }, 'csrf')
    .build();
  const document = SwaggerModule.createDocument(app, config, {
    operationIdFactory: (_controllerKey, methodKey) => methodKey,
  });
  return requireCsrfOnUnsafeMethods(document);
}

const UNSAFE_METHODS = ['post', 'put', 'patch', 'delete'] as const;

/**
 * The CSRF guard covers every unsafe method, so each unsafe operation needs the header in every
 * requirement: a login route needs `session` AND `csrf` in one requirement object (separate
 * objects would mean either one suffices); a public one needs `csrf` alone.
 */
function requireCsrfOnUnsafeMethods(document: OpenAPIObject): OpenAPIObject {
  for (const path of Object.values(document.paths)) {
    for (const method of UNSAFE_METHODS) {
      const operation = path[method];
      if (!operation) continue;
      const requirements = operation.security?.length ? operation.security : [{}];
      operation.security = requirements.map((requirement) => ({ ...requirement, csrf: [] }));
    }
  }
  return document;
}

export function setUpApiDocs(app: INestApplication): void {
  SwaggerModule.setup('api/docs', app, () => buildOpenApiDocument(app), {
    jsonDocumentUrl: 'api/docs/openapi.json',
    yamlDocumentUrl: 'api/docs/openapi.yaml',
    customSiteTitle: 'Agency showcase API',
  });
}
