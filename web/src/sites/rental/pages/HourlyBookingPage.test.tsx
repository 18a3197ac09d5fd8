import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { rentalRoutes } from '../routes';
import { renderSite } from '../../../testing/render';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

async function landsOn(path: string) {
  const { router } = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

describe('hourly booking page', () => {
  it.each([
    ['/RentalRevolution/Buchen/Motorboote', 'Motorboote stundenweise buchen'],
    ['/RentalRevolution/Buchen/all', 'Boote stundenweise buchen'],
    ['/RentalRevolution/Buchen/Kanus/Canoe%20A', 'Canoe A stundenweise buchen'],
    ['/RentalRevolution/book/jetskis', 'Book jet skis by the hour'],
    ['/RentalRevolution/book/all', 'Book boats by the hour'],
    ['/RentalRevolution/book/canoes/Canoe%20A', 'Book Canoe A by the hour'],
  ])('%s is the booking of %s', async (path, heading) => {
    expect(await landsOn(path)).toBe(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it.each([
    '/RentalRevolution/Buchen/U-Boote',
    '/RentalRevolution/Buchen/canoes',
    '/RentalRevolution/book/Kanus',
    '/RentalRevolution/book/Kanus/Canoe%20A',
  ])('%s has an unknown type and goes to /RentalRevolution/404', async (path) => {
    expect(await landsOn(path)).toBe('/RentalRevolution/404');
    expect(screen.getByRole('heading', { level: 1, name: de.notFound.heading })).toBeVisible();
  });

  it.each([
    ['/RentalRevolution/Buchen/Motorboote', de],
    ['/RentalRevolution/book/motorboats', en],
  ])('%s says it is a demo', async (path, texts) => {
    await landsOn(path);
    expect(
      screen.getByRole('complementary', { name: texts.hourlyBooking.demo.title }),
    ).toHaveTextContent(texts.hourlyBooking.demo.text);
  });

  it('leads back to the overview of the type, and of the vehicle', async () => {
    await landsOn('/RentalRevolution/Buchen/Kanus/Canoe%20A');
    expect(screen.getByRole('link', { name: 'Zur Übersicht' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Übersicht/Kanus#Canoe%20A',
    );
    expect(screen.getByRole('link', { name: 'Alle Kanus anzeigen' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Buchen/Kanus',
    );
  });

  it('shows the five steps with the first current', async () => {
    await landsOn('/RentalRevolution/Buchen/Motorboote');
    const steps = await screen.findByRole('navigation', { name: 'Buchungsschritte' });
    const current = steps.querySelector('[aria-current="step"]');
    expect(current).toHaveTextContent('Schritt 1 von 5: Datum wählen');
    expect(steps.querySelectorAll('li')).toHaveLength(5);
  });
});
