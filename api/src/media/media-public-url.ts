import { MEDIA_URL_PREFIX } from '../common/http/media-url';

/**
 * Where picture URLs point: the API's own media path, or MEDIA_PUBLIC_BASE_URL (a bucket's public
 * URL or a CDN). Kept here, set once by MediaService from the configuration, because image URLs
 * are built by DTO mappers of several modules (vehicles, gallery) that have no configuration at
 * hand, and threading it through every mapper would change their signatures for one string.
 */
let base: string = MEDIA_URL_PREFIX;

export function setMediaPublicBaseUrl(url: string | undefined): void {
  base = url ?? MEDIA_URL_PREFIX;
}

export function mediaUrlBase(): string {
  return base;
}
