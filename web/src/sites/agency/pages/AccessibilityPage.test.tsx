import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render';
import { de } from '../i18n/de';
import { AccessibilityPage } from './AccessibilityPage';

describe('AccessibilityPage', () => {
  it('states the standard, the limits, how to report a barrier and the enforcement procedure', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderPage(<AccessibilityPage />, '/Barrierefreiheit');

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/Barriere.?freiheit/);
    for (const heading of [
      'Stand der Vereinbarkeit',
      'Was wir umsetzen',
      'Bekannte Einschränkungen',
      'Barriere melden',
      'Durchsetzungsverfahren',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    expect(screen.getByText(/WCAG\) 2\.1 auf Stufe AA/)).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: agencyDetails.email })).toHaveAttribute(
      'href',
      `mailto:${agencyDetails.email}`,
    );
    expect(screen.getByRole('link', { name: agencyDetails.phone })).toHaveAttribute(
      'href',
      expect.stringMatching(/^tel:\+?\d+$/),
    );
    expect(document.title).toBe(de.accessibility.documentTitle);
  });

  it('points to the imprint when the operator details are unavailable', async () => {
    server.use(http.get(`*${getGetAgencyDetailsUrl()}`, () => HttpResponse.error()));
    renderPage(<AccessibilityPage />, '/Barrierefreiheit');

    expect(
      await screen.findByRole('link', { name: de.accessibility.reportFallbackLink }),
    ).toHaveAttribute('href', '/Impressum');
  });
});
