import { getGetAgencyDetailsUrl } from '@showcase/contracts/generated/endpoints/agency/agency';
import { getGetAgencyDetailsMockHandler } from '@showcase/contracts/generated/endpoints/agency/agency.msw';
import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { agencyDetails } from '../../../testing/agency-details';
import { server } from '../../../testing/msw-server';
import { renderPage } from '../../../testing/render';
import { de } from '../i18n/de';
import { PrivacyPage } from './PrivacyPage';

describe('PrivacyPage', () => {
  it('names the controller and covers the contact form, cookies, logs and tracking', async () => {
    server.use(getGetAgencyDetailsMockHandler(agencyDetails));
    renderPage(<PrivacyPage />, '/Datenschutz');

    expect(await screen.findByText(agencyDetails.name)).toBeInTheDocument();
    for (const heading of [
      'Kontaktformular',
      'Sitzungscookie',
      'Mitgliedskonto in der ArtAlley-Galerie',
      'Karten auf den Demo-Seiten',
      'Server-Logdateien',
      'Kein Tracking',
      'Ihre Rechte',
      'Zuständige Aufsichtsbehörde',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    }
    for (const stored of [
      'Ihren Namen',
      'Ihre E-Mail-Adresse',
      'Ihre Nachricht',
      'den Zeitpunkt des Absendens',
    ]) {
      expect(screen.getByText(stored)).toBeInTheDocument();
    }
    expect(screen.getByText(/„sid“/)).toHaveTextContent(/CSRF-Token/);
    expect(screen.getByText(/OpenStreetMap/)).toHaveTextContent(/erst geladen, wenn Sie/);
    expect(screen.getByText(/„mapsConsent“/)).toBeInTheDocument();
    // The contact form's and the gallery membership's legal basis.
    expect(screen.getAllByText(/Art\. 6 Abs\. 1 lit\. b DSGVO/)).toHaveLength(2);
    expect(screen.getByText(/Passwort nur als Hash/)).toBeInTheDocument();
    expect(
      screen.getByText(/Eigene Kommentare können Sie jederzeit selbst löschen/),
    ).toBeInTheDocument();
    expect(screen.getByText(/nach spätestens 14 Tagen gelöscht/)).toBeInTheDocument();
    expect(document.title).toBe(de.privacy.documentTitle);
  });

  it('points to the imprint when the operator details are unavailable', async () => {
    server.use(http.get(`*${getGetAgencyDetailsUrl()}`, () => HttpResponse.error()));
    renderPage(<PrivacyPage />, '/Datenschutz');

    expect(
      await screen.findByRole('link', { name: de.privacy.controllerFallbackLink }),
    ).toHaveAttribute('href', '/Impressum');
  });
});
