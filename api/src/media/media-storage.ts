import type { Readable } from 'node:stream';

/** One stored object: a picture variant, named `<id>-<variant>.webp`. */
export interface StoredObject {
  body: Readable;
  /** Bytes, when the store knows it (always for files and S3). */
  size: number | undefined;
}

export interface StoredObjectInfo {
  name: string;
  /** Last write, in ms since the epoch: the sweeper's grace period counts from it. */
  modifiedMs: number;
}

/**
 * Where picture variants are kept. Two drivers: a local directory (the default, one machine)
 * and an S3-compatible bucket (several replicas share it). Names are flat and content-hashed,
 * so a name's bytes never change and a second write of the same name is harmless.
 */
export interface MediaStorage {
  put(name: string, bytes: Buffer): Promise<void>;
  /** Undefined when there is no such object. */
  get(name: string): Promise<StoredObject | undefined>;
  exists(name: string): Promise<boolean>;
  /** Deleting what is not there is not an error. */
  delete(name: string): Promise<void>;
  list(): AsyncIterable<StoredObjectInfo>;
}

/** Nest token for the configured driver. */
export const MEDIA_STORAGE = Symbol('MEDIA_STORAGE');

export const MEDIA_CONTENT_TYPE = 'image/webp';
/** Names never change their bytes, so a year of caching is safe (same as the static files). */
export const MEDIA_CACHE_CONTROL = 'public, max-age=31536000, immutable';
