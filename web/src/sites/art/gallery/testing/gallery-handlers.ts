import type { GalleryCommentDto } from '@showcase/contracts/generated/model/galleryCommentDto';
import type { GalleryItemDto } from '@showcase/contracts/generated/model/galleryItemDto';
import { http, HttpResponse } from 'msw';

const api = '*/api/v1/gallery';

export const galleryItems: GalleryItemDto[] = [3, 2, 1].map((n) => ({
  id: `item-${n}`,
  thumbnailUrl: `/media/thumb-${n}.webp`,
  largeUrl: `/media/large-${n}.webp`,
  likeCount: 4,
  commentCount: 0,
  uploaderName: 'curator',
  uploadedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
}));

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
}

/** The gallery API for one test: items, the session's member (null = visitor), comments. */
export function galleryHandlers({
  items = galleryItems,
  member = null,
  comments = [],
}: Options = {}) {
  return [
    http.get(`${api}/items`, () => HttpResponse.json({ items })),
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
