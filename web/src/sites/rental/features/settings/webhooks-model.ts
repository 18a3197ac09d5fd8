import type { CreateWebhookEndpointDto } from '@showcase/contracts/generated/model/createWebhookEndpointDto';
import type { WebhookDeliveryDto } from '@showcase/contracts/generated/model/webhookDeliveryDto';
import type { WebhookDeliveryPageDto } from '@showcase/contracts/generated/model/webhookDeliveryPageDto';
import type { WebhookEndpointDto } from '@showcase/contracts/generated/model/webhookEndpointDto';
import { WebhookEventType as WEBHOOK_EVENTS } from '@showcase/contracts/generated/model/webhookEventType';
import type { WebhookEventType } from '@showcase/contracts/generated/model/webhookEventType';
import {
  createWebhookEndpointBodyDescriptionMax,
  createWebhookEndpointBodyUrlMax,
} from '@showcase/contracts/generated/zod/webhooks/webhooks.zod';

/*
 * The webhooks card (issue 24): pure rules, the mapping to POST /webhooks, where the API's field
 * problems show, and the endpoints' and deliveries' states. Texts live in webhooks-texts.ts.
 */

/** Every event, in the order the form and the chips show them. */
export const WEBHOOK_EVENT_ORDER: readonly WebhookEventType[] = Object.values(WEBHOOK_EVENTS);

/** The API's limits, from the contract. */
export const webhookLimits = {
  url: createWebhookEndpointBodyUrlMax,
  description: createWebhookEndpointBodyDescriptionMax,
} as const;

/** How many deliveries one page of the log holds. */
export const DELIVERY_PAGE_SIZE = 20;

/** The events in the form's order, each once (whatever order the API sent them in). */
export function orderedEvents(events: readonly string[]): WebhookEventType[] {
  return WEBHOOK_EVENT_ORDER.filter((event) => events.includes(event));
}

// Status ------------------------------------------------------------------------------------------

/** on: delivers; off: switched off by an admin; autoOff: switched off after failed deliveries. */
export type EndpointStatus = 'on' | 'off' | 'autoOff';

export function endpointStatus(
  endpoint: Pick<WebhookEndpointDto, 'enabled' | 'disabledReason'>,
): EndpointStatus {
  if (endpoint.enabled) return 'on';
  return endpoint.disabledReason ? 'autoOff' : 'off';
}

/**
 * The last error inside the API's switch-off reason ('Switched off: every attempt failed since
 * … (last: HTTP 503)'), to show it in a German sentence; null when the reason has another form.
 */
export function lastErrorOfReason(reason: string): string | null {
  const match = /\(last: (.+)\)\s*$/.exec(reason);
  return match?.[1]?.trim() || null;
}

// The form ----------------------------------------------------------------------------------------

export interface WebhookFormValues {
  url: string;
  events: WebhookEventType[];
  description: string;
}

export type WebhookField = keyof WebhookFormValues;

export type WebhookErrorKey =
  | 'urlRequired'
  | 'urlInvalid'
  | 'urlHttps'
  | 'urlCredentials'
  | 'urlPrivate'
  | 'urlTooLong'
  | 'eventsRequired'
  | 'eventsInvalid'
  | 'descriptionTooLong';

export const EMPTY_WEBHOOK_FORM: WebhookFormValues = { url: '', events: [], description: '' };

/** The URL, or null when the text is no absolute URL. */
function parsedUrl(text: string): URL | null {
  try {
    return new URL(text);
  } catch {
    return null;
  }
}

/**
 * What the API checks too, as far as the browser can: an absolute https URL without user name
 * or password, at least one event, a description of at most 200 characters. Private and
 * loopback addresses only the server judges (it resolves host names).
 */
