import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger as Pino } from 'pino';

const REQUEST_ID = /^[\w.:-]{1,100}$/;

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/**
 * Tags every request with an id (a well-formed `X-Request-Id` the caller sent, else a new UUID),
 * echoed in the `X-Request-Id` header and kept as `req.id` for error logs, and writes one line
 * per answered request:
 * `{"req":{"id","method","url"},"res":{"statusCode"},"responseTime":ms,"msg":"request completed"}`
 * ("request errored" with `err` for 5xx, "request aborted" when the client left first) — the
 * lines pino-http wrote before, at the cost of one log call: pino-http built a child logger with
 * fully serialized request bindings for every request, most of the logging's cost.
 */
export function requestLog(pino: Pino, skip: (url: string) => boolean): Handler {
  return (req, res, next) => {
    const given = req.headers['x-request-id'];
    const id = typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    (req as IncomingMessage & { id: string }).id = id;
    res.setHeader('X-Request-Id', id);
    const url = req.url ?? '';
    if (skip(url) || !pino.isLevelEnabled('info')) return next();

    const started = Date.now();
    const done = (error?: unknown) => {
      res.removeListener('finish', done);
      res.removeListener('close', done);
      res.removeListener('error', done);
      const line = {
        req: { id, method: req.method, url },
        res: { statusCode: res.statusCode },
        responseTime: Date.now() - started,
      };
      if (error !== undefined || res.statusCode >= 500) {
        const err = error ?? new Error(`failed with status code ${res.statusCode}`);
        pino.info({ ...line, err }, 'request errored');
      } else {
        const completed = !req.readableAborted && res.writableEnded;
        pino.info(line, completed ? 'request completed' : 'request aborted');
      }
    };
    res.on('finish', done);
    res.on('close', done);
    res.on('error', done);
    next();
  };
}
