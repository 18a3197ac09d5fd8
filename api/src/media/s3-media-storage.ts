import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { MediaStorageConfig } from '../config/app-config';
import { MEDIA_CACHE_CONTROL, MEDIA_CONTENT_TYPE } from './media-storage';
import type { MediaStorage, StoredObject, StoredObjectInfo } from './media-storage';

type S3Config = Extract<MediaStorageConfig, { driver: 's3' }>;

export function createS3Client(config: S3Config): S3Client {
  return new S3Client({
    endpoint: config.endpoint,
    region: config.region,
    forcePathStyle: config.forcePathStyle,
    credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
  });
}

const isMissing = (error: unknown) =>
  error instanceof NoSuchKey ||
  error instanceof NotFound ||
  (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404);

/**
 * Picture variants as objects in one bucket, shared by every API replica. Objects carry their
 * content type and the immutable cache header, so a bucket (or CDN) serving them directly
 * (MEDIA_PUBLIC_BASE_URL) answers like the API does.
 */
export class S3MediaStorage implements MediaStorage {
  constructor(
    private readonly client: S3Client,
    private readonly bucket: string,
  ) {}

  async put(name: string, bytes: Buffer): Promise<void> {
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: name,
        Body: bytes,
        ContentType: MEDIA_CONTENT_TYPE,
        CacheControl: MEDIA_CACHE_CONTROL,
      }),
    );
  }

  async get(name: string): Promise<StoredObject | undefined> {
    try {
      const answer = await this.client.send(
        new GetObjectCommand({ Bucket: this.bucket, Key: name }),
      );
      if (!answer.Body) return undefined;
      const body = answer.Body instanceof Readable ? answer.Body : Readable.from([]);
      return { body, size: answer.ContentLength };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async exists(name: string): Promise<boolean> {
    try {
      await this.client.send(new HeadObjectCommand({ Bucket: this.bucket, Key: name }));
      return true;
    } catch (error) {
      if (isMissing(error)) return false;
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    // S3 answers 204 for a key that is not there, so this is idempotent like `rm --force`.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: name }));
  }

  async *list(): AsyncIterable<StoredObjectInfo> {
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({ Bucket: this.bucket, ContinuationToken: token }),
      );
      for (const object of page.Contents ?? []) {
        if (object.Key) {
          yield { name: object.Key, modifiedMs: object.LastModified?.getTime() ?? Date.now() };
        }
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
  }
}
