import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { agencyDetails } from '../testing/agency-details';
import { server } from '../testing/msw-server';
import { renderRoutes } from '../testing/render';
import { routes, withAppShell } from './routes';

describe('app routes', () => {
  it('loads the agency home at /', async () => {
    renderRoutes(routes, '/');
    expect(
      await screen.findByRole('heading', {
        level: 1,
        name: /Websites, die Ihr Geschäft leuchten lassen/,
      }),
    ).toBeInTheDocument();
    expect(document.querySelector('#top')).not.toBeNull();
    expect(document.querySelector('#service')).not.toBeNull();
    expect(document.querySelector('#about')).not.toBeNull();
    expect(document.querySelector('#contact')).not.toBeNull();
    expect(document.title).toBe(
      'Sternsinger Webdesign – Websites für kleine und mittlere Unternehmen',
    );
  });

  it('serves the imprint at /Impressum with the details from the API', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderRoutes(routes, '/Impressum');
    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(await screen.findByText(agencyDetails.vatId)).toBeInTheDocument();
  });

  it('serves the privacy statement at /Datenschutz', async () => {
    renderRoutes(routes, '/Datenschutz');
    expect(
      await screen.findByRole('heading', { level: 1, name: /^Datenschutz/ }),
    ).toBeInTheDocument();
  });

  it('answers unknown paths with the agency 404 page', async () => {
    renderRoutes(routes, '/gibt-es-nicht');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Page not found' }),
    ).toBeInTheDocument();
    expect(screen.getByText('404')).toBeInTheDocument();
  });

  it('links the footer to the imprint and the privacy statement', async () => {
    renderRoutes(routes, '/Datenschutz');
    const footer = await screen.findByRole('contentinfo');
    expect(footer.querySelector('a[href="/Impressum"]')).not.toBeNull();
    expect(footer.querySelector('a[href="/Datenschutz"]')).not.toBeNull();
  });

  it('shows the friendly error page instead of the router default when a page fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = withAppShell([
      {
        path: '/',
        Component: () => {
          throw new Error('kaputt');
        },
      },
    ]);
    renderRoutes(failing, '/');

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen.' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.queryByText('Unexpected Application Error!')).not.toBeInTheDocument();
  });
});
