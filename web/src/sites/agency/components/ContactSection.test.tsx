import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render';
import { de } from '../i18n/de';
import { ContactSection } from './ContactSection';

describe('ContactSection', () => {
  it('offers the agency phone number next to the form', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderPage(<ContactSection />);

    const phone = await screen.findByRole('link', { name: agencyDetails.phone });
    expect(phone).toHaveAttribute('href', 'tel:+49307654321');
    expect(phone.parentElement).toHaveTextContent(`${de.contact.callUs} ${agencyDetails.phone}`);
    // The form loads as a part of its own (an island).
    expect(await screen.findByRole('button', { name: de.contact.submit })).toBeInTheDocument();
  });

  it('leaves the phone line out while the number is unknown', async () => {
    let answered = false;
    server.use(
      http.get(`*${getGetAgencyDetailsUrl()}`, () => {
        answered = true;
        return HttpResponse.json({}, { status: 500 });
      }),
    );
    renderPage(<ContactSection />);

    await expect.poll(() => answered).toBe(true);
    expect(screen.queryByText(de.contact.callUs, { exact: false })).not.toBeInTheDocument();
    expect(await screen.findByLabelText(de.contact.labels.message)).toBeInTheDocument();
  });
});
