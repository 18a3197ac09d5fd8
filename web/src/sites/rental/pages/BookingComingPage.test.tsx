import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { routes } from '../../../app/routes';
import { renderRoutes } from '../../../testing/render';
import { de } from '../i18n/de';

async function landsOn(path: string) {
  const { router } = renderRoutes(routes, path);
  await screen.findByRole('heading', { level: 1 });
  return router.state.location.pathname;
}

describe('multi-day booking page (until the multi-day flow lands)', () => {
  it.each([
    '/RentalRevolution/Buchen2/Hausboote/Houseboat%20A%2050%20PS',
    '/RentalRevolution/book2/houseboats/Houseboat%20A%2050%20PS',
  ])('%s exists', async (path) => {
    expect(await landsOn(path)).toBe(path);
  });

  it.each([
    '/RentalRevolution/Buchen2/all/Canoe%20A',
    '/RentalRevolution/book2/Hausboote/Houseboat%20A',
  ])('%s has an unknown type and goes to /RentalRevolution/404', async (path) => {
    expect(await landsOn(path)).toBe('/RentalRevolution/404');
    expect(screen.getByRole('heading', { level: 1, name: de.notFound.heading })).toBeVisible();
  });

  it('names the vehicle and links to its place in the overview', async () => {
    await landsOn('/RentalRevolution/Buchen2/Kanus/Canoe%20A');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Canoe A');
    expect(screen.getByRole('link', { name: 'Zu den Kanus' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Übersicht/Kanus#Canoe%20A',
    );
  });
});
