import { http, HttpResponse } from 'msw';
import { problemResponse } from './problem-response';

/** What ArtAlley pages ask on every visit: by default nobody is logged in to the gallery. */
export const artHandlers = [
  http.get('*/api/v1/gallery/auth/me', () => problemResponse(401, 'NOT_AUTHENTICATED')),
  http.get('*/api/v1/gallery/items', () =>
    HttpResponse.json({ items: [], nextCursor: null, total: 0 }),
  ),
];
