import type { WebhookDeliveryDto } from '@showcase/contracts/generated/model/webhookDeliveryDto';
import type { WebhookEndpointDto } from '@showcase/contracts/generated/model/webhookEndpointDto';
import { describe, expect, it } from 'vitest';
import {
  deliveriesOf,
  deliveriesUnderWay,
  DELIVERY_REFRESH_MS,
  deliveryRefreshInterval,
  deliveryTime,
  EMPTY_WEBHOOK_FORM,
  endpointStatus,
  lastErrorOfReason,
  orderedEvents,
  responseTimeText,
  toCreateWebhookRequest,
  toUpdateWebhookRequest,
  WEBHOOK_EVENT_ORDER,
  webhookFieldOfProblem,
  webhookFormRules,
  webhookFormValuesOf,
  withEdits,
  withNewDelivery,
  withoutSecret,
} from './webhooks-model';
import { webhookEventLabels } from './webhooks-texts';

function delivery(id: string, overrides: Partial<WebhookDeliveryDto> = {}): WebhookDeliveryDto {
  return {
    id,
    eventId: `event-${id}`,
    eventType: 'booking.created',
    status: 'delivered',
    attempts: 1,
    responseStatus: 200,
    responseTimeMs: 87,
    lastError: null,
    createdAt: '2030-07-12T10:00:00.000Z',
    lastAttemptAt: '2030-07-12T10:00:01.000Z',
    deliveredAt: '2030-07-12T10:00:01.000Z',
    ...overrides,
  };
}

describe('events', () => {
  it('has a German label for every event of the contract', () => {
    expect(WEBHOOK_EVENT_ORDER).toHaveLength(8);
    for (const event of WEBHOOK_EVENT_ORDER) expect(webhookEventLabels[event]).toBeTruthy();
  });

  it("orders the events the form's way, each once, without unknown ones", () => {
    expect(orderedEvents(['coupon.issued', 'booking.created', 'nope', 'booking.created'])).toEqual([
      'booking.created',
      'coupon.issued',
    ]);
  });
});

describe('endpointStatus', () => {
  it('tells on, off by hand and switched off after failures apart', () => {
    expect(endpointStatus({ enabled: true, disabledReason: null })).toBe('on');
    expect(endpointStatus({ enabled: false, disabledReason: null })).toBe('off');
    expect(endpointStatus({ enabled: false, disabledReason: 'Switched off: …' })).toBe('autoOff');
  });

  it("finds the last error in the API's switch-off reason", () => {
    expect(
      lastErrorOfReason(
        'Switched off: every attempt failed since 2030-07-12T10:00:00.000Z (last: HTTP 503)',
      ),
    ).toBe('HTTP 503');
    expect(lastErrorOfReason('something else')).toBeNull();
  });
});

describe('webhookFormRules', () => {
  const valid = { url: 'https://example.com/hooks', events: ['booking.created'], description: '' };

  it('accepts an https URL with at least one event', () => {
    expect(webhookFormRules({ ...valid, events: ['booking.created'] })).toEqual({});
  });

  it('wants a URL, a whole one, with https and without credentials', () => {
    const rules = (url: string) => webhookFormRules({ ...EMPTY_WEBHOOK_FORM, url }).url;
    expect(rules('  ')).toBe('urlRequired');
    expect(rules('example.com/hooks')).toBe('urlInvalid');
    expect(rules('http://example.com/hooks')).toBe('urlHttps');
    expect(rules('https://user:secret@example.com/hooks')).toBe('urlCredentials');
    expect(rules(`https://example.com/${'a'.repeat(2000)}`)).toBe('urlTooLong');
  });

  it('wants an event and a short description', () => {
    expect(
      webhookFormRules({ ...valid, events: [], description: 'x'.repeat(201) } as never),
    ).toEqual({ events: 'eventsRequired', description: 'descriptionTooLong' });
  });
});

describe('toCreateWebhookRequest', () => {
  it('trims, orders the events and leaves out an empty description', () => {
    expect(
      toCreateWebhookRequest({
        url: ' https://example.com/hooks ',
        events: ['coupon.issued', 'booking.created'],
        description: '  ',
      }),
    ).toEqual({ url: 'https://example.com/hooks', events: ['booking.created', 'coupon.issued'] });
    expect(
      toCreateWebhookRequest({
        url: 'https://example.com/hooks',
        events: ['stay.created'],
        description: ' Buchhaltung ',
      }),
    ).toEqual({
      url: 'https://example.com/hooks',
      events: ['stay.created'],
      description: 'Buchhaltung',
    });
  });
});

describe('editing', () => {
  const endpoint: WebhookEndpointDto = {
    id: 'e1',
    url: 'https://example.com/hooks',
    description: 'Buchhaltung',
    events: ['coupon.issued', 'booking.created'],
    enabled: true,
    disabledReason: null,
    secretPrefix: 'whsec_Ab12',
    consecutiveFailures: 0,
    lastSuccessAt: null,
    createdAt: '2030-07-12T10:00:00.000Z',
  };
  const before = webhookFormValuesOf(endpoint);

  it("opens with the endpoint's values, events in the form's order", () => {
    expect(before).toEqual({
      url: 'https://example.com/hooks',
      events: ['booking.created', 'coupon.issued'],
      description: 'Buchhaltung',
    });
    expect(webhookFormValuesOf({ ...endpoint, description: null }).description).toBe('');
  });

  it('sends only what changed, as the create form would send it, and never enabled', () => {
    expect(
      toUpdateWebhookRequest(before, {
        ...before,
        url: ' https://example.com/new ',
        events: ['stay.created', 'booking.created'],
      }),
    ).toEqual({ url: 'https://example.com/new', events: ['booking.created', 'stay.created'] });
    expect(toUpdateWebhookRequest(before, { ...before, description: ' Kasse ' })).toEqual({
      description: 'Kasse',
    });
    expect(toUpdateWebhookRequest(before, { ...before, description: '  ' })).toEqual({
      description: null,
    });
  });

  it('finds nothing to send when only spaces or the events order differ', () => {
    expect(
      toUpdateWebhookRequest(before, {
        url: ' https://example.com/hooks',
        events: ['coupon.issued', 'booking.created'],
        description: 'Buchhaltung ',
      }),
    ).toBeNull();
  });

  it('applies an edit in the page for a simulated endpoint', () => {
    const simulated = { ...endpoint, simulated: true };
    expect(withEdits(simulated, { url: 'https://example.com/new', description: null })).toEqual({
      ...simulated,
      url: 'https://example.com/new',
      description: null,
    });
    expect(withEdits(simulated, { events: ['stay.created'] }).events).toEqual(['stay.created']);
  });
});

