import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import compression from 'compression';
import express from 'express';
import type { RequestHandler } from 'express';
import helmet from 'helmet';
import type { Logger as Pino } from 'pino';
import type { ResolvedConfig } from '../../config/app-config';
import { setUpApiDocs } from '../../openapi/api-docs';
import { requestLog } from '../logging/request-log';
import { PROBLEM_CONTENT_TYPE, ProblemException, problem, ProblemCode } from '../problem/problem';
import { ProblemDetailsFilter, sendProblem } from '../problem/problem-details.filter';
import { createValidationPipe } from '../problem/validation';
import { HostileInputPipe } from './hostile-input';
import { serveWeb } from './serve-web';
import { MEDIA_URL_PREFIX } from './media-url';

export const API_PREFIX = 'api/v1';
export const JSON_BODY_LIMIT = '64kb';

/** Where the web build puts its content-hashed files (scripts, styles, fonts, pictures). */
const WEB_ASSETS_PREFIX = '/assets/';

/** Body parsing whose failures (too large, malformed) answer as problem+json. */
function jsonBody(): RequestHandler {
  const parse = express.json({
    limit: JSON_BODY_LIMIT,
    type: ['application/json', 'application/*+json'],
  });
  return (req, res, next) =>
    parse(req, res, (error?: unknown) => {
      if (!error) return next();
      const type = (error as { type?: string }).type;
      if (type === 'entity.too.large') {
        return sendProblem(
          res,
          new ProblemException(
            problem(
              413,
              ProblemCode.PAYLOAD_TOO_LARGE,
              'Payload too large',
              `The body may be at most ${JSON_BODY_LIMIT}.`,
            ),
          ),
        );
      }
      return sendProblem(
        res,
        new ProblemException(
          problem(
            400,
            ProblemCode.BAD_REQUEST,
            'Malformed body',
            'The request body is not valid JSON.',
          ),
        ),
      );
    });
}

const PAYPAL_ORIGINS = ['https://www.paypal.com', 'https://www.sandbox.paypal.com'];

function securityHeaders(config: ResolvedConfig): RequestHandler {
  const https = config.publicUrl.startsWith('https:');
  const directives = {
    'default-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    // Map tiles, requested only after the visitor consented to the map (ConsentMap).
    'img-src': [
      "'self'",
      'data:',
      'blob:',
      'https://tile.openstreetmap.org',
      'https://www.paypalobjects.com',
    ],
    'font-src': ["'self'", 'data:'],
    'style-src': ["'self'"],
    // Pre-rendered pages carry React's style attributes (positions, CSS variables); blocked, the
    // page would look broken until hydration, which does not rewrite matching attributes.
    // Attributes cannot load anything or run script; elements and sheets stay 'self' only.
    'style-src-attr': ["'unsafe-inline'"],
    // PayPal's checkout (script, button frames, its API and pictures), loaded only once a
    // visitor chooses PayPal on the multi-day booking page. Pages change without a new document,
    // so every page allows it; live and sandbox, as PAYPAL_API_BASE may name either.
    'script-src': ["'self'", ...PAYPAL_ORIGINS],
    'frame-src': PAYPAL_ORIGINS,
    'connect-src': ["'self'", ...PAYPAL_ORIGINS],
    ...(https ? { 'upgrade-insecure-requests': [] } : {}),
  };
  const withPolicy = (policy: typeof directives) =>
    helmet({ contentSecurityPolicy: { useDefaults: false, directives: policy }, hsts: https });
  const strict = withPolicy(directives);
  // Swagger UI ships inline styles; only the documentation page gets that allowance.
  const docs = withPolicy({ ...directives, 'style-src': ["'self'", "'unsafe-inline'"] });
  // The build's scripts, styles, fonts and pictures are no documents: a content policy, frame
  // or referrer rule on them does nothing, while a phone pays ~0.6 kB of headers for each of
  // the dozen a page loads. They keep what applies to them: no sniffing, same-origin use, HSTS.
  const assets = helmet({
    contentSecurityPolicy: false,
    crossOriginOpenerPolicy: false,
    originAgentCluster: false,
    referrerPolicy: false,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xXssProtection: false,
    hsts: https,
  });
  return (req, res, next) => {
    if (req.path.startsWith(WEB_ASSETS_PREFIX)) return assets(req, res, next);
    return (req.path.startsWith('/api/docs') ? docs : strict)(req, res, next);
  };
}

/**
 * Uploaded images: content-hashed names never change their bytes, so a year of caching is safe.
 * Unknown names fall through to the API's problem+json 404.
 */
