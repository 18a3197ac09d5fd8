import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import type { ApiTokenDto } from '@showcase/contracts/generated/model/apiTokenDto';
import type { CreateApiTokenDto } from '@showcase/contracts/generated/model/createApiTokenDto';
import type { CreatedApiTokenDto } from '@showcase/contracts/generated/model/createdApiTokenDto';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { rentalRoutes } from '../../routes';
import { server } from '../../../../testing/msw-server';
import { renderSite } from '../../../../testing/render';
import { settingsProfile } from '../../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../../testing/staff-profiles';
import { storeUser } from '../auth/stored-user';
import { addDays, DEFAULT_BUSINESS_TIME_ZONE, todayIn } from '../hourly-booking/booking-dates';
import { endOfBusinessDay } from './api-tokens-model';
import { fieldProblemResponse, problemResponse } from '../../../../testing/problem-response';
import { setupUser } from '../../../../testing/user';

const path = '/RentalRevolution/Einstellungen';
const SECRET = 'rr_Xk3v9QaBexampleexampleexampleexampleexample1';

let me: EmployeeDto;
let tokens: ApiTokenDto[];
let reads: number;
let createBodies: CreateApiTokenDto[];
let revoked: string[];
let createAnswer: (() => Response) | null;

function token(overrides: Partial<ApiTokenDto> = {}): ApiTokenDto {
  return {
    id: 'a1b2c3d4-0000-4000-8000-000000000001',
    name: 'Buchungsportal',
    prefix: 'rr_Ab12Cd34',
    scopes: ['bookings:read', 'vehicles:read'],
    createdByName: 'Admin',
    createdAt: '2030-04-01T08:00:00.000Z',
    expiresAt: null,
    revokedAt: null,
    lastUsedAt: null,
    demo: false,
    ...overrides,
  };
}

