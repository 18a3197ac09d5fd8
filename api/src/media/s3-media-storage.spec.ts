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
} from '@aws-sdk/client-s3';
import { mockClient } from 'aws-sdk-client-mock';
import sharp from 'sharp';
import type { ResolvedConfig } from '../config/app-config';
import { MEDIA_URL_PREFIX } from '../common/http/media-url';
import { imageUrls } from './image-urls.rules';
import { MEDIA_CACHE_CONTROL } from './media-storage';
import { MediaService } from './media.service';
import { MediaSweeper, UNUSED_IMAGE_GRACE_MS } from './media-sweeper.service';
import { setMediaPublicBaseUrl } from './media-public-url';
import { S3MediaStorage } from './s3-media-storage';

const BUCKET = 'pictures';
const s3 = mockClient(S3Client);

const missingKey = () => new NoSuchKey({ message: 'missing', $metadata: { httpStatusCode: 404 } });
const notFound = () => new NotFound({ message: 'missing', $metadata: { httpStatusCode: 404 } });

describe('S3MediaStorage', () => {
  const storage = () => new S3MediaStorage(new S3Client({ region: 'eu-central-1' }), BUCKET);

  beforeEach(() => s3.reset());
  afterEach(() => setMediaPublicBaseUrl(undefined));

  it('puts an object with its content type and the immutable cache header', async () => {
    s3.on(PutObjectCommand).resolves({});
    await storage().put(`${'a'.repeat(32)}-thumb.webp`, Buffer.from('webp'));
    const [call] = s3.commandCalls(PutObjectCommand);
    expect(call?.args[0].input).toMatchObject({
      Bucket: BUCKET,
      Key: `${'a'.repeat(32)}-thumb.webp`,
      ContentType: 'image/webp',
      CacheControl: MEDIA_CACHE_CONTROL,
    });
  });

  it('gets an object as a stream, and undefined for a missing key', async () => {
    s3.on(GetObjectCommand, { Key: 'there.webp' }).resolves({
      // The SDK's Node body is a Readable with helpers this driver does not use.
      Body: Readable.from([Buffer.from('RIFF'), Buffer.from('WEBP')]) as never,
      ContentLength: 8,
    });
    s3.on(GetObjectCommand, { Key: 'gone.webp' }).rejects(missingKey());
    const object = await storage().get('there.webp');
    const chunks: Buffer[] = [];
    for await (const chunk of object!.body) chunks.push(chunk as Buffer);
    expect(Buffer.concat(chunks).toString()).toBe('RIFFWEBP');
    expect(object!.size).toBe(8);
    expect(await storage().get('gone.webp')).toBeUndefined();
  });

  it('tells whether an object exists and rethrows other failures', async () => {
    s3.on(HeadObjectCommand, { Key: 'there.webp' }).resolves({});
    s3.on(HeadObjectCommand, { Key: 'gone.webp' }).rejects(notFound());
    s3.on(HeadObjectCommand, { Key: 'broken.webp' }).rejects(new Error('connection refused'));
    expect(await storage().exists('there.webp')).toBe(true);
    expect(await storage().exists('gone.webp')).toBe(false);
    await expect(storage().exists('broken.webp')).rejects.toThrow('connection refused');
  });

  it('deletes an object', async () => {
    s3.on(DeleteObjectCommand).resolves({});
    await storage().delete('x.webp');
    expect(s3.commandCalls(DeleteObjectCommand)[0]?.args[0].input).toEqual({
      Bucket: BUCKET,
      Key: 'x.webp',
    });
  });

  it('lists every page of the bucket', async () => {
    const modified = new Date('2026-01-01T00:00:00Z');
    s3.on(ListObjectsV2Command, { ContinuationToken: undefined }).resolves({
      Contents: [{ Key: 'one.webp', LastModified: modified }],
      IsTruncated: true,
      NextContinuationToken: 'next',
    });
    s3.on(ListObjectsV2Command, { ContinuationToken: 'next' }).resolves({
      Contents: [{ Key: 'two.webp', LastModified: modified }],
      IsTruncated: false,
    });
    const names = [];
    for await (const object of storage().list()) names.push(object);
    expect(names).toEqual([
      { name: 'one.webp', modifiedMs: modified.getTime() },
      { name: 'two.webp', modifiedMs: modified.getTime() },
    ]);
  });

  it('lets the sweeper delete an unused old picture and keep the rest', async () => {
    const now = Date.now();
    const old = new Date(now - UNUSED_IMAGE_GRACE_MS - 60_000);
    const fresh = new Date(now - 60_000);
    const [used, unused, recent] = ['a', 'b', 'c'].map((c) => c.repeat(32));
    s3.on(ListObjectsV2Command).resolves({
      Contents: [
        ...['thumb', 'large'].map((v) => ({ Key: `${used}-${v}.webp`, LastModified: old })),
        ...['thumb', 'large'].map((v) => ({ Key: `${unused}-${v}.webp`, LastModified: old })),
        ...['thumb', 'large'].map((v) => ({ Key: `${recent}-${v}.webp`, LastModified: fresh })),
        { Key: 'backups/other-data.bin', LastModified: old },
      ],
    });
    s3.on(DeleteObjectCommand).resolves({});
    const sweeper = new MediaSweeper({} as ResolvedConfig, storage());
    sweeper.registerReferences(async () => [used!]);

    expect(await sweeper.sweep(now)).toBe(1);
    const deleted = s3.commandCalls(DeleteObjectCommand).map((call) => call.args[0].input.Key);
    expect(deleted.sort()).toEqual([`${unused}-large.webp`, `${unused}-thumb.webp`]);
  });

  it('stores an upload through MediaService and links MEDIA_PUBLIC_BASE_URL when set', async () => {
    s3.on(PutObjectCommand).resolves({});
    const png = await sharp({
      create: { width: 400, height: 300, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const config = { mediaPublicBaseUrl: 'https://cdn.example.com/pictures' } as ResolvedConfig;
    const media = new MediaService(config, storage());
    const stored = await media.storeImage(png);
    expect(stored.largeUrl).toBe(`https://cdn.example.com/pictures/${stored.id}-large.webp`);
    expect(imageUrls(stored.id).thumbnailUrl).toBe(
      `https://cdn.example.com/pictures/${stored.id}-thumb.webp`,
    );
    const keys = s3.commandCalls(PutObjectCommand).map((call) => call.args[0].input.Key);
    expect(keys.sort()).toEqual([`${stored.id}-large.webp`, `${stored.id}-thumb.webp`]);

    setMediaPublicBaseUrl(undefined);
    expect(imageUrls(stored.id).largeUrl).toBe(`${MEDIA_URL_PREFIX}/${stored.id}-large.webp`);
  });
});
