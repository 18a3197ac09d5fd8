import { describe, expect, it } from 'vitest';
import { rentalRoutes } from './routes';
import { absoluteUrl } from '../../shared/page-meta/PageMeta';
import { SITE_ORIGIN } from '../../shared/page-meta/site-origin';
import { prerenderedPathsOf, waitForCanonical, expectNotFoundMeta } from '../../testing/page-meta';
import { renderSite } from '../../testing/render';
import { legalDe, legalEn } from './features/legal/legal-texts';
import { de } from './i18n/de';
import { en } from './i18n/en';
import { staffDe } from './i18n/staff-de';
import {
  counterpartPath,
  RENTAL_BASE,
  rentalLanguageOf,
  rentalPaths,
  RENTAL_SEGMENTS,
} from './rental-paths';

/** Staff pages exist in German only; every other public page in both languages. */
const GERMAN_ONLY = new Set<string>([rentalPaths.login, rentalPaths.recover]);

const prerendered = prerenderedPathsOf(RENTAL_BASE);
const pages = prerendered.filter((path) => path !== rentalPaths.notFound);

describe('rental page metadata', () => {
  it('pre-renders the home, overview, booking, legal and account pages', () => {
    expect(pages).toEqual(
      expect.arrayContaining([
        RENTAL_BASE,
        rentalPaths.homeEn,
        rentalPaths.overview('de', 'canoes'),
        rentalPaths.overview('en', 'canoes'),
        rentalPaths.bookByHours('de', 'jetskis'),
        rentalPaths.terms.de,
        rentalPaths.privacy.en,
        rentalPaths.login,
      ]),
    );
    expect(prerendered).toContain(rentalPaths.notFound);
  });

  it.each(pages)('%s names its title, description, address and language versions', async (path) => {
    renderSite(rentalRoutes, path);

    const meta = await waitForCanonical(path);
    const lang = rentalLanguageOf(path);
    expect(meta.title).toMatch(/(^RentalRevolution – \S|\S – RentalRevolution$)/);
    expect(meta.description?.length).toBeGreaterThan(60);
    expect(meta.robots).toBeNull();
    expect(meta.lang).toBe(lang);
    if (GERMAN_ONLY.has(path)) {
      expect(meta.alternates).toEqual({ de: absoluteUrl(path) });
      return;
    }
    const other = absoluteUrl(counterpartPath(path));
    const german = lang === 'de' ? absoluteUrl(path) : other;
    expect(meta.alternates).toEqual({
      de: german,
      en: lang === 'en' ? absoluteUrl(path) : other,
      'x-default': german,
    });
  });

  it.each([
    [RENTAL_BASE, de.home.documentTitle, de.home.description],
    [rentalPaths.homeEn, en.home.documentTitle, en.home.description],
    [rentalPaths.terms.de, legalDe.terms.documentTitle, legalDe.terms.description],
    [rentalPaths.imprint.en, legalEn.imprint.documentTitle, legalEn.imprint.description],
    [rentalPaths.privacy.de, legalDe.privacy.documentTitle, legalDe.privacy.description],
    [rentalPaths.resetPassword.en, en.reset.documentTitle, en.reset.description],
    [rentalPaths.login, staffDe.login.documentTitle, staffDe.login.description],
    [rentalPaths.recover, staffDe.recover.documentTitle, staffDe.recover.description],
  ])('%s takes its texts from the catalog', async (path, title, description) => {
    renderSite(rentalRoutes, path);

    expect(await waitForCanonical(path)).toMatchObject({ title, description });
  });

  it('describes an overview with its type and encodes the German address', async () => {
    renderSite(rentalRoutes, '/RentalRevolution/Übersicht/Motorboote');

    const meta = await waitForCanonical(rentalPaths.overview('de', 'motorboats'));
    expect(meta.title).toBe('Unsere Motorboote – RentalRevolution');
    expect(meta.description).toBe(
      de.overview.description('Motorboote', de.home.offer.blurbs.motorboats),
    );
    expect(meta.canonical).toBe(`${SITE_ORIGIN}/RentalRevolution/%C3%9Cbersicht/Motorboote`);
    expect(meta.alternates.en).toBe(`${SITE_ORIGIN}/RentalRevolution/overview/motorboats`);
  });

  it("names a booking page for one boat by the boat's encoded name", async () => {
    renderSite(
      rentalRoutes,
      `/RentalRevolution/${RENTAL_SEGMENTS.bookByDays.en}/canoes/${encodeURIComponent('Duck No. 1')}`,
    );

    const meta = await waitForCanonical(rentalPaths.bookByDays('en', 'canoes', 'Duck No. 1'));
    expect(meta.canonical).toBe(`${SITE_ORIGIN}/RentalRevolution/book2/canoes/Duck%20No.%201`);
    expect(meta.alternates.de).toBe(`${SITE_ORIGIN}/RentalRevolution/Buchen2/Kanus/Duck%20No.%201`);
    expect(meta.title).toBe(en.multiDayBooking.documentTitle('Duck No. 1'));
    expect(meta.description).toBe(en.multiDayBooking.description('Duck No. 1'));
    expect(meta.lang).toBe('en');
  });

  it.each(['/RentalRevolution/gibt-es-nicht', rentalPaths.notFound])(
    'keeps %s out of search engines',
    async (path) => {
      renderSite(rentalRoutes, path);

      await expectNotFoundMeta({
        title: de.notFound.documentTitle,
        description: de.notFound.description,
        lang: 'de',
      });
    },
  );
});
