import { MEDIA_URL_PREFIX } from '../common/http/media-url';

/** Where the two variants of a stored picture are served (files named `<id>-<variant>.webp`). */
export function imageUrls(id: string): { thumbnailUrl: string; largeUrl: string } {
  return {
    thumbnailUrl: `${MEDIA_URL_PREFIX}/${id}-thumb.webp`,
    largeUrl: `${MEDIA_URL_PREFIX}/${id}-large.webp`,
  };
}
