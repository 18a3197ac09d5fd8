import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderRoutes } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { rentalPaths } from '../rental-paths';
import { RentalLayout } from '../RentalLayout';
import { ImprintPage } from './ImprintPage';
import { legalDe, legalEn } from '../features/legal/legal-texts';

/** The page at both its addresses inside the rental layout, as the app's routes mount it. */
const routes = [
  {
    path: '/RentalRevolution',
    element: <RentalLayout />,
    children: Object.values(rentalPaths.imprint).map((path) => ({
      path: path.replace('/RentalRevolution/', ''),
      element: <ImprintPage />,
    })),
  },
];

describe('ImprintPage', () => {
  it('shows the operator details from the API and that the rental is a demo of the agency', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderRoutes(routes, rentalPaths.imprint.de);

    expect(await screen.findByRole('heading', { level: 1, name: 'Impressum' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(legalDe.operator.loading);
    expect(await screen.findByText(agencyDetails.name)).toBeInTheDocument();

    const main = screen.getByRole('main');
    expect(within(main).getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(main).toHaveTextContent(
      `RentalRevolution ist eine Demo-Website der Webagentur ${agencyDetails.name}.`,
    );
    expect(main).toHaveTextContent('Buchungen auf dieser Website sind Beispiele');
    expect(main).toHaveTextContent(`Vertreten durch: ${agencyDetails.owner}`);
    expect(main).toHaveTextContent(agencyDetails.street);
    expect(main).toHaveTextContent(`${agencyDetails.postalCode} ${agencyDetails.city}`);
    expect(within(main).getByRole('link', { name: agencyDetails.phone })).toHaveAttribute(
      'href',
      'tel:+49307654321',
    );
    expect(within(main).getByRole('link', { name: agencyDetails.email })).toHaveAttribute(
      'href',
      `mailto:${agencyDetails.email}`,
    );
    expect(screen.getByText(agencyDetails.registerEntry)).toBeInTheDocument();
    expect(screen.getByText(agencyDetails.vatId)).toBeInTheDocument();
    expect(
      within(main).getByRole('heading', { level: 2, name: /^Angaben gemäß §\s5 DDG$/ }),
    ).toBeInTheDocument();
    expect(document.title).toBe('Impressum – RentalRevolution');
    expect(document.documentElement.lang).toBe('de');
  });

  it('says so when the details cannot be loaded, and tries again on request', async () => {
    server.use(
      http.get(`*${getGetAgencyDetailsUrl()}`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
      getGetAgencyDetailsMockHandler(agencyDetails),
    );
    const user = setupUser();
    renderRoutes(routes, rentalPaths.imprint.de);

    expect(await screen.findByRole('alert')).toHaveTextContent(legalDe.operator.error);
    expect(screen.queryByText(agencyDetails.vatId)).not.toBeInTheDocument();
    // The parts that need no details stay readable.
    expect(
      screen.getByRole('heading', { level: 2, name: 'Verbraucherstreitbeilegung' }),
    ).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: legalDe.operator.retry }));
    expect(await screen.findByText(agencyDetails.vatId)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('speaks English at /imprint', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderRoutes(routes, rentalPaths.imprint.en);

    expect(await screen.findByRole('heading', { level: 1, name: 'Imprint' })).toBeInTheDocument();
    expect(await screen.findByText(agencyDetails.vatId)).toBeInTheDocument();
    expect(screen.getByRole('main')).toHaveTextContent(
      `RentalRevolution is a demo website of the web agency ${agencyDetails.name}.`,
    );
    expect(screen.getByRole('main')).toHaveTextContent(
      `${legalEn.imprint.ownerLabel}: ${agencyDetails.owner}`,
    );
    expect(document.title).toBe('Imprint – RentalRevolution');
    expect(document.documentElement.lang).toBe('en');
  });
});
