import { getGetCurrentStaffMockHandler } from '@showcase/contracts/generated/endpoints/auth/auth.msw';
import type { CreateWebhookEndpointDto } from '@showcase/contracts/generated/model/createWebhookEndpointDto';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { StaffProfileDto } from '@showcase/contracts/generated/model/staffProfileDto';
import type { UpdateWebhookEndpointDto } from '@showcase/contracts/generated/model/updateWebhookEndpointDto';
import type { WebhookDeliveryDto } from '@showcase/contracts/generated/model/webhookDeliveryDto';
import type { WebhookEndpointDto } from '@showcase/contracts/generated/model/webhookEndpointDto';
import type { WebhookEndpointWithSecretDto } from '@showcase/contracts/generated/model/webhookEndpointWithSecretDto';
import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { rentalRoutes } from '../../routes';
import { server } from '../../../../testing/msw-server';
import { renderSite } from '../../../../testing/render';
import { settingsProfile } from '../../../../testing/staff-fixtures';
import { adminProfile, employeeProfile } from '../../../../testing/staff-profiles';
import { storeUser } from '../auth/stored-user';
import { fieldProblemResponse, problemResponse } from '../../../../testing/problem-response';
import { setupUser, type User } from '../../../../testing/user';

const path = '/RentalRevolution/Einstellungen';
const SECRET = 'whsec_c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0c2VjcmV0MTI=';
const ROTATED = 'whsec_bmV1bmV1bmV1bmV1bmV1bmV1bmV1bmV1bmV1bmV1MTI=';
const URL_A = 'https://portal.example.com/hooks/verleih';
const URL_B = 'https://erp.example.com/in/verleih';
const ID_A = 'b1b2c3d4-0000-4000-8000-000000000001';

let me: EmployeeDto;
let endpoints: WebhookEndpointDto[];
let reads: number;
let createBodies: CreateWebhookEndpointDto[];
let patches: { id: string; body: UpdateWebhookEndpointDto }[];
let deleted: string[];
let rotated: string[];
let deliveryRequests: string[];
let redelivered: string[];
let createAnswer: (() => Response) | null;
let redeliverAnswer: (() => Response) | null;

function endpoint(overrides: Partial<WebhookEndpointDto> = {}): WebhookEndpointDto {
  return {
    id: ID_A,
    url: URL_A,
    description: 'Buchungsportal',
    events: ['coupon.issued', 'booking.created'],
    enabled: true,
    disabledReason: null,
    secretPrefix: 'whsec_Ab12Cd',
    consecutiveFailures: 0,
    lastSuccessAt: '2030-04-02T08:30:00.000Z',
    createdAt: '2030-04-01T08:00:00.000Z',
    ...overrides,
  };
}

