import type { CreateWebhookEndpointDto } from '@showcase/contracts/generated/model/createWebhookEndpointDto';
import type { UpdateWebhookEndpointDto } from '@showcase/contracts/generated/model/updateWebhookEndpointDto';
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
 * The webhooks card (issue 24): pure rules, the mapping to POST and PATCH /webhooks, where the API's
 * field problems show, and the endpoints' and deliveries' states. Texts live in webhooks-texts.ts.
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

/**
 * How often an open log asks again while a delivery in it is still under way: the worker tries
 * within seconds, so the admin sees the outcome without reloading, and a settled log costs nothing.
 */
export const DELIVERY_REFRESH_MS = 5000;

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

/** The form's values for an endpoint being edited: what it has now, events in the form's order. */
export function webhookFormValuesOf(
  endpoint: Pick<WebhookEndpointDto, 'url' | 'events' | 'description'>,
): WebhookFormValues {
  return {
    url: endpoint.url,
    events: orderedEvents(endpoint.events),
    description: endpoint.description ?? '',
  };
}

/**
 * The PATCH /webhooks/{id} body: only the fields that differ from the values the form opened
 * with (compared as they would be sent: trimmed, events in order), so a change someone else
 * made meanwhile to another field is not overwritten; null when nothing changed. Never
 * `enabled`: switching stays with the switch. A cleared description goes as null (clears it).
 */
export function toUpdateWebhookRequest(
  before: WebhookFormValues,
  values: WebhookFormValues,
): UpdateWebhookEndpointDto | null {
  const was = toCreateWebhookRequest(before);
  const next = toCreateWebhookRequest(values);
  const request: UpdateWebhookEndpointDto = {};
  if (next.url !== was.url) request.url = next.url;
  if (next.events.join() !== was.events.join()) request.events = next.events;
  if ((next.description ?? '') !== (was.description ?? '')) {
    request.description = next.description ?? null;
  }
  return Object.keys(request).length === 0 ? null : request;
}

/**
 * An endpoint with an edit applied in the page alone: for the demo account's simulated
 * endpoints, which the server does not know.
 */
export function withEdits(
  endpoint: WebhookEndpointDto,
  request: UpdateWebhookEndpointDto,
): WebhookEndpointDto {
  return {
    ...endpoint,
    ...(request.url !== undefined && { url: request.url }),
    ...(request.events !== undefined && { events: request.events }),
    ...(request.description !== undefined && { description: request.description ?? null }),
  };
}

const URL_PROBLEMS: Record<string, WebhookErrorKey> = {
  HTTPS_REQUIRED: 'urlHttps',
  CREDENTIALS_NOT_ALLOWED: 'urlCredentials',
  PRIVATE_ADDRESS: 'urlPrivate',
  TOO_LONG: 'urlTooLong',
  REQUIRED: 'urlRequired',
};

/**
 * Where the API's objections to POST and PATCH /webhooks show ('events.1' is the events' group too);
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

/** Whether a loaded delivery is still under way (queued, or failed and due to be tried again). */
export function deliveriesUnderWay(pages: readonly WebhookDeliveryPageDto[]): boolean {
  return pages.some((page) =>
    page.items.some((delivery) => delivery.status === 'pending' || delivery.status === 'retrying'),
  );
}

/** The log's refetch interval: every few seconds while a delivery is under way, else none. */
export function deliveryRefreshInterval(
  data: { pages: readonly WebhookDeliveryPageDto[] } | undefined,
): number | false {
  return data && deliveriesUnderWay(data.pages) ? DELIVERY_REFRESH_MS : false;
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
