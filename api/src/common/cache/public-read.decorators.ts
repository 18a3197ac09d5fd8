import { SetMetadata } from '@nestjs/common';
import type { PublicResource } from './public-resources';

export const PUBLIC_READ_KEY = 'cache:public-read';
export const CHANGES_PUBLIC_READS_KEY = 'cache:changes-public-reads';

/**
 * A GET whose answer to a request without a cookie depends only on its path, its query and
 * these resources (no session, no clock): it is served from PublicReadCache with a strong ETag
 * (304 on If-None-Match) and `Cache-Control: public, max-age=30, stale-while-revalidate=300`.
 * Requests with a cookie are answered from the database with `no-store`, as before.
 */
export const PublicRead = (...resources: [PublicResource, ...PublicResource[]]) =>
  SetMetadata(PUBLIC_READ_KEY, resources);

/**
 * A write that changes these resources: once it succeeded (its transaction is committed when the
 * handler returns) this process drops their cached answers at once, so the writer's next read
 * shows the change. Other processes learn of it from the database triggers' notification, which
 * also covers this process and every write not marked here, a few milliseconds later.
 */
export const ChangesPublicReads = (...resources: [PublicResource, ...PublicResource[]]) =>
  SetMetadata(CHANGES_PUBLIC_READS_KEY, resources);
