import { pipeline } from 'node:stream/promises';
import type { NextFunction, Request, Response } from 'express';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE } from './media-storage';
import type { MediaStorage } from './media-storage';

/** Only names the API itself writes: this also keeps any other key of a shared bucket private. */
const VARIANT_NAME = /^[0-9a-f]{32}-(thumb|large)\.webp$/;

/**
 * Serves picture variants from a bucket under the same URLs express.static answers for MEDIA_DIR
 * (configureApp), with the same immutable caching. Unknown names fall through to the API's
 * problem+json 404.
 */
export function streamMediaFrom(storage: MediaStorage) {
  return async (req: Request, res: Response, next: NextFunction): Promise<void> => {
    const name = req.path.slice(req.path.lastIndexOf('/') + 1);
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !VARIANT_NAME.test(name)) return next();
    let object;
    try {
      object = await storage.get(name);
    } catch (error) {
      return next(error);
    }
    if (!object) return next();
    res.setHeader('Content-Type', MEDIA_CONTENT_TYPE);
    res.setHeader('Cache-Control', MEDIA_CACHE_CONTROL);
    if (object.size !== undefined) res.setHeader('Content-Length', String(object.size));
    if (req.method === 'HEAD') {
      object.body.destroy();
      res.end();
      return;
    }
    // A client that goes away mid-picture ends the pipeline; nothing is left to answer then.
    await pipeline(object.body, res).catch(() => undefined);
  };
}
