import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../routes';
import { installStayApi } from '../../../testing/booking-api';
import { waitForCanonical } from '../../../testing/page-meta';
import { renderSite } from '../../../testing/render';
import { stayVehicles } from '../../../testing/stay-fixtures';
import { setupUser } from '../../../testing/user';
import { de } from '../i18n/de';
import { en } from '../i18n/en';

const { seerose, kranich, moewe } = stayVehicles;

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2030-07-03T08:00:00Z'));
});

async function landsOn(path: string) {
  const view = renderSite(rentalRoutes, path);
  await screen.findByRole('heading', { level: 1 });
  return { ...view, pathname: view.router.state.location.pathname };
}

describe('multi-day booking page', () => {
  it.each([
    ['/RentalRevolution/Buchen2/Hausboote/Seerose', 'Seerose tageweise buchen'],
    ['/RentalRevolution/book2/houseboats/Seerose', 'Book Seerose by the day'],
    ['/RentalRevolution/Buchen2/Kanus/Canoe%20A', 'Canoe A tageweise buchen'],
  ])('%s is the booking of %s', async (path, heading) => {
    installStayApi({ vehicles: [seerose] });
    const { pathname } = await landsOn(path);
    expect(pathname).toBe(path);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(heading);
  });

  it.each([
    '/RentalRevolution/Buchen2/all/Canoe%20A',
    '/RentalRevolution/Buchen2/canoes/Canoe%20A',
    '/RentalRevolution/book2/Hausboote/Houseboat%20A',
    '/RentalRevolution/book2/U-Boote/Houseboat%20A',
  ])('%s has an unknown type and goes to /RentalRevolution/404', async (path) => {
    const { pathname } = await landsOn(path);
    expect(pathname).toBe('/RentalRevolution/404');
    expect(screen.getByRole('heading', { level: 1, name: de.notFound.heading })).toBeVisible();
  });

  it('leads back to the vehicle in its overview', async () => {
    installStayApi({ vehicles: [] });
    await landsOn('/RentalRevolution/Buchen2/Kanus/Canoe%20A');
    expect(screen.getByRole('link', { name: 'Zu den Kanus' })).toHaveAttribute(
      'href',
      '/RentalRevolution/Übersicht/Kanus#Canoe%20A',
    );
  });

  it.each([
    ['/RentalRevolution/Buchen2/Hausboote/Seerose', de],
    ['/RentalRevolution/book2/houseboats/Seerose', en],
  ])('%s says it is a demo', async (path, texts) => {
    installStayApi({ vehicles: [seerose] });
    await landsOn(path);
    expect(
      screen.getByRole('complementary', { name: texts.hourlyBooking.demo.title }),
    ).toHaveTextContent(texts.hourlyBooking.demo.text);
  });

  it('names the page, its address and its English version', async () => {
    installStayApi({ vehicles: [seerose] });
    renderSite(rentalRoutes, '/RentalRevolution/Buchen2/Hausboote/Seerose');
    const meta = await waitForCanonical('/RentalRevolution/Buchen2/Hausboote/Seerose');
    expect(meta.title).toBe(de.multiDayBooking.documentTitle('Seerose'));
    expect(meta.description).toBe(de.multiDayBooking.description('Seerose'));
    expect(meta.lang).toBe('de');
    expect(meta.alternates.en).toMatch(/\/RentalRevolution\/book2\/houseboats\/Seerose$/);
  });

  it('switches the flag to the same vehicle in English', async () => {
    installStayApi({ vehicles: [seerose] });
    await landsOn('/RentalRevolution/Buchen2/Hausboote/Seerose');
    const nav = screen.getByRole('navigation', { name: de.nav.label });
    expect(within(nav).getByRole('link', { name: 'English' })).toHaveAttribute(
      'href',
      '/RentalRevolution/book2/houseboats/Seerose',
    );
  });

  it('shows the four steps with the first current', async () => {
    installStayApi({ vehicles: [seerose] });
    await landsOn('/RentalRevolution/Buchen2/Hausboote/Seerose');
    const steps = await screen.findByRole('navigation', { name: 'Buchungsschritte' });
    expect(steps.querySelectorAll('li')).toHaveLength(4);
    expect(steps.querySelector('[aria-current="step"]')).toHaveTextContent(
      'Schritt 1 von 4: Anreise wählen',
    );
  });
});

describe('the vehicle switch', () => {
  it('presses the booked vehicle and switches to another in the same language', async () => {
    const user = setupUser();
    installStayApi({ vehicles: [seerose, kranich, moewe] });
    const { router } = await landsOn('/RentalRevolution/book2/houseboats/Seerose');
    const group = await screen.findByRole('group', { name: 'Choose a vehicle' });
    expect(within(group).getByRole('button', { name: 'Seerose' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(within(group).getByRole('button', { name: 'Kranich' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    await user.click(within(group).getByRole('button', { name: 'Möwe' }));
    expect(router.state.location.pathname).toBe('/RentalRevolution/book2/houseboats/M%C3%B6we');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Book Möwe by the day');
  });

  it.each([
    ['/RentalRevolution/Buchen2/Hausboote/Albatros', 'Albatros steht zurzeit nicht zur Verfügung.'],
    ['/RentalRevolution/book2/houseboats/Albatros', 'Albatros is currently unavailable.'],
  ])('%s says the vehicle is not in service and links to the others', async (path, message) => {
    const calls = installStayApi({ vehicles: [seerose, kranich] });
    renderSite(rentalRoutes, path);
    expect(await screen.findByText(message)).toBeVisible();
    const links = within(screen.getByRole('main'))
      .getAllByRole('link')
      .filter((link) => /\/(Buchen2|book2)\//.test(link.getAttribute('href') ?? ''));
    expect(links.map((link) => link.textContent)).toEqual(['Seerose', 'Kranich']);
    expect(links[0]).toHaveAttribute('href', path.replace('Albatros', 'Seerose'));
    expect(calls.calendar).toHaveLength(0);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
  });
});