export function webhookFormRules(
  values: WebhookFormValues,
): Partial<Record<WebhookField, WebhookErrorKey>> {
  const errors: Partial<Record<WebhookField, WebhookErrorKey>> = {};
  const url = values.url.trim();
  if (url === '') errors.url = 'urlRequired';
  else if (url.length > webhookLimits.url) errors.url = 'urlTooLong';
  else {
    const parsed = parsedUrl(url);
    if (!parsed || parsed.hostname === '') errors.url = 'urlInvalid';
    else if (parsed.protocol !== 'https:') errors.url = 'urlHttps';
    else if (parsed.username !== '' || parsed.password !== '') errors.url = 'urlCredentials';
  }
  if (values.events.length === 0) errors.events = 'eventsRequired';
  if (values.description.trim().length > webhookLimits.description) {
    errors.description = 'descriptionTooLong';
  }
  return errors;
}

/** The POST /webhooks body: URL and description trimmed (an empty one left out), events in order. */
export function toCreateWebhookRequest(values: WebhookFormValues): CreateWebhookEndpointDto {
  const request: CreateWebhookEndpointDto = {
    url: values.url.trim(),
    events: orderedEvents(values.events),
  };
  const description = values.description.trim();
  if (description !== '') request.description = description;
  return request;
}

const URL_PROBLEMS: Record<string, WebhookErrorKey> = {
  HTTPS_REQUIRED: 'urlHttps',
  CREDENTIALS_NOT_ALLOWED: 'urlCredentials',
  PRIVATE_ADDRESS: 'urlPrivate',
  TOO_LONG: 'urlTooLong',
  REQUIRED: 'urlRequired',
};

/**
 * Where the API's objections to POST /webhooks show ('events.1' is the events' group too);
 * null for what the form has no field for.
 */
export function webhookFieldOfProblem(problem: {
  field: string;
  code: string;
}): { field: WebhookField; key: WebhookErrorKey } | null {
  const [head] = problem.field.split('.');
  if (head === 'url') return { field: 'url', key: URL_PROBLEMS[problem.code] ?? 'urlInvalid' };
  if (head === 'events') {
    const missing = problem.code === 'REQUIRED' || problem.code === 'ARRAY_MIN_SIZE';
    return { field: 'events', key: missing ? 'eventsRequired' : 'eventsInvalid' };
  }
  if (head === 'description') return { field: 'description', key: 'descriptionTooLong' };
  return null;
}

// After creating ----------------------------------------------------------------------------------

/** The list entry of a new endpoint (or one with a new secret): the answer without the secret. */
export function withoutSecret(
  created: WebhookEndpointDto & { secret?: string },
): WebhookEndpointDto {
  const { secret: _secret, ...listed } = created;
  void _secret;
  return listed;
}

// Deliveries --------------------------------------------------------------------------------------

/** All loaded pages of the log as one list, each delivery once (a redelivery may be on two). */
export function deliveriesOf(pages: readonly WebhookDeliveryPageDto[]): WebhookDeliveryDto[] {
  const seen = new Set<string>();
  const list: WebhookDeliveryDto[] = [];
  for (const page of pages) {
    for (const delivery of page.items) {
      if (seen.has(delivery.id)) continue;
      seen.add(delivery.id);
      list.push(delivery);
    }
  }
  return list;
}

/** The log with a new delivery (a redelivery, queued) on top of its first page. */
export function withNewDelivery<Pages extends { pages: WebhookDeliveryPageDto[] }>(
  data: Pages,
  delivery: WebhookDeliveryDto,
): Pages {
  const [first, ...rest] = data.pages;
  if (!first) return { ...data, pages: [{ items: [delivery], nextCursor: null }] };
  return { ...data, pages: [{ ...first, items: [delivery, ...first.items] }, ...rest] };
}

/** The time a delivery stands for: its last attempt, else when it was queued. */
export function deliveryTime(delivery: Pick<WebhookDeliveryDto, 'lastAttemptAt' | 'createdAt'>) {
  return delivery.lastAttemptAt ?? delivery.createdAt;
}

/** '87 ms', '1,2 s' (German decimal comma), or null without an answer. */
export function responseTimeText(ms: number | null): string | null {
  if (ms === null) return null;
  if (ms < 1000) return `${Math.round(ms)} ms`;
  return `${(ms / 1000).toFixed(1).replace('.', ',')} s`;
}
