import { useEffect, useState } from 'react';

export interface PreloadSource {
  src: string;
  srcSet?: string;
  sizes?: string;
}

export interface PreloadState {
  loaded: number;
  total: number;
  done: boolean;
}

/**
 * Loads every image before the gallery shows, so paging never waits (spec §4). A failed image
 * counts as finished: the gallery then shows its text instead of hanging on the loading note.
 */
export function useImagePreload(sources: readonly PreloadSource[], active: boolean): PreloadState {
  const key = sources.map((source) => source.src).join('\n');
  // Counted per list, so a new list starts from zero without resetting state in the effect.
  const [progress, setProgress] = useState({ key, loaded: 0 });
  const loaded = progress.key === key ? progress.loaded : 0;

  useEffect(() => {
    if (!active) return;
    let cancelled = false;
    const images = sources.map((source) => {
      const image = new Image();
      const finish = () => {
        if (cancelled) return;
        setProgress((current) => ({
          key,
          loaded: current.key === key ? current.loaded + 1 : 1,
        }));
      };
      image.onload = finish;
      image.onerror = finish;
      // The same candidate the gallery's <img> will pick, so it comes from the cache.
      if (source.sizes) image.sizes = source.sizes;
      if (source.srcSet) image.srcset = source.srcSet;
      image.src = source.src;
      return image;
    });
    return () => {
      cancelled = true;
      for (const image of images) {
        image.onload = null;
        image.onerror = null;
      }
    };
    // `key` stands for the list's content; a new array with the same images changes nothing.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, active]);

  const total = sources.length;
  return { loaded: Math.min(loaded, total), total, done: active && loaded >= total };
}