describe('webhookFieldOfProblem', () => {
  it("puts the API's URL codes at the URL", () => {
    expect(webhookFieldOfProblem({ field: 'url', code: 'HTTPS_REQUIRED' })).toEqual({
      field: 'url',
      key: 'urlHttps',
    });
    expect(webhookFieldOfProblem({ field: 'url', code: 'PRIVATE_ADDRESS' })?.key).toBe(
      'urlPrivate',
    );
    expect(webhookFieldOfProblem({ field: 'url', code: 'CREDENTIALS_NOT_ALLOWED' })?.key).toBe(
      'urlCredentials',
    );
    expect(webhookFieldOfProblem({ field: 'url', code: 'INVALID_URL' })?.key).toBe('urlInvalid');
  });

  it('puts event and description problems at their fields, and nothing else', () => {
    expect(webhookFieldOfProblem({ field: 'events', code: 'ARRAY_MIN_SIZE' })).toEqual({
      field: 'events',
      key: 'eventsRequired',
    });
    expect(webhookFieldOfProblem({ field: 'events.2', code: 'NOT_ALLOWED' })?.key).toBe(
      'eventsInvalid',
    );
    expect(webhookFieldOfProblem({ field: 'description', code: 'TOO_LONG' })?.key).toBe(
      'descriptionTooLong',
    );
    expect(webhookFieldOfProblem({ field: 'enabled', code: 'NOT_A_BOOLEAN' })).toBeNull();
  });
});

describe('withoutSecret', () => {
  it('drops the secret and keeps the rest', () => {
    const listed = withoutSecret({
      id: 'e1',
      url: 'https://example.com/hooks',
      description: null,
      events: ['booking.created'],
      enabled: true,
      disabledReason: null,
      secretPrefix: 'whsec_Ab12',
      consecutiveFailures: 0,
      lastSuccessAt: null,
      createdAt: '2030-07-12T10:00:00.000Z',
      secret: 'whsec_secret',
    } as never);
    expect(listed).not.toHaveProperty('secret');
    expect(listed).toMatchObject({ id: 'e1', secretPrefix: 'whsec_Ab12' });
  });
});

describe('deliveries', () => {
  it('joins the pages, each delivery once', () => {
    expect(
      deliveriesOf([
        { items: [delivery('a'), delivery('b')], nextCursor: 'c1' },
        { items: [delivery('b'), delivery('c')], nextCursor: null },
      ]).map((item) => item.id),
    ).toEqual(['a', 'b', 'c']);
  });

  it('puts a redelivery on top of the first page', () => {
    const data = {
      pages: [
        { items: [delivery('a')], nextCursor: 'c1' },
        { items: [delivery('b')], nextCursor: null },
      ],
      pageParams: [undefined, 'c1'],
    };
    const next = withNewDelivery(data, delivery('n', { status: 'pending' }));
    expect(next.pages.map((page) => page.items.map((item) => item.id))).toEqual([
      ['n', 'a'],
      ['b'],
    ]);
    expect(next.pageParams).toEqual([undefined, 'c1']);
    expect(withNewDelivery({ pages: [] }, delivery('n')).pages).toEqual([
      { items: [delivery('n')], nextCursor: null },
    ]);
  });

  it('asks again every few seconds while a delivery is pending or retrying, else not', () => {
    const settled = {
      items: [delivery('a'), delivery('b', { status: 'failed' })],
      nextCursor: null,
    };
    expect(deliveriesUnderWay([settled])).toBe(false);
    expect(deliveryRefreshInterval({ pages: [settled] })).toBe(false);
    expect(deliveryRefreshInterval(undefined)).toBe(false);
    for (const status of ['pending', 'retrying'] as const) {
      const busy = { items: [delivery('c', { status })], nextCursor: null };
      expect(deliveriesUnderWay([settled, busy])).toBe(true);
      expect(deliveryRefreshInterval({ pages: [settled, busy] })).toBe(DELIVERY_REFRESH_MS);
    }
    expect(DELIVERY_REFRESH_MS).toBe(5000);
  });

  it('shows the last attempt, else when it was queued', () => {
    expect(deliveryTime(delivery('a'))).toBe('2030-07-12T10:00:01.000Z');
    expect(deliveryTime(delivery('a', { lastAttemptAt: null }))).toBe('2030-07-12T10:00:00.000Z');
  });

  it('writes response times in ms, from a second on in s with a comma', () => {
    expect(responseTimeText(null)).toBeNull();
    expect(responseTimeText(87)).toBe('87 ms');
    expect(responseTimeText(1234)).toBe('1,2 s');
  });
});
