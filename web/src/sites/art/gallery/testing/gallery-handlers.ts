import type { GalleryCommentDto } from '@showcase/contracts/generated/model/galleryCommentDto';
import type { GalleryItemDto } from '@showcase/contracts/generated/model/galleryItemDto';
import type { GalleryItemPageDto } from '@showcase/contracts/generated/model/galleryItemPageDto';
import { http, HttpResponse } from 'msw';

const api = '*/api/v1/gallery';

/** `count` artworks, newest first: item-{count} … item-1. */
export function makeGalleryItems(count: number): GalleryItemDto[] {
  return Array.from({ length: count }, (_, index) => count - index).map((n) => ({
    id: `item-${n}`,
    thumbnailUrl: `/media/thumb-${n}.webp`,
    largeUrl: `/media/large-${n}.webp`,
    likeCount: 4,
    commentCount: 0,
    uploaderName: 'curator',
    uploadedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
  }));
}

export const galleryItems: GalleryItemDto[] = makeGalleryItems(3);

/**
 * `GET /gallery/items` as the API pages it: `pageSize` items a page (the client's `limit` when
 * not given), the cursor an opaque position. `onRequest` sees each request's cursor (null: the
 * first page) and may answer instead, e.g. with a problem.
 */
export function galleryItemsHandler(
  items: GalleryItemDto[],
  {
    pageSize,
    onRequest,
  }: { pageSize?: number; onRequest?: (cursor: string | null) => Response | undefined } = {},
) {
  return http.get(`${api}/items`, ({ request }) => {
    const params = new URL(request.url).searchParams;
    const cursor = params.get('cursor');
    const answer = onRequest?.(cursor);
    if (answer) return answer;
    const start = cursor ? Number(atob(cursor)) : 0;
    const size = pageSize ?? Number(params.get('limit') ?? 20);
    const end = start + size;
    return HttpResponse.json({
      items: items.slice(start, end),
      nextCursor: end < items.length ? btoa(String(end)) : null,
      total: items.length,
    } satisfies GalleryItemPageDto);
  });
}

export function comment(id: string, depth: number, extra: Partial<GalleryCommentDto> = {}) {
  return {
    id,
    parentId: null,
    authorName: 'alice',
    body: `Comment ${id}`,
    depth,
    likeCount: 0,
    createdAt: new Date().toISOString(),
    replies: [],
    ...extra,
  } satisfies GalleryCommentDto;
}

const problem = (status: number, code: string) =>
  HttpResponse.json(
    { status, code, title: code, detail: code, type: 'about:blank' },
    { status, headers: { 'content-type': 'application/problem+json' } },
  );

interface Options {
  items?: GalleryItemDto[];
  member?: { username: string; admin: boolean } | null;
  comments?: GalleryCommentDto[];
  /** Items per page (default: the client's limit). */
  pageSize?: number;
}

/** The gallery API for one test: items, the session's member (null = visitor), comments. */
export function galleryHandlers({
  items = galleryItems,
  member = null,
  comments = [],
  pageSize,
}: Options = {}) {
  return [
    galleryItemsHandler(items, { pageSize }),
    http.get(`${api}/auth/me`, () =>
      member ? HttpResponse.json(member) : problem(401, 'UNAUTHENTICATED'),
    ),
    http.get(`${api}/me/votes`, () =>
      HttpResponse.json({
        likedItemIds: [],
        dislikedItemIds: [],
        likedCommentIds: [],
        dislikedCommentIds: [],
      }),
    ),
    http.get(`${api}/me/seen`, () => HttpResponse.json({ itemIds: [] })),
    http.post(`${api}/items/:id/seen`, () => new HttpResponse(null, { status: 204 })),
    http.get(`${api}/items/:id/comments`, () => HttpResponse.json({ items: comments })),
  ];
}

export { problem };
