import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render';
import { setupUser } from '../../../testing/user';
import { de } from '../i18n/de';
import { ImprintPage } from './ImprintPage';

describe('ImprintPage', () => {
  it('shows the operator details from the API', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderPage(<ImprintPage />, '/Impressum');

    expect(screen.getByRole('status')).toHaveTextContent(de.legal.detailsLoading);
    expect(await screen.findByText(agencyDetails.name)).toBeInTheDocument();
    expect(
      screen.getByText(`${de.imprint.ownerLabel}: ${agencyDetails.owner}`),
    ).toBeInTheDocument();
    expect(screen.getByText(agencyDetails.street, { exact: false })).toBeInTheDocument();
    expect(
      screen.getByText(`${agencyDetails.postalCode} ${agencyDetails.city}`, { exact: false }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: agencyDetails.phone })).toHaveAttribute(
      'href',
      'tel:+49307654321',
    );
    expect(screen.getByRole('link', { name: agencyDetails.email })).toHaveAttribute(
      'href',
      `mailto:${agencyDetails.email}`,
    );
    expect(screen.getByText(agencyDetails.registerEntry)).toBeInTheDocument();
    expect(screen.getByText(agencyDetails.vatId)).toBeInTheDocument();
    // The person comes from AGENCY_OWNER: named, with labels that fit any name.
    expect(screen.getByText(`Vertreten durch: ${agencyDetails.owner}`)).toBeInTheDocument();
    expect(screen.getByText(`${agencyDetails.owner}, Anschrift wie oben.`)).toBeInTheDocument();
    expect(screen.getByRole('main')).not.toHaveTextContent(/Inhaber/);
    expect(document.title).toBe(de.imprint.documentTitle);
  });

  it('says so when the details cannot be loaded, and tries again on request', async () => {
    server.use(
      http.get(`*${getGetAgencyDetailsUrl()}`, () => HttpResponse.json({}, { status: 503 }), {
        once: true,
      }),
      getGetAgencyDetailsMockHandler(agencyDetails),
    );
    const user = setupUser();
    renderPage(<ImprintPage />, '/Impressum');

    expect(await screen.findByRole('alert')).toHaveTextContent(de.legal.detailsError);
    expect(screen.queryByText(agencyDetails.vatId)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: de.legal.retry }));
    expect(await screen.findByText(agencyDetails.vatId)).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