function serveMedia(app: NestExpressApplication, mediaDir: string): void {
  app.use(
    MEDIA_URL_PREFIX,
    express.static(mediaDir, {
      index: false,
      dotfiles: 'deny',
      immutable: true,
      maxAge: '365d',
    }),
  );
}

const API_PATH = `/${API_PREFIX}`;
const isApiPath = (path: string) => path === API_PATH || path.startsWith(`${API_PATH}/`);

const isMediaPath = (path: string) => path.startsWith(`${MEDIA_URL_PREFIX}/`);

/** Compressed below this size an answer would gain next to nothing (and tiny errors stay as they are). */
export const COMPRESSION_THRESHOLD_BYTES = 1024;

/**
 * API answers of 1 kB and more go out compressed: brotli when the client accepts it (preferred
 * over gzip when both are equally acceptable), else gzip; `Vary: Accept-Encoding` tells caches.
 * Only compressible types (JSON, problem+json), never an answer that already has a
 * Content-Encoding, never a HEAD. Pictures under the API path are left alone, and the web
 * client's files (serve-web.ts) are not API paths: they go out as their precompressed copies.
 */
function compressApiAnswers(): RequestHandler {
  const compress = compression({ threshold: COMPRESSION_THRESHOLD_BYTES });
  return (req, res, next) => {
    if (!isApiPath(req.path) || isMediaPath(req.path)) return next();
    // Every API answer names the header it may vary by, whichever way this request goes.
    res.vary('Accept-Encoding');
    // A request without Accept-Encoding gets identity from the middleware anyway; skipping it
    // saves wrapping the response (monitoring probes, load balancers, scripts).
    if (req.headers['accept-encoding'] === undefined) return next();
    compress(req, res, next);
  };
}

/**
 * API answers depend on the session and often carry personal data: no browser or proxy keeps
 * them unless a handler says otherwise (its own Cache-Control header replaces this one), as
 * @PublicRead() routes do for requests without a cookie (common/cache/public-read.interceptor.ts).
 */
const noStoreForApi: RequestHandler = (req, res, next) => {
  // Pictures under the API path are immutable files with their own year-long caching.
  if (isApiPath(req.path) && !isMediaPath(req.path)) res.setHeader('Cache-Control', 'no-store');
  next();
};

/**
 * Whatever nothing else answered — `/api`, an unknown version, an unsafe method on a page path,
 * a missing picture — gets a problem+json 404 instead of Express's HTML page. Paths under the
 * API prefix go on to Nest, which has its own (problem+json) 404.
 */
const unknownPathsAsProblems: RequestHandler = (req, res, next) => {
  if (isApiPath(req.path)) return next();
  sendProblem(
    res,
    new ProblemException(
      problem(404, ProblemCode.NOT_FOUND, 'Not found', `Nothing is at ${req.method} ${req.path}.`),
    ),
  );
};

/**
 * Requests Node's HTTP parser refuses before Express sees them (a 100 kB URL or header, a
 * malformed request line) get a problem+json answer like every other error, not an empty 400/431.
 */
function answerParserErrorsAsProblems(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW';
    const status = tooLarge ? 431 : 400;
    const body = JSON.stringify(
      problem(
        status,
        ProblemCode.BAD_REQUEST,
        tooLarge ? 'Request header fields too large' : 'Bad request',
        tooLarge ? 'The address or a header is too long.' : 'The request could not be read.',
      ),
    );
    socket.end(
      `HTTP/1.1 ${status} ${tooLarge ? 'Request Header Fields Too Large' : 'Bad Request'}\r\n` +
        `Content-Type: ${PROBLEM_CONTENT_TYPE}\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}

/** Everything that makes the HTTP surface what it is; shared by main, tests and the OpenAPI writer. */
export function configureApp(
  app: NestExpressApplication,
  config: ResolvedConfig,
  pino: Pino,
): void {
  answerParserErrorsAsProblems(app.getHttpServer() as Server);
  app.set('trust proxy', config.trustProxy);
  app.disable('x-powered-by');
  // Probes of the liveness route would drown everything else.
  app.use(requestLog(pino, (url) => url.startsWith(`${API_PATH}/health`)));
  app.use(securityHeaders(config));
  app.use(noStoreForApi);
  app.use(compressApiAnswers());
  app.use(jsonBody());
  app.setGlobalPrefix(API_PREFIX);
  app.useGlobalPipes(new HostileInputPipe(), createValidationPipe());
  app.useGlobalFilters(new ProblemDetailsFilter());
  setUpApiDocs(app);
  serveMedia(app, config.mediaDir);
  if (config.webDistDir) serveWeb(app, config.webDistDir);
  app.use(unknownPathsAsProblems);
}
