import { waitFor } from '@testing-library/react';
import { expect } from 'vitest';
import { collectPagePaths } from '../app/page-paths';
import { routes } from '../app/routes';
import { absoluteUrl } from '../shared/page-meta/PageMeta';

/** What the page shown tells browsers and search engines: its metadata in `document.head`. */
export function headMeta() {
  const head = document.head;
  const content = (name: string) =>
    head.querySelector(`meta[name="${name}"]`)?.getAttribute('content') ?? null;
  return {
    title: document.title,
    description: content('description'),
    robots: content('robots'),
    canonical: head.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    alternates: Object.fromEntries(
      [...head.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
        link.getAttribute('hreflang'),
        link.getAttribute('href'),
      ]),
    ),
    lang: document.documentElement.lang,
  };
}

/** Waits until the page at `path` has named itself as its canonical address. */
export async function waitForCanonical(path: string): Promise<ReturnType<typeof headMeta>> {
  await waitFor(() => expect(headMeta().canonical).toBe(absoluteUrl(path)));
  return headMeta();
}

/** The paths the build pre-renders below a site's root (the agency's: those below no demo). */
export function prerenderedPathsOf(root: string, otherRoots: readonly string[] = []): string[] {
  return collectPagePaths(routes).prerendered.filter(
    (path) =>
      (root === '/' || path === root || path.startsWith(`${root}/`)) &&
      !otherRoots.some((other) => path === other || path.startsWith(`${other}/`)),
  );
}

/** Waits for a not-found page's metadata: its title and description, no address, noindex. */
export async function expectNotFoundMeta(expected: {
  title: string;
  description: string;
  lang: 'de' | 'en';
}): Promise<void> {
  await waitFor(() => expect(headMeta().robots).toBe('noindex'));
  expect(headMeta()).toMatchObject({ ...expected, canonical: null, alternates: {} });
}
