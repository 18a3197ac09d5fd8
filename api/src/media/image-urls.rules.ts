import { mediaUrlBase } from './media-public-url';

/**
 * Where the two variants of a stored picture are served (files named `<id>-<variant>.webp`):
 * under the API's media path, or under MEDIA_PUBLIC_BASE_URL when the bucket serves them.
 */
export function imageUrls(
  id: string,
  base: string = mediaUrlBase(),
): { thumbnailUrl: string; largeUrl: string } {
  return {
    thumbnailUrl: `${base}/${id}-thumb.webp`,
    largeUrl: `${base}/${id}-large.webp`,
  };
}