function delivery(index: number, overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    id: `d0000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    eventId: `e0000000-0000-4000-8000-0000000000${String(index).padStart(2, '0')}`,
    eventType: 'booking.created',
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 87,
    lastError: null,
    createdAt: '2030-04-02T08:30:00.000Z',
    lastAttemptAt: '2030-04-02T08:30:00.000Z',
    deliveredAt: '2030-04-02T08:30:00.000Z',
    ...overrides,
  };
}

beforeEach(() => {
  me = settingsProfile({ id: adminProfile.id, role: 'admin' });
  endpoints = [];
  reads = 0;
  createBodies = [];
  patches = [];
  deleted = [];
  rotated = [];
  deliveryRequests = [];
  redelivered = [];
  createAnswer = null;
  redeliverAnswer = null;
  server.use(
    http.get('*/api/v1/me', () => HttpResponse.json(me)),
    http.get('*/api/v1/webhooks', () => {
      reads += 1;
      return HttpResponse.json({ items: endpoints });
    }),
    http.post('*/api/v1/webhooks', async ({ request }) => {
      const body = (await request.json()) as CreateWebhookEndpointDto;
      createBodies.push(body);
      if (createAnswer) return createAnswer();
      const created: WebhookEndpointWithSecretDto = {
        ...endpoint({
          id: `b1b2c3d4-0000-4000-8000-00000000010${createBodies.length}`,
          url: body.url,
          description: body.description ?? null,
          events: body.events,
          secretPrefix: SECRET.slice(0, 12),
          lastSuccessAt: null,
          createdAt: new Date().toISOString(),
        }),
        secret: SECRET,
      };
      const { secret: _secret, ...listed } = created;
      void _secret;
      endpoints = [listed, ...endpoints];
      return HttpResponse.json(created, { status: 201 });
    }),
    http.patch('*/api/v1/webhooks/:id', async ({ params, request }) => {
      const id = String(params.id);
      const body = (await request.json()) as UpdateWebhookEndpointDto;
      patches.push({ id, body });
      const found = endpoints.find((item) => item.id === id);
      if (!found) return problemResponse(404, 'NOT_FOUND');
      const result = {
        ...found,
        ...body,
        ...(body.enabled && { disabledReason: null, consecutiveFailures: 0 }),
      } as WebhookEndpointDto;
      endpoints = endpoints.map((item) => (item.id === id ? result : item));
      return HttpResponse.json(result);
    }),
    http.delete('*/api/v1/webhooks/:id', ({ params }) => {
      const id = String(params.id);
      deleted.push(id);
      endpoints = endpoints.filter((item) => item.id !== id);
      return new HttpResponse(null, { status: 204 });
    }),
    http.post('*/api/v1/webhooks/:id/rotate-secret', ({ params }) => {
      const id = String(params.id);
      rotated.push(id);
      const found = endpoints.find((item) => item.id === id)!;
      const result = { ...found, secretPrefix: ROTATED.slice(0, 12) };
      endpoints = endpoints.map((item) => (item.id === id ? result : item));
      return HttpResponse.json({ ...result, secret: ROTATED });
    }),
    http.get('*/api/v1/webhooks/:id/deliveries', ({ request }) => {
      const cursor = new URL(request.url).searchParams.get('cursor');
      deliveryRequests.push(cursor ?? '');
      if (cursor === 'page2') {
        return HttpResponse.json({
          items: [delivery(3, { eventType: 'coupon.issued' })],
          nextCursor: null,
        });
      }
      return HttpResponse.json({
        items: [
          delivery(1),
          delivery(2, {
            eventType: 'checkout.completed',
            status: 'failed',
            attempts: 3,
            responseStatus: 503,
            responseTimeMs: 1234,
            lastError: 'HTTP 503',
            deliveredAt: null,
          }),
        ],
        nextCursor: 'page2',
      });
    }),
    http.post('*/api/v1/webhooks/:id/deliveries/:deliveryId/redeliver', ({ params }) => {
      redelivered.push(String(params.deliveryId));
      if (redeliverAnswer) return redeliverAnswer();
      return HttpResponse.json(
        {
          delivery: delivery(9, {
            eventType: 'checkout.completed',
            status: 'pending',
            attempts: 0,
            responseStatus: null,
            responseTimeMs: null,
            lastAttemptAt: null,
            deliveredAt: null,
            createdAt: '2030-04-03T09:00:00.000Z',
          }),
        },
        { status: 202 },
      );
    }),
  );
});

function openAs(profile: StaffProfileDto) {
  storeUser(profile);
  server.use(getGetCurrentStaffMockHandler(profile));
  return renderSite(rentalRoutes, path);
}

const card = () => screen.getByRole('region', { name: 'Webhooks' });
const form = () => within(card()).getByRole('region', { name: 'Neuer Webhook' });
const item = (url = URL_A) => within(card()).getByRole('listitem', { name: url });

const editor = (url = URL_A) =>
  within(item(url)).getByRole('region', { name: `Webhook an ${url} bearbeiten` });

/** Opens the edit form of the endpoint at `url`, and waits until its URL field has the focus. */
async function openEditor(user: User, url = URL_A) {
  await user.click(within(item(url)).getByRole('button', { name: `Bearbeiten: ${url}` }));
  await waitFor(() => expect(within(editor(url)).getByLabelText('Ziel-URL')).toHaveFocus());
  return editor(url);
}

async function listed() {
  expect(await screen.findByRole('region', { name: 'Webhooks' })).toBeInTheDocument();
  await waitFor(() => expect(within(card()).queryByText(/werden geladen/)).not.toBeInTheDocument());
}

describe('WebhooksCard', () => {
  it('lists the endpoints with their events, status and why one was switched off', async () => {
    endpoints = [
      endpoint(),
      endpoint({
        id: 'b1b2c3d4-0000-4000-8000-000000000002',
        url: 'https://books.example.com/in',
        description: null,
        events: ['stay.cancelled', 'booking.repriced', 'checkout.completed'],
        enabled: false,
        disabledReason:
          'Switched off: every attempt failed since 2030-04-01T08:00:00.000Z (last: HTTP 503)',
        consecutiveFailures: 3,
        lastSuccessAt: null,
      }),
      endpoint({
        id: 'b1b2c3d4-0000-4000-8000-000000000003',
        url: 'https://old.example.com/in',
        enabled: false,
      }),
    ];
    openAs(adminProfile);
    await listed();

    expect(within(card()).getByRole('link', { name: 'API-Dokumentation' })).toHaveAttribute(
      'href',
      '/api/docs',
    );
    const portal = item();
    expect(within(portal).getByRole('heading', { name: URL_A })).toBeInTheDocument();
    expect(within(portal).getByText('Buchungsportal')).toBeInTheDocument();
    const events = within(portal).getByRole('list', { name: 'Ereignisse' });
    expect(
      within(events)
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Buchung angelegt', 'Gutschein ausgestellt']);
    expect(within(portal).getByText('aktiv')).toBeInTheDocument();
    expect(within(portal).getByText('whsec_Ab12Cd…')).toBeInTheDocument();
    expect(within(portal).getByText('02.04.2030 um 10:30 Uhr')).toBeInTheDocument();
    expect(within(portal).getByRole('switch', { name: `Eingeschaltet: ${URL_A}` })).toBeChecked();

    const books = item('https://books.example.com/in');
    expect(
      within(within(books).getByRole('list', { name: 'Ereignisse' }))
        .getAllByRole('listitem')
        .map((chip) => chip.textContent),
    ).toEqual(['Buchungspreis geändert', 'Aufenthalt storniert', 'Kassiervorgang abgeschlossen']);
    expect(within(books).getByText('abgeschaltet')).toBeInTheDocument();
    expect(
      within(books).getByText(/Automatisch abgeschaltet, .* \(zuletzt: HTTP 503\)/),
    ).toBeInTheDocument();
    expect(within(books).getByText('noch nie')).toBeInTheDocument();
    expect(within(books).getByRole('switch')).not.toBeChecked();

    const old = item('https://old.example.com/in');
    expect(within(old).getByText(/Von Hand abgeschaltet/)).toBeInTheDocument();
  });

  it('says when there are no webhooks yet', async () => {
    openAs(adminProfile);
    await listed();
    expect(within(card()).getByText('Es gibt noch keine Webhooks.')).toBeInTheDocument();
  });

  it('creates a webhook, shows its secret once, then lists it without the secret', async () => {
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    await user.type(within(form()).getByLabelText('Ziel-URL'), ' https://hooks.example.com/in ');
    const events = within(form()).getByRole('group', { name: 'Ereignisse' });
    await user.click(within(events).getByRole('checkbox', { name: /Gutschein ausgestellt/ }));
    await user.click(within(events).getByRole('checkbox', { name: /Buchung angelegt/ }));
    await user.type(within(form()).getByLabelText(/^Beschreibung/), 'Buchhaltung');
    await user.click(within(form()).getByRole('button', { name: 'Webhook anlegen' }));

    const panel = await within(card()).findByRole('region', {
      name: 'Secret für https://hooks.example.com/in',
    });
    expect(createBodies).toEqual([
      {
        url: 'https://hooks.example.com/in',
        events: ['booking.created', 'coupon.issued'],
        description: 'Buchhaltung',
      },
    ]);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(panel).getByLabelText('Signatur-Secret')).toHaveValue(SECRET);
    expect(within(panel).getByText(/wird nur jetzt angezeigt/)).toBeInTheDocument();
    expect(
      within(card()).getByText('Der Webhook an https://hooks.example.com/in wurde angelegt.'),
    ).toBeInTheDocument();
    expect(
      await within(card()).findByRole('heading', { name: 'https://hooks.example.com/in' }),
    ).toBeVisible();

    await user.click(within(panel).getByRole('button', { name: 'Kopieren' }));
    expect(await navigator.clipboard.readText()).toBe(SECRET);
    expect(
      await within(panel).findByText('Das Secret ist in der Zwischenablage.'),
    ).toBeInTheDocument();

    await user.click(within(panel).getByRole('button', { name: 'Fertig' }));
    expect(screen.queryByDisplayValue(SECRET)).not.toBeInTheDocument();
    await waitFor(() => expect(within(form()).getByLabelText('Ziel-URL')).toHaveFocus());
    expect(within(form()).getByLabelText('Ziel-URL')).toHaveValue('');
    expect(within(card()).getByText(`${SECRET.slice(0, 12)}…`)).toBeInTheDocument();
  });

  it('checks the form before sending, and "Alle auswählen" picks every event', async () => {
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Ziel-URL'), 'http://hooks.example.com');
    await user.click(within(form()).getByRole('button', { name: 'Webhook anlegen' }));

    expect(await within(form()).findByLabelText('Ziel-URL')).toHaveAccessibleDescription(
      'Die Adresse muss mit https:// beginnen.',
    );
    expect(within(form()).getByLabelText('Ziel-URL')).toHaveFocus();
    expect(within(form()).getByText('Bitte wählen Sie mindestens ein Ereignis.')).toBeVisible();
    expect(createBodies).toEqual([]);

    await user.click(within(form()).getByRole('button', { name: 'Alle auswählen' }));
    const boxes = within(within(form()).getByRole('group', { name: 'Ereignisse' })).getAllByRole(
      'checkbox',
    );
    expect(boxes).toHaveLength(8);
    for (const box of boxes) expect(box).toBeChecked();
    expect(
      within(form()).queryByText('Bitte wählen Sie mindestens ein Ereignis.'),
    ).not.toBeInTheDocument();
  });

  it("shows the server's field errors under the fields", async () => {
    createAnswer = () =>
      fieldProblemResponse(400, 'VALIDATION_FAILED', [
        { field: 'url', code: 'PRIVATE_ADDRESS' },
        { field: 'events.0', code: 'NOT_ALLOWED' },
      ]);
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.type(within(form()).getByLabelText('Ziel-URL'), 'https://10.0.0.5/in');
    await user.click(within(form()).getByRole('checkbox', { name: /Aufenthalt angelegt/ }));
    await user.click(within(form()).getByRole('button', { name: 'Webhook anlegen' }));

    expect(
      await within(form()).findByText('Bitte prüfen Sie die markierten Felder.'),
    ).toBeInTheDocument();
    expect(within(form()).getByLabelText('Ziel-URL')).toHaveAccessibleDescription(
      /aus dem Internet nicht erreichbar/,
    );
    expect(within(form()).getByLabelText('Ziel-URL')).toHaveFocus();
    expect(within(form()).getByRole('group', { name: 'Ereignisse' })).toHaveAccessibleDescription(
      'Bitte wählen Sie nur Ereignisse aus der Liste, jedes einmal.',
    );
    expect(within(card()).queryByRole('region', { name: /^Secret für/ })).not.toBeInTheDocument();
  });

  it('switches an endpoint off and on with PATCH {enabled}', async () => {
    endpoints = [endpoint()];
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    await user.click(within(item()).getByRole('switch', { name: `Eingeschaltet: ${URL_A}` }));
    await waitFor(() => expect(within(item()).getByRole('switch')).not.toBeChecked());
    expect(patches).toEqual([{ id: ID_A, body: { enabled: false } }]);
    expect(within(item()).getByText('abgeschaltet')).toBeInTheDocument();
    expect(within(card()).getByText(`Der Webhook an ${URL_A} ist abgeschaltet.`)).toBeVisible();

    await user.click(within(item()).getByRole('switch'));
    await waitFor(() => expect(within(item()).getByRole('switch')).toBeChecked());
    expect(patches[1]).toEqual({ id: ID_A, body: { enabled: true } });
    expect(within(item()).getByText('aktiv')).toBeInTheDocument();
  });

  it('asks before deleting, then deletes', async () => {
    endpoints = [endpoint()];
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    await user.click(within(item()).getByRole('button', { name: `Löschen: ${URL_A}` }));
    let dialog = await screen.findByRole('dialog', { name: 'Webhook löschen?' });
    expect(
      within(dialog).getByText(`Soll der Webhook an ${URL_A} gelöscht werden?`),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Abbrechen' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(deleted).toEqual([]);

    await user.click(within(item()).getByRole('button', { name: `Löschen: ${URL_A}` }));
    dialog = await screen.findByRole('dialog', { name: 'Webhook löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(deleted).toEqual([ID_A]);
    expect(within(card()).getByText(`Der Webhook an ${URL_A} wurde gelöscht.`)).toBeVisible();
    expect(await within(card()).findByText('Es gibt noch keine Webhooks.')).toBeInTheDocument();
    await waitFor(() =>
      expect(within(card()).getByRole('heading', { name: 'Vorhandene Webhooks' })).toHaveFocus(),
    );
  });

  it('renews the secret after a question and shows the new one once', async () => {
    endpoints = [endpoint()];
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    await user.click(within(item()).getByRole('button', { name: `Secret erneuern: ${URL_A}` }));
    const dialog = await screen.findByRole('dialog', { name: 'Secret erneuern?' });
    expect(within(dialog).getByText(/bisher whsec_Ab12Cd…/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Secret erneuern' }));

    const panel = await within(card()).findByRole('region', { name: `Secret für ${URL_A}` });
    expect(rotated).toEqual([ID_A]);
    expect(within(panel).getByLabelText('Signatur-Secret')).toHaveValue(ROTATED);
    await waitFor(() => expect(panel).toHaveFocus());
    expect(within(item()).getByText(`${ROTATED.slice(0, 12)}…`)).toBeInTheDocument();
  });

  it('shows the deliveries, loads more and sends one again', async () => {
    endpoints = [endpoint()];
    const user = setupUser();
    openAs(adminProfile);
    await listed();

    const toggle = within(item()).getByRole('button', { name: `Zustellungen: ${URL_A}` });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const log = await within(item()).findByRole('region', { name: `Zustellungen an ${URL_A}` });
    const table = await within(log).findByRole('table');
    let rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    const failed = rows[1]!;
    expect(within(failed).getByText('Kassiervorgang abgeschlossen')).toBeInTheDocument();
    expect(within(failed).getByText('fehlgeschlagen')).toBeInTheDocument();
    expect(within(failed).getByText('503')).toBeInTheDocument();
    expect(within(failed).getByText('3')).toBeInTheDocument();
    expect(within(failed).getByText('1,2 s')).toBeInTheDocument();
    expect(within(failed).getByText('HTTP 503')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('87 ms')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('zugestellt')).toBeInTheDocument();

    await user.click(within(log).getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(within(table).getAllByRole('row')).toHaveLength(4));
    expect(deliveryRequests).toEqual(['', 'page2']);
    expect(within(log).queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
    expect(within(table).getByText('Gutschein ausgestellt')).toBeInTheDocument();

    await user.click(within(failed).getByRole('button', { name: /^Erneut senden/ }));
    expect(
      await within(log).findByText('Die Zustellung wird erneut gesendet.'),
    ).toBeInTheDocument();
    expect(redelivered).toEqual([delivery(2).id]);
    rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(4);
    expect(within(rows[0]!).getByText('wartet')).toBeInTheDocument();
  });

  it('says so when the endpoint is switched off at a redelivery', async () => {
    endpoints = [endpoint()];
    redeliverAnswer = () => problemResponse(409, 'WEBHOOK_DISABLED');
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.click(within(item()).getByRole('button', { name: `Zustellungen: ${URL_A}` }));
    const log = await within(item()).findByRole('region', { name: /^Zustellungen an/ });
    const [first] = await within(log).findAllByRole('button', { name: /^Erneut senden/ });
    await user.click(first!);
    expect(
      await within(log).findByText(/Der Webhook ist abgeschaltet. Schalten Sie ihn zuerst/),
    ).toBeInTheDocument();
  });

  it('says when an endpoint has no deliveries yet', async () => {
    endpoints = [endpoint()];
    server.use(
      http.get('*/api/v1/webhooks/:id/deliveries', () =>
        HttpResponse.json({ items: [], nextCursor: null }),
      ),
    );
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    await user.click(within(item()).getByRole('button', { name: `Zustellungen: ${URL_A}` }));
    expect(await within(item()).findByText('Noch keine Zustellungen.')).toBeInTheDocument();
  });

  it('tells the demo account that its changes are simulated', async () => {
    const demoProfile: StaffProfileDto = { ...adminProfile, role: 'admin', demo: true };
    createAnswer = () =>
      HttpResponse.json(
        {
          ...endpoint({
            id: 'b1b2c3d4-0000-4000-8000-000000000999',
            url: 'https://demo.example.com',
          }),
          simulated: true,
          secret: SECRET,
        },
        { status: 201 },
      );
    const user = setupUser();
    openAs(demoProfile);
    await listed();

    expect(
      await within(card()).findByText(/Änderungen an Webhooks werden nur simuliert/),
    ).toBeVisible();
    await user.type(within(form()).getByLabelText('Ziel-URL'), 'https://demo.example.com');
    await user.click(within(form()).getByRole('checkbox', { name: /Buchung storniert/ }));
    await user.click(within(form()).getByRole('button', { name: 'Webhook anlegen' }));

    const panel = await within(card()).findByRole('region', { name: /^Secret für/ });
    expect(within(panel).getByText(/nur simuliert und nicht gespeichert/)).toBeVisible();
    // The simulated endpoint stays in the page (the server's list is empty) and asks for no log.
    const demoItem = item('https://demo.example.com');
    expect(within(demoItem).getByText('Demo')).toBeInTheDocument();
    await user.click(within(demoItem).getByRole('button', { name: /^Zustellungen/ }));
    expect(await within(demoItem).findByText('Noch keine Zustellungen.')).toBeInTheDocument();
    expect(deliveryRequests).toEqual([]);
    // Switching and deleting happen in the page alone; a new secret needs a stored endpoint.
    expect(
      within(demoItem).queryByRole('button', { name: /^Secret erneuern/ }),
    ).not.toBeInTheDocument();
    await user.click(within(demoItem).getByRole('switch'));
    expect(within(demoItem).getByRole('switch')).not.toBeChecked();
    expect(within(demoItem).getByText('abgeschaltet')).toBeInTheDocument();
    await user.click(within(demoItem).getByRole('button', { name: /^Löschen/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Webhook löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    expect(await within(card()).findByText('Es gibt noch keine Webhooks.')).toBeInTheDocument();
    expect(patches).toEqual([]);
    expect(deleted).toEqual([]);
  });

  describe('editing an endpoint', () => {
    it('opens prefilled, saves only the changes with PATCH and lists the new values', async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      const toggle = within(item()).getByRole('button', { name: `Bearbeiten: ${URL_A}` });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      const form = await openEditor(user);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      expect(toggle).toHaveAttribute('aria-controls', form.id);
      expect(within(form).getByText(/Das Secret bleibt dasselbe/)).toBeVisible();
      const url = within(form).getByLabelText('Ziel-URL');
      expect(url).toHaveValue(URL_A);
      const events = within(form).getByRole('group', { name: 'Ereignisse' });
      const checked = within(events)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => (box as HTMLInputElement).value);
      expect(checked).toEqual(['booking.created', 'coupon.issued']);
      expect(within(form).getByLabelText(/^Beschreibung/)).toHaveValue('Buchungsportal');

      await user.clear(url);
      await user.type(url, ` ${URL_B} `);
      await user.click(within(events).getByRole('checkbox', { name: /Gutschein ausgestellt/ }));
      await user.click(within(events).getByRole('checkbox', { name: /Aufenthalt angelegt/ }));
      const readsBefore = reads;
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      expect(
        await within(card()).findByText(`Der Webhook an ${URL_B} wurde gespeichert.`),
      ).toBeVisible();
      expect(patches).toEqual([
        { id: ID_A, body: { url: URL_B, events: ['booking.created', 'stay.created'] } },
      ]);
      // The switch owns on/off: an edit never sends it (it would clear an automatic switch-off).
      expect(patches[0]!.body).not.toHaveProperty('enabled');
      expect(createBodies).toEqual([]);
      expect(rotated).toEqual([]);
      const saved = item(URL_B);
      expect(
        within(within(saved).getByRole('list', { name: 'Ereignisse' }))
          .getAllByRole('listitem')
          .map((chip) => chip.textContent),
      ).toEqual(['Buchung angelegt', 'Aufenthalt angelegt']);
      expect(within(saved).queryByRole('region', { name: /bearbeiten$/ })).not.toBeInTheDocument();
      expect(within(card()).queryByRole('listitem', { name: URL_A })).not.toBeInTheDocument();
      await waitFor(() =>
        expect(within(saved).getByRole('button', { name: `Bearbeiten: ${URL_B}` })).toHaveFocus(),
      );
      // The list is asked again, so it shows what the server stored.
      await waitFor(() => expect(reads).toBeGreaterThan(readsBefore));
      expect(item(URL_B)).toBeInTheDocument();
    });

    it('closes on "Abbrechen" without a request, and opens again with the stored values', async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      let form = await openEditor(user);
      await user.clear(within(form).getByLabelText('Ziel-URL'));
      await user.type(within(form).getByLabelText('Ziel-URL'), URL_B);
      await user.click(within(form).getByRole('button', { name: 'Abbrechen' }));

      expect(within(item()).queryByRole('region', { name: /bearbeiten$/ })).not.toBeInTheDocument();
      const toggle = within(item()).getByRole('button', { name: `Bearbeiten: ${URL_A}` });
      expect(toggle).toHaveFocus();
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(patches).toEqual([]);

      form = await openEditor(user);
      expect(within(form).getByLabelText('Ziel-URL')).toHaveValue(URL_A);
    });

    it('sends nothing when nothing changed', async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      const form = await openEditor(user);
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));
      expect(
        await within(card()).findByText('Es gab nichts zu speichern: Der Webhook ist unverändert.'),
      ).toBeVisible();
      expect(patches).toEqual([]);
      expect(within(item()).getByRole('button', { name: `Bearbeiten: ${URL_A}` })).toHaveFocus();
    });

    it('clears the description with null', async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();
      expect(within(item()).getByText('Buchungsportal')).toBeInTheDocument();

      const form = await openEditor(user);
      await user.clear(within(form).getByLabelText(/^Beschreibung/));
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      expect(
        await within(card()).findByText(`Der Webhook an ${URL_A} wurde gespeichert.`),
      ).toBeVisible();
      expect(patches).toEqual([{ id: ID_A, body: { description: null } }]);
      expect(within(item()).queryByText('Buchungsportal')).not.toBeInTheDocument();
    });

    it("refuses an invalid URL with the create form's message, before sending", async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      const form = await openEditor(user);
      const url = within(form).getByLabelText('Ziel-URL');
      await user.clear(url);
      await user.type(url, 'portal.example.com/hooks');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      await waitFor(() =>
        expect(url).toHaveAccessibleDescription(
          'Bitte geben Sie eine vollständige Adresse an, z. B. https://example.com/hooks.',
        ),
      );
      expect(url).toHaveFocus();
      expect(url).toHaveAttribute('aria-invalid', 'true');
      expect(patches).toEqual([]);
      expect(editor()).toBeInTheDocument();
    });

    it("shows the server's objection at the URL field", async () => {
      endpoints = [endpoint()];
      server.use(
        http.patch('*/api/v1/webhooks/:id', async ({ params, request }) => {
          patches.push({
            id: String(params.id),
            body: (await request.json()) as UpdateWebhookEndpointDto,
          });
          return fieldProblemResponse(400, 'VALIDATION_FAILED', [
            { field: 'url', code: 'PRIVATE_ADDRESS' },
          ]);
        }),
      );
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      const form = await openEditor(user);
      const url = within(form).getByLabelText('Ziel-URL');
      await user.clear(url);
      await user.type(url, 'https://10.0.0.5/in');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      expect(
        await within(form).findByText('Bitte prüfen Sie die markierten Felder.'),
      ).toBeInTheDocument();
      expect(url).toHaveAccessibleDescription(/aus dem Internet nicht erreichbar/);
      expect(url).toHaveFocus();
      expect(patches).toEqual([{ id: ID_A, body: { url: 'https://10.0.0.5/in' } }]);
      // Still open, nothing changed in the list.
      expect(editor()).toBeInTheDocument();
      expect(within(item()).getByRole('heading', { name: URL_A })).toBeInTheDocument();
    });

    it('says so when the endpoint was deleted meanwhile', async () => {
      endpoints = [endpoint()];
      const user = setupUser();
      openAs(adminProfile);
      await listed();

      const form = await openEditor(user);
      endpoints = [];
      await user.type(within(form).getByLabelText(/^Beschreibung/), ' neu');
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      expect(
        await within(card()).findByText(
          'Diesen Webhook gibt es nicht mehr. Die Liste wurde neu geladen.',
        ),
      ).toBeVisible();
      expect(await within(card()).findByText('Es gibt noch keine Webhooks.')).toBeInTheDocument();
      await waitFor(() =>
        expect(within(card()).getByRole('heading', { name: 'Vorhandene Webhooks' })).toHaveFocus(),
      );
    });

    it('tells the demo account that the change was only simulated', async () => {
      const demoProfile: StaffProfileDto = { ...adminProfile, role: 'admin', demo: true };
      endpoints = [endpoint()];
      server.use(
        // Demo mode runs the write, answers it and rolls it back: nothing is stored.
        http.patch('*/api/v1/webhooks/:id', async ({ params, request }) => {
          const body = (await request.json()) as UpdateWebhookEndpointDto;
          patches.push({ id: String(params.id), body });
          return HttpResponse.json({ ...endpoints[0]!, ...body, simulated: true });
        }),
      );
      const user = setupUser();
      openAs(demoProfile);
      await listed();
      await within(card()).findByText(/Änderungen an Webhooks werden nur simuliert/);

      const form = await openEditor(user);
      const description = within(form).getByLabelText(/^Beschreibung/);
      await user.clear(description);
      await user.type(description, 'Kasse');
      const readsBefore = reads;
      await user.click(within(form).getByRole('button', { name: 'Speichern' }));

      expect(
        await within(card()).findByText(
          'Demo-Konto: Die Änderungen wurden nur simuliert und nicht gespeichert. Nach dem Neuladen der Seite sind sie wieder weg.',
        ),
      ).toBeVisible();
      expect(patches).toEqual([{ id: ID_A, body: { description: 'Kasse' } }]);
      // The simulated answer stays in the page: asking the list again would bring back the old one.
      expect(within(item()).getByText('Kasse')).toBeInTheDocument();
      expect(reads).toBe(readsBefore);
    });
  });

  it('asks for an open log again every 5 s while a delivery is under way, then stops', async () => {
    endpoints = [endpoint()];
    server.use(
      http.get('*/api/v1/webhooks/:id/deliveries', ({ request }) => {
        const cursor = new URL(request.url).searchParams.get('cursor');
        deliveryRequests.push(cursor ?? '');
        if (cursor === 'page2') {
          return HttpResponse.json({ items: [delivery(3)], nextCursor: null });
        }
        // The first answer has a delivery to be retried; the next one has it delivered.
        const first = deliveryRequests.filter((asked) => asked === '').length === 1;
        return HttpResponse.json({
          items: [
            first
              ? delivery(1, {
                  status: 'retrying',
                  responseStatus: 503,
                  lastError: 'HTTP 503',
                  deliveredAt: null,
                })
              : delivery(1, { attempts: 2 }),
          ],
          nextCursor: 'page2',
        });
      }),
    );
    const user = setupUser();
    openAs(adminProfile);
    await listed();
    // Only the refetch interval runs on a fake clock; answers and rendering keep real time.
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });

    await user.click(within(item()).getByRole('button', { name: `Zustellungen: ${URL_A}` }));
    const log = await within(item()).findByRole('region', { name: `Zustellungen an ${URL_A}` });
    expect(await within(log).findByText('wird wiederholt')).toBeVisible();
    // "Mehr laden" still adds the next page while the log refreshes.
    await user.click(within(log).getByRole('button', { name: 'Mehr laden' }));
    await waitFor(() => expect(within(log).getAllByRole('row')).toHaveLength(3));
    expect(deliveryRequests).toEqual(['', 'page2']);

    await act(() => vi.advanceTimersByTimeAsync(4999));
    expect(deliveryRequests).toEqual(['', 'page2']);
    await act(() => vi.advanceTimersByTimeAsync(1));
    // Every loaded page is asked again, so the log keeps both.
    await waitFor(() => expect(deliveryRequests).toEqual(['', 'page2', '', 'page2']));
    await waitFor(() => expect(within(log).queryByText('wird wiederholt')).not.toBeInTheDocument());
    expect(within(log).getAllByRole('row')).toHaveLength(3);
    expect(within(log).getAllByText('zugestellt')).toHaveLength(2);

    // Nothing under way any more: no more requests.
    await act(() => vi.advanceTimersByTimeAsync(20_000));
    expect(deliveryRequests).toEqual(['', 'page2', '', 'page2']);
  });

  it('is not shown to employees', async () => {
    me = settingsProfile();
    openAs(employeeProfile);
    expect(await screen.findByLabelText('Vorname')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Webhooks' })).not.toBeInTheDocument();
    expect(reads).toBe(0);
  });
});
