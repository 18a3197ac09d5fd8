import { render } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { absoluteUrl, PageMeta } from './PageMeta';
import { SITE_ORIGIN } from './site-origin';

const alternatesIn = (root: ParentNode) =>
  [...root.querySelectorAll('link[rel="alternate"]')].map((link) => [
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);

const canonicalIn = (root: ParentNode) =>
  root.querySelector('link[rel="canonical"]')?.getAttribute('href');

describe('PageMeta', () => {
  it('puts title, description, canonical and every language version into the head', () => {
    render(
      <PageMeta
        title="Unsere Motorboote – RentalRevolution"
        description="Alle Motorboote zum Mieten."
        lang="de"
        path="/RentalRevolution/Übersicht/Motorboote"
        alternates={{ en: '/RentalRevolution/overview/motorboats' }}
      />,
    );

    expect(document.title).toBe('Unsere Motorboote – RentalRevolution');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Alle Motorboote zum Mieten.',
    );
    const german = `${SITE_ORIGIN}/RentalRevolution/%C3%9Cbersicht/Motorboote`;
    expect(canonicalIn(document.head)).toBe(german);
    expect(alternatesIn(document.head)).toEqual([
      ['de', german],
      ['en', `${SITE_ORIGIN}/RentalRevolution/overview/motorboats`],
      ['x-default', german],
    ]);
    expect(document.head.querySelector('meta[name="robots"]')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
  });

  it('names an English page itself with hreflang en, and German as the default', () => {
    render(
      <PageMeta
        title="Imprint"
        description="Who runs the site."
        lang="en"
        path="/PresentationPro/en/imprint"
        alternates={{ de: '/PresentationPro/Impressum', en: '/ignored/for/the/own/language' }}
      />,
    );

    const english = `${SITE_ORIGIN}/PresentationPro/en/imprint`;
    expect(canonicalIn(document.head)).toBe(english);
    expect(alternatesIn(document.head)).toEqual([
      ['de', `${SITE_ORIGIN}/PresentationPro/Impressum`],
      ['en', english],
      ['x-default', `${SITE_ORIGIN}/PresentationPro/Impressum`],
    ]);
    expect(document.documentElement.lang).toBe('en');
  });

  it('names a page that exists in one language only itself, without x-default', () => {
    render(<PageMeta title="Gallery" description="Pictures." lang="en" path="/ArtAlley/gallery" />);

    expect(alternatesIn(document.head)).toEqual([['en', `${SITE_ORIGIN}/ArtAlley/gallery`]]);
  });

  it('marks a 404 page noindex and names no address', () => {
    render(<PageMeta title="404" description="Nothing here." lang="de" noindex />);

    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute(
      'content',
      'noindex',
    );
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Nothing here.',
    );
    expect(canonicalIn(document.head)).toBeUndefined();
    expect(alternatesIn(document.head)).toEqual([]);
  });

  it('takes its elements out of the head again when the page goes', () => {
    const { unmount } = render(
      <PageMeta title="Weg" description="Gleich weg." lang="en" path="/weg" />,
    );
    unmount();

    expect(document.head.querySelector('meta[name="description"]')).toBeNull();
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(document.documentElement.lang).toBe('de');
  });

  it('renders the elements on the server, where the pre-renderer reads the language', () => {
    const html = renderToString(
      <PageMeta
        title="Catalog – Havelblick Immobilien"
        description="Homes for sale and for rent."
        lang="en"
        path="/PresentationPro/en/catalog"
        alternates={{ de: '/PresentationPro/Katalog' }}
      />,
    );
    // React puts the hoisted elements first: the pre-renderer moves them into <head>.
    expect(html).toMatch(/^<title>[^<]*<\/title><meta name="description"/);
    const head = document.createElement('head');
    head.innerHTML = html;

    expect(head.querySelector('title')?.textContent).toBe('Catalog – Havelblick Immobilien');
    const canonical = canonicalIn(head);
    expect(canonical).toBe(`${SITE_ORIGIN}/PresentationPro/en/catalog`);
    const self = [...head.querySelectorAll('link[rel="alternate"]')].find(
      (link) => link.getAttribute('href') === canonical,
    );
    expect(self).toHaveAttribute('hreflang', 'en');
  });
});

describe('absoluteUrl', () => {
  it('prefixes the site origin and percent-encodes what a URL cannot hold', () => {
    expect(absoluteUrl('/')).toBe(`${SITE_ORIGIN}/`);
    expect(absoluteUrl('/RentalRevolution/Geschäftsbedingungen')).toBe(
      `${SITE_ORIGIN}/RentalRevolution/Gesch%C3%A4ftsbedingungen`,
    );
    expect(absoluteUrl('/PresentationPro/Fragen&Antworten')).toBe(
      `${SITE_ORIGIN}/PresentationPro/Fragen&Antworten`,
    );
  });

  it('keeps escapes already there and drops a trailing slash', () => {
    expect(absoluteUrl('/RentalRevolution/%C3%9Cbersicht/Kanus')).toBe(
      `${SITE_ORIGIN}/RentalRevolution/%C3%9Cbersicht/Kanus`,
    );
    expect(absoluteUrl('/RentalRevolution/Buchen/Kanus/Ente%20Nr.%201')).toBe(
      `${SITE_ORIGIN}/RentalRevolution/Buchen/Kanus/Ente%20Nr.%201`,
    );
    expect(absoluteUrl('/RentalRevolution/')).toBe(`${SITE_ORIGIN}/RentalRevolution`);
  });

  it('uses an origin without a trailing slash', () => {
    expect(SITE_ORIGIN).toMatch(/^https?:\/\/.+[^/]$/);
  });
});
