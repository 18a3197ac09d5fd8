import {
  getListGalleryItemsInfiniteQueryKey,
  useListGalleryItemsInfinite,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { GalleryItemDto } from '@showcase/contracts/generated/model/galleryItemDto';
import type { GalleryItemPageDto } from '@showcase/contracts/generated/model/galleryItemPageDto';
import type { InfiniteData, QueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * Six rows of five, ten of three, fifteen of two: every page ends on a full row at each width,
 * so a new page never fills a gap in the last row and moves the thumbnails the visitor sees.
 */
export const galleryPageSize = 30;

/** The loaded pages of the gallery, newest first, as the infinite query caches them. */
export type GalleryPages = InfiniteData<GalleryItemPageDto, string | undefined>;

const pageQuery = { limit: galleryPageSize };

/** The artworks loaded so far (pages joined), and how many the whole gallery holds. */
export function useGalleryItems() {
  const query = useListGalleryItemsInfinite(pageQuery, {
    query: {
      initialPageParam: undefined,
      getNextPageParam: (last) => last.nextCursor ?? undefined,
    },
  });
  const items = useMemo(() => query.data?.pages.flatMap((page) => page.items) ?? [], [query.data]);
  // The first page's count belongs to the newest items, which it numbers; later pages agree.
  const total = query.data?.pages[0]?.total ?? items.length;
  return { query, items, total };
}

/** The pages with the artwork `id` changed, wherever it is. */
export function withItem(
  pages: GalleryPages,
  id: string,
  change: (item: GalleryItemDto) => GalleryItemDto,
): GalleryPages {
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.map((item) => (item.id === id ? change(item) : item)),
    })),
  };
}

/** The pages without the artwork `id`, each counting one artwork less. */
export function withoutItem(pages: GalleryPages, id: string): GalleryPages {
  if (!pages.pages.some((page) => page.items.some((item) => item.id === id))) return pages;
  return {
    ...pages,
    pages: pages.pages.map((page) => ({
      ...page,
      items: page.items.filter((item) => item.id !== id),
      total: Math.max(0, page.total - 1),
    })),
  };
}

const galleryFilter = { queryKey: getListGalleryItemsInfiniteQueryKey() };

/** Changes one cached artwork (likes, comment count) without loading the pages again. */
export function updateCachedItem(
  queryClient: QueryClient,
  id: string,
  change: (item: GalleryItemDto) => GalleryItemDto,
): void {
  queryClient.setQueriesData<GalleryPages>(galleryFilter, (old) =>
    old ? withItem(old, id, change) : old,
  );
}

export function removeCachedItem(queryClient: QueryClient, id: string): void {
  queryClient.setQueriesData<GalleryPages>(galleryFilter, (old) =>
    old ? withoutItem(old, id) : old,
  );
}

/** Loads every page shown so far again (after an upload or a new comment). */
export function refreshGalleryItems(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries(galleryFilter);
}
