/** Where the API serves MEDIA_DIR: under /api, so the same proxy rule covers it. */
export const MEDIA_URL_PREFIX = '/api/v1/media';
