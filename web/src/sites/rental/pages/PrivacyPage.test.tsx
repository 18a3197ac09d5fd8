import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { rentalPaths } from '../rental-paths';
import { RentalLayout } from '../RentalLayout';
import { PrivacyPage } from './PrivacyPage';

/** The page at both its addresses inside the rental layout, as the app's routes mount it. */
const routes = [
  {
    path: '/RentalRevolution',
    element: <RentalLayout />,
    children: Object.values(rentalPaths.privacy).map((path) => ({
      path: path.replace('/RentalRevolution/', ''),
      element: <PrivacyPage />,
    })),
  },
];

function sectionOf(heading: string | RegExp): HTMLElement {
  return within(screen.getByRole('main'))
    .getByRole('heading', { level: 2, name: heading })
    .closest('section')!;
}

describe('PrivacyPage', () => {
  it('renders the German statement with the controller from the API and asks only the API', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderRoutes(routes, rentalPaths.privacy.de);

    expect(
      await screen.findByRole('heading', { level: 1, name: /^Datenschutz\u00ad?erklärung$/ }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Datenschutz – RentalRevolution');
    expect(document.documentElement.lang).toBe('de');

    await screen.findByText(agencyDetails.name);
    const controller = sectionOf('Verantwortlicher');
    expect(controller).toHaveTextContent(`${agencyDetails.street}, ${agencyDetails.postalCode}`);
    expect(within(controller).getByRole('link', { name: agencyDetails.email })).toBeVisible();

    expect(sectionOf('Buchungen')).toHaveTextContent('Art. 6 Abs. 1 lit. b DSGVO');
    expect(sectionOf('Buchungen')).toHaveTextContent('Anschrift');
    expect(sectionOf('Karte (OpenStreetMap)')).toHaveTextContent('Art. 6 Abs. 1 lit. a DSGVO');
    expect(sectionOf('Sitzungscookie und Mitarbeiter-Anmeldung')).toHaveTextContent(
      'technisch notwendig',
    );
    expect(sectionOf('Speicher in Ihrem Browser')).toHaveTextContent('mapsConsent');
    expect(sectionOf('Speicher in Ihrem Browser')).toHaveTextContent('Sitzungsspeicher');
    expect(sectionOf('Online-Zahlung mit PayPal')).toHaveTextContent('Nur wenn Sie');
    expect(sectionOf('Aufsichtsbehörde')).toHaveTextContent(
      'Die Landesbeauftragte für den Datenschutz und für das Recht auf Akteneinsicht Brandenburg',
    );

    const toc = screen.getByRole('navigation', { name: 'Inhalt' });
    for (const link of within(toc).getAllByRole('link')) {
      const id = decodeURIComponent(link.getAttribute('href')!.split('#')[1]!);
      expect(document.getElementById(id)).not.toBeNull();
    }

    // No fonts, maps or trackers from elsewhere: every request goes to the API.
    const urls = fetchSpy.mock.calls.map(([input]) =>
      input instanceof Request ? input.url : String(input),
    );
    expect(urls.length).toBeGreaterThan(0);
    for (const url of urls) expect(url).toMatch(/\/api\/v1\//);
  });

  it('renders the English statement at /privacy', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderRoutes(routes, rentalPaths.privacy.en);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy policy' }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(document.title).toBe('Privacy – RentalRevolution');
    expect(document.documentElement.lang).toBe('en');

    await screen.findByText(agencyDetails.name);
    expect(sectionOf('Controller')).toHaveTextContent(agencyDetails.owner);
    expect(sectionOf('Bookings')).toHaveTextContent('Art. 6(1)(b) GDPR');
    expect(sectionOf('Map (OpenStreetMap)')).toHaveTextContent('Art. 6(1)(a) GDPR');
    expect(sectionOf('Supervisory authority')).toHaveTextContent('Brandenburg');
    expect(sectionOf('Online payment with PayPal')).toHaveTextContent('Only if you choose');
  });
});