beforeEach(() => {
  me = settingsProfile({ id: adminProfile.id, role: 'admin' });
  tokens = [];
  reads = 0;
  createBodies = [];
  revoked = [];
  createAnswer = null;
  server.use(
    http.get('*/api/v1/me', () => HttpResponse.json(me)),
    http.get('*/api/v1/api-tokens', () => {
      reads += 1;
      return HttpResponse.json({ items: tokens });
    }),
    http.post('*/api/v1/api-tokens', async ({ request }) => {
      const body = (await request.json()) as CreateApiTokenDto;
      createBodies.push(body);
      if (createAnswer) return createAnswer();
      const created: CreatedApiTokenDto = {
        ...token({
          id: `a1b2c3d4-0000-4000-8000-00000000010${createBodies.length}`,
          name: body.name,
          prefix: SECRET.slice(0, 11),
          scopes: body.scopes,
          createdAt: new Date().toISOString(),
          expiresAt: body.expiresAt ?? null,
        }),
        token: SECRET,
      };
      const { token: _secret, ...listed } = created;
      void _secret;
      tokens = [listed, ...tokens];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.delete('*/api/v1/api-tokens/:id', ({ params }) => {
      const id = String(params.id);
      revoked.push(id);
      const found = tokens.find((item) => item.id === id);
      if (!found) return problemResponse(404, 'NOT_FOUND');
      const result = { ...found, revokedAt: new Date().toISOString() };
      tokens = tokens.map((item) => (item.id === id ? result : item));
      return HttpResponse.json(result);
    }),
  );
});

function openAs(profile: StaffProfileDto) {
  storeUser(profile);
  server.use(getGetCurrentStaffMockHandler(profile));
  return renderSite(rentalRoutes, path);
}

const card = () => screen.getByRole('region', { name: 'API-Zugänge' });
const form = () => within(card()).getByRole('region', { name: 'Neuer Zugang' });

async function listed() {
  expect(await screen.findByRole('region', { name: 'API-Zugänge' })).toBeInTheDocument();
  await waitFor(() => expect(within(card()).queryByText(/werden geladen/)).not.toBeInTheDocument());
}

describe('ApiTokensCard', () => {
  it('lists the tokens with their scopes, dates and status, and links the documentation', async () => {
    const past = new Date(Date.now() - 60 * 60_000).toISOString();
    tokens = [
      token({
        lastUsedAt: new Date(Date.now() - 5 * 60_000).toISOString(),
        scopes: ['cashregister:read', 'bookings:write', 'vehicles:read'],
      }),
      token({
        id: 'a1b2c3d4-0000-4000-8000-000000000002',
        name: 'Buchhaltung',
        prefix: 'rr_Zz99Yy88',
        scopes: ['products:read', 'stays:write', 'bookings:read'],
        createdByName: 'Erika Muster',
        expiresAt: past,
      }),
      token({
        id: 'a1b2c3d4-0000-4000-8000-000000000003',
        name: 'Altes Skript',
        revokedAt: past,
      }),
    ];
    openAs(adminProfile);
    await listed();

    expect(within(card()).getByRole('link', { name: 'API-Dokumentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    const items = within(within(card()).getByRole('region', { name: 'Vorhandene Zugänge' }))
      .getAllByRole('listitem')
      .filter((item) => item.querySelector('h4'));
    expect(items).toHaveLength(3);
    const [portal, books, old] = items as [HTMLElement, HTMLElement, HTMLElement];

    expect(within(portal).getByRole('heading', { name: 'Buchungsportal' })).toBeInTheDocument();
    expect(within(portal).getByText('rr_Ab12Cd34…')).toBeInTheDocument();
    const scopes = within(portal).getByRole('list', { name: 'Berechtigungen' });
    expect(
      within(scopes)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Fahrzeuge lesen', 'Buchungen anlegen & stornieren', 'Kassenbuch lesen']);
    expect(within(portal).getByText('Admin am 01.04.2030')).toBeInTheDocument();
    expect(within(portal).getByText('läuft nie ab')).toBeInTheDocument();
    expect(within(portal).getByText('vor 5 Minuten')).toBeInTheDocument();
    expect(within(portal).getByText('aktiv')).toBeInTheDocument();
    expect(
      within(portal).getByRole('button', { name: 'Widerrufen: Buchungsportal' }),
    ).toBeEnabled();

    const bookScopes = within(books).getByRole('list', { name: 'Berechtigungen' });
    expect(
      within(bookScopes)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Buchungen lesen', 'Aufenthalte anlegen', 'Produkte lesen']);
    expect(within(books).getByText('Erika Muster am 01.04.2030')).toBeInTheDocument();
    expect(within(books).getByText('noch nie benutzt')).toBeInTheDocument();
    expect(within(books).getByText('abgelaufen')).toBeInTheDocument();
    expect(within(books).queryByRole('button')).not.toBeInTheDocument();

    expect(within(old).getByText('widerrufen')).toBeInTheDocument();
    expect(within(old).queryByRole('button')).not.toBeInTheDocument();
  });

  it('says when there are no tokens yet', async () => {
    openAs(adminProfile);
    await listed();
    expect(within(card()).getByText('Es gibt noch keine API-Zugänge.')).toBeInTheDocument();
  });

  it('shows a failed load with a retry', async () => {
    let fail = true;
    server.use(
      http.get('*/api/v1/api-tokens', () =>
        fail ? problemResponse(503, 'DB_UNAVAILABLE') : HttpResponse.json({ items: [token()] }),
      ),
    );
    const user = setupUser();
    openAs(adminProfile);
    expect(
      await screen.findByText('Die API-Zugänge konnten nicht geladen werden.'),
    ).toBeInTheDocument();
    fail = false;
    await user.click(within(card()).getByRole('button', { name: 'Erneut versuchen' }));
    expect(await within(card()).findByRole('heading', { name: 'Buchungsportal' })).toBeVisible();
  });

  it('creates a token, shows it once with copy, curl example and Fertig, then lists it', async () => {
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    const today = todayIn(DEFAULT_BUSINESS_TIME_ZONE);
    const lastDay = addDays(today, 30);
    await user.type(within(form()).getByLabelText('Name'), '  Buchhaltung ');
    const scopes = within(form()).getByRole('group', { name: 'Berechtigungen' });
    await user.click(within(scopes).getByRole('checkbox', { name: /Kassenbuch lesen/ }));
    await user.click(within(scopes).getByRole('checkbox', { name: /Buchungen lesen/ }));
    fireEvent.change(within(form()).getByLabelText(/^Gültig bis einschließlich/), {
      target: { value: lastDay },
    });
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    const panel = await within(card()).findByRole('region', {
      name: 'Neuer Schlüssel für „Buchhaltung“',
    });
    expect(createBodies).toEqual([
      {
        name: 'Buchhaltung',
        scopes: ['bookings:read', 'cashregister:read'],
        expiresAt: endOfBusinessDay(lastDay),
      },
    ]);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByLabelText('API-Schlüssel')).toHaveValue(SECRET);
    expect(within(panel).getByLabelText('API-Schlüssel')).toHaveAttribute('readonly');
    expect(
      within(panel).getByText(
        'Dieser Schlüssel wird nur jetzt angezeigt. Bewahren Sie ihn sicher auf.',
      ),
    ).toBeInTheDocument();
    expect(within(panel).getByText(/^curl /)).toHaveTextContent(
      `curl -H "Authorization: Bearer ${SECRET}" ${window.location.origin}/api/v1/bookings?day=${today}`,
    );
    expect(
      within(card()).getByText('Der Zugang „Buchhaltung“ wurde erstellt.'),
    ).toBeInTheDocument();
    // The form waits behind the panel; the list has the new token, without its secret.
    expect(within(card()).queryByRole('region', { name: 'Neuer Zugang' })).not.toBeInTheDocument();
    expect(await within(card()).findByRole('heading', { name: 'Buchhaltung' })).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(
      await within(panel).findByText('Der Schlüssel ist in der Zwischenablage.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    expect(screen.queryByText(new RegExp(SECRET))).not.toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByLabelText('Name')).toHaveFocus());
    expect(within(form()).getByLabelText('Name')).toHaveValue('');
    expect(within(card()).getByText('rr_Xk3v9QaB…')).toBeInTheDocument();
  });

  it('selects the token for Ctrl+C when the clipboard refuses', async () => {
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Name'), 'Portal');
    await user.click(within(form()).getByRole('checkbox', { name: /Fahrzeuge lesen/ }));
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));
    const panel = await within(card()).findByRole('region', { name: /Neuer Schlüssel/ });
    expect(createBodies).toEqual([{ name: 'Portal', scopes: ['vehicles:read'] }]);

    Object.defineProperty(navigator.clipboard, 'writeText', {
      configurable: true,
      value: () => Promise.reject(new Error('denied')),
    });
    await user.click(within(panel).getByRole('button', { name: 'Kopieren' }));
    expect(await within(panel).findByText(/bitte mit Strg\+C/)).toBeInTheDocument();
    const input = within(panel).getByLabelText('API-Schlüssel') as HTMLInputElement;
    expect(input).toHaveFocus();
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, SECRET.length]);
  });

  it('checks the form before sending', async () => {
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    expect(await within(form()).findByLabelText('Name')).toHaveAccessibleDescription(
      'Bitte geben Sie einen Namen mit 1 bis 60 Zeichen an.',
    );
    expect(within(form()).getByLabelText('Name')).toHaveFocus();
    expect(
      within(form()).getByText('Bitte wählen Sie mindestens eine Berechtigung.'),
    ).toBeInTheDocument();
    expect(createBodies).toEqual([]);
  });

  it("shows the server's field errors under the fields", async () => {
    createAnswer = () =>
      fieldProblemResponse(400, 'VALIDATION_FAILED', [
        { field: 'name', code: 'TOO_LONG' },
        { field: 'scopes.0', code: 'NOT_ALLOWED' },
        { field: 'expiresAt', code: 'INVALID_EXPIRY' },
      ]);
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Name'), 'Portal');
    await user.click(within(form()).getByRole('checkbox', { name: /Produkte lesen/ }));
    fireEvent.change(within(form()).getByLabelText(/^Gültig bis einschließlich/), {
      target: { value: todayIn(DEFAULT_BUSINESS_TIME_ZONE) },
    });
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    expect(
      await within(form()).findByText('Bitte prüfen Sie die markierten Felder.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveAccessibleDescription(
      'Bitte geben Sie einen Namen mit 1 bis 60 Zeichen an.',
    );
    expect(within(form()).getByLabelText('Name')).toHaveFocus();
    expect(
      within(form()).getByRole('group', { name: 'Berechtigungen' }),
    ).toHaveAccessibleDescription(
      'Bitte wählen Sie nur Berechtigungen aus der Liste, jede einmal.',
    );
    expect(within(form()).getByLabelText(/^Gültig bis einschließlich/)).toHaveAccessibleDescription(
      'Bitte wählen Sie einen Tag ab heute, höchstens 365 Tage im Voraus.',
    );
    expect(
      within(card()).queryByRole('region', { name: /Neuer Schlüssel/ }),
    ).not.toBeInTheDocument();
  });

  it('says when the account has too many live tokens', async () => {
    createAnswer = () => problemResponse(409, 'TOKEN_LIMIT_REACHED');
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Name'), 'Noch einer');
    await user.click(within(form()).getByRole('checkbox', { name: /Buchungen lesen/ }));
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    expect(
      await within(form()).findByText(/Es gibt schon 50 aktive Zugänge – mehr sind nicht möglich/),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Name')).toHaveValue('Noch einer');
  });

  it('says when the server cannot be reached', async () => {
    createAnswer = () => HttpResponse.error();
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Name'), 'Portal');
    await user.click(within(form()).getByRole('checkbox', { name: /Buchungen lesen/ }));
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    expect(await within(form()).findByText(/Der Server ist gerade nicht erreichbar/)).toBeVisible();
  });

  it('asks before revoking, then revokes and shows the token as widerrufen', async () => {
    tokens = [token()];
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    await user.click(within(card()).getByRole('button', { name: 'Widerrufen: Buchungsportal' }));
    let dialog = await screen.findByRole('dialog', { name: 'API-Zugang widerrufen?' });
    expect(
      within(dialog).getByText(
        'Soll der Zugang „Buchungsportal“ (rr_Ab12Cd34…) widerrufen werden?',
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(revoked).toEqual([]);

    await user.click(within(card()).getByRole('button', { name: 'Widerrufen: Buchungsportal' }));
    dialog = await screen.findByRole('dialog', { name: 'API-Zugang widerrufen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(revoked).toEqual([token().id]);
    expect(within(card()).getByText('widerrufen')).toBeInTheDocument();
    expect(within(card()).getByText('Der Zugang „Buchungsportal“ wurde widerrufen.')).toBeVisible();
    expect(within(card()).queryByRole('button', { name: /^Widerrufen/ })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).getByRole('listitem', { name: 'Buchungsportal' })).toHaveFocus(),
    );
  });

  it('keeps the dialog open with a note when revoking fails', async () => {
    tokens = [token()];
    server.use(
      http.delete('*/api/v1/api-tokens/:id', () => problemResponse(503, 'DB_UNAVAILABLE')),
    );
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.click(within(card()).getByRole('button', { name: 'Widerrufen: Buchungsportal' }));
    const dialog = await screen.findByRole('dialog', { name: 'API-Zugang widerrufen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Widerrufen' }));
    expect(
      await within(dialog).findByText(
        'Der Zugang konnte nicht widerrufen werden. Bitte versuchen Sie es erneut.',
      ),
    ).toBeInTheDocument();
    expect(within(card()).getByText('aktiv')).toBeInTheDocument();
  });

  it('tells the demo account that its tokens last 24 hours and only simulate', async () => {
    const demoProfile: StaffProfileDto = { ...adminProfile, role: 'admin', demo: true };
    const user = setupUser();
    openAs(demoProfile);
    await listed();

    expect(
      await within(form()).findByText(/Seine Zugänge laufen nach 24 Stunden ab/),
    ).toBeVisible();
    expect(within(form()).queryByLabelText(/^Gültig bis/)).not.toBeInTheDocument();
    await user.type(within(form()).getByLabelText('Name'), 'Demo-Test');
    await user.click(within(form()).getByRole('checkbox', { name: /Fahrzeuge lesen/ }));
    await user.click(within(form()).getByRole('button', { name: 'Zugang erstellen' }));

    const panel = await within(card()).findByRole('region', { name: /Neuer Schlüssel/ });
    expect(createBodies).toEqual([{ name: 'Demo-Test', scopes: ['vehicles:read'] }]);
    expect(within(panel).getByText(/Dieser Zugang läuft nach 24 Stunden ab/)).toBeVisible();
  });

  it('is not shown to employees', async () => {
    me = settingsProfile();
    openAs(employeeProfile);
    expect(await screen.findByLabelText('Vorname')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'API-Zugänge' })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });
});
