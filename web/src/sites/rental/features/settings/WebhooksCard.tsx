import { useGetCurrentStaff } from '@showcase/contracts/generated/endpoints/auth/auth';
import {
  getListWebhookDeliveriesQueryKey,
  getListWebhookEndpointsQueryKey,
  listWebhookDeliveries,
  useCreateWebhookEndpoint,
  useDeleteWebhookEndpoint,
  useListWebhookEndpoints,
  useRedeliverWebhook,
  useRotateWebhookSecret,
  useUpdateWebhookEndpoint,
} from '@showcase/contracts/generated/endpoints/webhooks/webhooks';
import type { UpdateWebhookEndpointDto } from '@showcase/contracts/generated/model/updateWebhookEndpointDto';
import type { WebhookDeliveryDto } from '@showcase/contracts/generated/model/webhookDeliveryDto';
import type { WebhookDeliveryPageDto } from '@showcase/contracts/generated/model/webhookDeliveryPageDto';
import type { WebhookEndpointDto } from '@showcase/contracts/generated/model/webhookEndpointDto';
import type { WebhookEndpointListDto } from '@showcase/contracts/generated/model/webhookEndpointListDto';
import type { WebhookEndpointWithSecretDto } from '@showcase/contracts/generated/model/webhookEndpointWithSecretDto';
import { isApiError } from '@showcase/contracts/fetcher';
import {
  useInfiniteQuery,
  useQueryClient,
  type InfiniteData,
  type QueryKey,
} from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../../../shared/class-names';
import buttons from '../../components/buttons.module.css';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import dialogs from '../inbox/dialogs.module.css';
import { businessClock, businessDate, businessDateTime } from '../staff-shell/business-time';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import { wasSimulated } from '../staff-shell/simulated-cache';
import shared from './ApiTokens.module.css';
import { SecretField } from './SecretField';
import { LoadState, SettingsCard } from './SettingsCard';
import { WebhookEndpointForm, type WebhookFormTexts } from './WebhookEndpointForm';
import {
  DELIVERY_PAGE_SIZE,
  deliveriesOf,
  deliveryRefreshInterval,
  deliveryTime,
  EMPTY_WEBHOOK_FORM,
  endpointStatus,
  lastErrorOfReason,
  orderedEvents,
  responseTimeText,
  toCreateWebhookRequest,
  toUpdateWebhookRequest,
  webhookFormValuesOf,
  withEdits,
  withNewDelivery,
  withoutSecret,
  type WebhookFormValues,
} from './webhooks-model';
import { webhookEventLabels, webhooksDe as t } from './webhooks-texts';
import styles from './Webhooks.module.css';

interface Notice {
  tone: NoteTone;
  text: string;
}

/** The secret on show: after creating an endpoint, or after renewing its secret. */
interface ShownSecret {
  kind: 'created' | 'rotated';
  endpoint: WebhookEndpointWithSecretDto;
}

const at = (iso: string) => t.list.at(businessDate(iso), businessClock(iso));

const deliveryStatusClass = {
  delivered: styles.delivered,
  failed: styles.failed,
  retrying: styles.failed,
  pending: styles.waiting,
} as const;

// The delivery log --------------------------------------------------------------------------------

type DeliveryPages = InfiniteData<WebhookDeliveryPageDto, string | undefined>;

const deliveryLogKey = (id: string): QueryKey => [...getListWebhookDeliveriesQueryKey(id), 'log'];

interface DeliveryRowProps {
  delivery: WebhookDeliveryDto;
  sending: boolean;
  onRedeliver: (delivery: WebhookDeliveryDto) => void;
}

function DeliveryRow({ delivery, sending, onRedeliver }: DeliveryRowProps) {
  const d = t.deliveries;
  const time = responseTimeText(delivery.responseTimeMs);
  return (
    <tr>
      <td data-label={d.time}>{businessDateTime(deliveryTime(delivery))}</td>
      <td data-label={d.event}>{webhookEventLabels[delivery.eventType]}</td>
      <td data-label={d.status}>
        <span className={deliveryStatusClass[delivery.status]}>{d.statuses[delivery.status]}</span>
      </td>
      <td data-label={d.httpCode} className={styles.numeric}>
        {delivery.responseStatus ?? d.none}
      </td>
      <td data-label={d.attempts} className={styles.numeric}>
        {delivery.attempts}
      </td>
      <td data-label={d.responseTime} className={styles.numeric}>
        {time ?? d.none}
      </td>
      <td data-label={d.lastError} className={styles.wide}>
        {delivery.lastError ?? d.none}
      </td>
      <td className={styles.wide}>
        <button
          type="button"
          className={styles.redeliver}
          aria-disabled={sending || undefined}
          onClick={() => {
            if (!sending) onRedeliver(delivery);
          }}
        >
          {sending ? d.redelivering : d.redeliver}
          <span className="visually-hidden">
            : {webhookEventLabels[delivery.eventType]}, {businessDateTime(deliveryTime(delivery))}
          </span>
        </button>
      </td>
    </tr>
  );
}

/**
 * One endpoint's deliveries, newest first, a page at a time ('Mehr laden'), each with
 * 'Erneut senden'. A table on wide screens, a stack of small cards in a narrow column. While a
 * delivery in it is under way (queued or to be retried) it asks again every few seconds.
 */
function DeliveryLog({ endpoint, logId }: { endpoint: WebhookEndpointDto; logId: string }) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const key = deliveryLogKey(endpoint.id);
  // The demo account's simulated endpoints exist only in this page: there is no log to ask for.
  const simulated = endpoint.simulated === true;
  const log = useInfiniteQuery({
    queryKey: key,
    queryFn: ({ pageParam, signal }) =>
      listWebhookDeliveries(
        endpoint.id,
        { limit: DELIVERY_PAGE_SIZE, ...(pageParam && { cursor: pageParam }) },
        { signal },
      ),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (page) => page.nextCursor ?? undefined,
    enabled: !simulated,
    staleTime: 0,
    refetchOnWindowFocus: false,
    // Judged on every answer (and on a redelivery put in by hand): it stops by itself once all
    // loaded deliveries settled. A refetch reloads every loaded page, so 'Mehr laden' stays valid.
    refetchInterval: (query) => deliveryRefreshInterval(query.state.data),
  });
  const redeliver = useRedeliverWebhook();
  const [sendingId, setSendingId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);

  const send = async (delivery: WebhookDeliveryDto) => {
    // One at a time; the buttons stay focusable (disabled ones would drop the keyboard focus).
    if (sendingId !== null) return;
    setNotice(null);
    setSendingId(delivery.id);
    try {
      const result = await redeliver.mutateAsync({ id: endpoint.id, deliveryId: delivery.id });
      queryClient.setQueryData<DeliveryPages>(key, (data) =>
        data ? withNewDelivery(data, result.delivery) : data,
      );
      setNotice({ tone: 'success', text: t.deliveries.redelivered });
    } catch (error) {
      const disabled = isApiError(error) && error.code === 'WEBHOOK_DISABLED';
      setNotice({
        tone: 'failure',
        text: disabled ? t.deliveries.redeliverDisabled : t.deliveries.redeliverFailed,
      });
    } finally {
      setSendingId(null);
    }
  };

  const deliveries = log.data ? deliveriesOf(log.data.pages) : simulated ? [] : null;

  return (
    <section id={logId} className={styles.log} aria-labelledby={titleId}>
      <h5 id={titleId} className={styles.logTitle}>
        {t.deliveries.title(endpoint.url)}
      </h5>
      <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
      {deliveries === null ? (
        <LoadState loading={t.deliveries.loading} failed={t.deliveries.loadFailed} query={log} />
      ) : deliveries.length === 0 ? (
        <p className={shared.empty}>{t.deliveries.empty}</p>
      ) : (
        <>
          <table className={styles.table}>
            <thead>
              <tr>
                <th scope="col">{t.deliveries.time}</th>
                <th scope="col">{t.deliveries.event}</th>
                <th scope="col">{t.deliveries.status}</th>
                <th scope="col" className={styles.numeric}>
                  {t.deliveries.httpCode}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t.deliveries.attempts}
                </th>
                <th scope="col" className={styles.numeric}>
                  {t.deliveries.responseTime}
                </th>
                <th scope="col">{t.deliveries.lastError}</th>
                <th scope="col">
                  <span className="visually-hidden">{t.deliveries.action}</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {deliveries.map((delivery) => (
                <DeliveryRow
                  key={delivery.id}
                  delivery={delivery}
                  sending={sendingId === delivery.id}
                  onRedeliver={(item) => void send(item)}
                />
              ))}
            </tbody>
          </table>
          {log.hasNextPage && (
            <div className={styles.logActions}>
              <button
                type="button"
                className={buttons.secondary}
                disabled={log.isFetchingNextPage}
                onClick={() => void log.fetchNextPage()}
              >
                {log.isFetchingNextPage && <span className={buttons.spinner} aria-hidden="true" />}
                {log.isFetchingNextPage ? t.deliveries.loadingMore : t.deliveries.more}
              </button>
            </div>
          )}
          {log.isFetchNextPageError && (
            <StatusNote tone="failure">{t.deliveries.loadFailed}</StatusNote>
          )}
        </>
      )}
    </section>
  );
}

// Editing an endpoint ----------------------------------------------------------------------------

const editTexts: WebhookFormTexts = {
  submit: t.edit.submit,
  submitting: t.edit.saving,
  failed: t.edit.failed,
};

/** What an edit came to: the endpoint as it is now, and what was sent (null: nothing changed). */
type EditOutcome =
  { request: null } | { request: UpdateWebhookEndpointDto; result: WebhookEndpointDto };

interface EndpointEditorProps {
  endpoint: WebhookEndpointDto;
  editorId: string;
  onSaved: (outcome: EditOutcome) => void;
  /** The endpoint was deleted meanwhile (404). */
  onGone: () => void;
  onCancel: () => void;
}

/**
 * URL, events and description of one endpoint, in the create form's fields and rules. Saving
 * sends PATCH only: the endpoint keeps its secret (and its on/off state, which the switch owns).
 */
function EndpointEditor({ endpoint, editorId, onSaved, onGone, onCancel }: EndpointEditorProps) {
  const titleId = useId();
  const update = useUpdateWebhookEndpoint();
  // The values the form opened with, kept while the list refetches underneath: only what the
  // admin changed against them is sent.
  const [initial] = useState(() => webhookFormValuesOf(endpoint));

  const save = (values: WebhookFormValues, fail: (error: unknown) => void) => {
    const request = toUpdateWebhookRequest(initial, values);
    if (!request) {
      onSaved({ request: null });
      return;
    }
    if (endpoint.simulated) {
      // The demo account's simulated endpoint is not on the server: it changes in this page alone.
      onSaved({ request, result: withEdits(endpoint, request) });
      return;
    }
    update.mutate(
      { id: endpoint.id, data: request },
      {
        onSuccess: (result) => onSaved({ request, result }),
        onError: (error) => {
          if (isApiError(error) && error.status === 404) onGone();
          else fail(error);
        },
      },
    );
  };

  return (
    <section id={editorId} className={styles.editor} aria-labelledby={titleId}>
      <h5 id={titleId} className={styles.logTitle}>
        {t.edit.title(endpoint.url)}
      </h5>
      <p className={shared.hint}>{t.edit.secretStays}</p>
      <WebhookEndpointForm
        defaultValues={initial}
        focusOnMount
        texts={editTexts}
        pending={update.isPending}
        onSubmit={save}
        cancel={{ label: t.edit.cancel, onCancel }}
      />
    </section>
  );
}

// The list ----------------------------------------------------------------------------------------

interface EndpointItemProps {
  endpoint: WebhookEndpointDto;
  itemId: string;
  switching: boolean;
  onSwitch: (endpoint: WebhookEndpointDto, enabled: boolean) => void;
  onEdited: (endpoint: WebhookEndpointDto, outcome: EditOutcome) => void;
  onGone: () => void;
  onRotate: (endpoint: WebhookEndpointDto) => void;
  onRemove: (endpoint: WebhookEndpointDto) => void;
}

/** One endpoint: where it goes, what for, which events, whether it delivers, and its actions. */
function EndpointItem({
  endpoint,
  itemId,
  switching,
  onSwitch,
  onEdited,
  onGone,
  onRotate,
  onRemove,
}: EndpointItemProps) {
  const urlId = useId();
  const logId = useId();
  const editorId = useId();
  const [open, setOpen] = useState(false);
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  const status = endpointStatus(endpoint);
  const lastError = endpoint.disabledReason ? lastErrorOfReason(endpoint.disabledReason) : null;

  // Cancelled or saved: the form goes, and the keyboard continues where it opened it.
  const closeEditor = () => {
    setEditing(false);
    editButton.current?.focus();
  };

  return (
    <li id={itemId} tabIndex={-1} className={shared.item} aria-labelledby={urlId}>
      <div className={shared.itemHead}>
        <h4 id={urlId} className={styles.url}>
          {endpoint.url}
        </h4>
        <span className={status === 'on' ? styles.on : styles.off}>
          <span className="visually-hidden">{t.list.status}: </span>
          {t.list.statuses[status]}
        </span>
        {endpoint.simulated && (
          <span className={shared.demoChip} title={t.list.demoHint}>
            {t.list.demo}
            <span className="visually-hidden"> ({t.list.demoHint})</span>
          </span>
        )}
      </div>
      {endpoint.description && <p className={styles.description}>{endpoint.description}</p>}
      {status === 'off' && <p className={shared.hint}>{t.list.offByHand}</p>}
      {status === 'autoOff' && (
        <p className={styles.reason}>
          {t.list.autoOff(lastError)}
          {!lastError && (
            <>
              {' '}
              <span className={styles.reasonDetail}>
                {t.list.autoOffDetail} {endpoint.disabledReason}
              </span>
            </>
          )}
        </p>
      )}
      <ul className={shared.scopes} aria-label={t.list.events}>
        {orderedEvents(endpoint.events).map((event) => (
          <li key={event} className={shared.scope}>
            {webhookEventLabels[event]}
          </li>
        ))}
      </ul>
      <dl className={shared.meta}>
        <div>
          <dt>{t.list.secret}</dt>
          <dd>
            <code>{endpoint.secretPrefix}…</code>
          </dd>
        </div>
        <div>
          <dt>{t.list.created}</dt>
          <dd>{at(endpoint.createdAt)}</dd>
        </div>
        <div>
          <dt>{t.list.lastSuccess}</dt>
          <dd>{endpoint.lastSuccessAt ? at(endpoint.lastSuccessAt) : t.list.neverDelivered}</dd>
        </div>
        {endpoint.consecutiveFailures > 0 && (
          <div>
            <dt>{t.list.failures}</dt>
            <dd>{endpoint.consecutiveFailures}</dd>
          </div>
        )}
      </dl>
      <div className={styles.actions}>
        <label className={styles.switch}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={endpoint.enabled}
            aria-busy={switching || undefined}
            onChange={(event) => {
              // While the answer is due the switch keeps its state (and the keyboard focus).
              if (!switching) onSwitch(endpoint, event.currentTarget.checked);
            }}
          />
          {t.list.enabled}
          <span className="visually-hidden">: {endpoint.url}</span>
        </label>
        <button
          ref={editButton}
          type="button"
          className={cx(buttons.secondary, styles.expander)}
          aria-expanded={editing}
          aria-controls={editing ? editorId : undefined}
          onClick={() => (editing ? closeEditor() : setEditing(true))}
        >
          {t.edit.open}
          <span className="visually-hidden">: {endpoint.url}</span>
        </button>
        <button
          type="button"
          className={cx(buttons.secondary, styles.expander)}
          aria-expanded={open}
          aria-controls={open ? logId : undefined}
          onClick={() => setOpen((value) => !value)}
        >
          {t.list.deliveries}
          <span className="visually-hidden">: {endpoint.url}</span>
        </button>
        {!endpoint.simulated && (
          <button type="button" className={buttons.secondary} onClick={() => onRotate(endpoint)}>
            {t.list.rotate}
            <span className="visually-hidden">: {endpoint.url}</span>
          </button>
        )}
        <button type="button" className={styles.danger} onClick={() => onRemove(endpoint)}>
          {t.list.remove}
          <span className="visually-hidden">: {endpoint.url}</span>
        </button>
      </div>
      {editing && (
        <EndpointEditor
          endpoint={endpoint}
          editorId={editorId}
          onSaved={(outcome) => {
            onEdited(endpoint, outcome);
            closeEditor();
          }}
          onGone={onGone}
          onCancel={closeEditor}
        />
      )}
      {open && <DeliveryLog endpoint={endpoint} logId={logId} />}
    </li>
  );
}

// The form ----------------------------------------------------------------------------------------

const createTexts: WebhookFormTexts = {
  submit: t.form.submit,
  submitting: t.form.creating,
  failed: t.form.failed,
};

interface CreateWebhookFormProps {
  /** After "Fertig": the URL field takes the focus again. */
  focusOnMount: boolean;
  onCreated: (created: WebhookEndpointWithSecretDto) => void;
}

/** A new endpoint: POST, then the card shows its secret once. */
function CreateWebhookForm({ focusOnMount, onCreated }: CreateWebhookFormProps) {
  const create = useCreateWebhookEndpoint();
  return (
    <WebhookEndpointForm
      defaultValues={EMPTY_WEBHOOK_FORM}
      focusOnMount={focusOnMount}
      texts={createTexts}
      pending={create.isPending}
      onSubmit={(values, fail) =>
        create.mutate(
          { data: toCreateWebhookRequest(values) },
          { onSuccess: onCreated, onError: fail },
        )
      }
    />
  );
}

// The secret, shown once --------------------------------------------------------------------------

/** The one time a signing secret shows: copy it into the receiver, then "Fertig". */
function SecretPanel({
  shown,
  demo,
  onDone,
}: {
  shown: ShownSecret;
  demo: boolean;
  onDone: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const { endpoint } = shown;

  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <section ref={panel} tabIndex={-1} className={shared.created} aria-labelledby={titleId}>
      <h3 id={titleId} className={cx(shared.sectionTitle, styles.secretTitle)}>
        {t.created.title(endpoint.url)}
      </h3>
      <p className={shared.once}>{t.created.once}</p>
      <SecretField label={t.created.secretLabel} value={endpoint.secret} texts={t.created} />
      <div className={shared.createdFacts}>
        <p>
          {t.created.events(
            orderedEvents(endpoint.events)
              .map((event) => webhookEventLabels[event])
              .join(', '),
          )}
        </p>
        <p>
          {t.created.verify}{' '}
          <a className={shared.docsLink} href={t.docsHref}>
            {t.docs}
          </a>
          .
        </p>
      </div>
      {(demo || endpoint.simulated) && <p className={shared.demoNote}>{t.demo.created}</p>}
      <div className={shared.formActions}>
        <button type="button" className={buttons.primary} onClick={onDone}>
          {t.created.done}
        </button>
      </div>
    </section>
  );
}

// The card ----------------------------------------------------------------------------------------

/**
 * The admins' webhooks (issue 24): every endpoint with its events and state, switching it on
 * and off, editing its URL, events and description, a new secret, deleting after a question and
 * its delivery log; and a form for a new one whose signing secret shows once. The demo account's
 * changes are simulated.
 */
export function WebhooksCard() {
  const queryClient = useQueryClient();
  const endpoints = useListWebhookEndpoints({
    query: { staleTime: 0, refetchOnWindowFocus: false },
  });
  const staff = useGetCurrentStaff({ query: { retry: false } });
  const demo = staff.data?.demo ?? false;
  const update = useUpdateWebhookEndpoint();
  const remove = useDeleteWebhookEndpoint();
  const rotate = useRotateWebhookSecret();
  const listTitleId = useId();
  const formTitleId = useId();
  const itemIdPrefix = useId();
  const itemId = (id: string) => `${itemIdPrefix}-${id}`;

  const [notice, setNotice] = useState<Notice | null>(null);
  const [shown, setShown] = useState<ShownSecret | null>(null);
  const [formFocus, setFormFocus] = useState(false);
  const [switchingId, setSwitchingId] = useState<string | null>(null);
  const [confirming, setConfirming] = useState<{
    kind: 'remove' | 'rotate';
    endpoint: WebhookEndpointDto;
  } | null>(null);
  const [confirmFailed, setConfirmFailed] = useState(false);
  // After deleting, the item is gone: the focus goes to the list's title once the dialog closed.
  const focusListTitle = useRef(false);
  const listTitle = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (!focusListTitle.current || confirming !== null) return;
    focusListTitle.current = false;
    listTitle.current?.focus();
  }, [confirming, endpoints.data]);

  const listKey = getListWebhookEndpointsQueryKey();
  const updateList = (change: (items: WebhookEndpointDto[]) => WebhookEndpointDto[]) => {
    queryClient.setQueryData<WebhookEndpointListDto>(listKey, (list) =>
      list ? { items: change(list.items) } : list,
    );
  };
  /** A real change reloads the list; a simulated one (demo) stays only in this page. */
  const settle = (result: unknown) => {
    if (!demo && !wasSimulated(result)) void queryClient.invalidateQueries({ queryKey: listKey });
  };
  const replace = (result: WebhookEndpointDto) => {
    const listed = withoutSecret(result);
    updateList((items) => items.map((item) => (item.id === listed.id ? listed : item)));
    settle(result);
  };
  const whenGone = async () => {
    await queryClient.invalidateQueries({ queryKey: listKey });
    setNotice({ tone: 'info', text: t.list.gone });
  };

  const onCreated = (result: WebhookEndpointWithSecretDto) => {
    // The list never holds the secret: only the panel does, until "Fertig".
    const listed = withoutSecret(result);
    updateList((items) => [listed, ...items.filter((item) => item.id !== listed.id)]);
    settle(result);
    setNotice({ tone: 'success', text: t.created.announce(result.url) });
    setShown({ kind: 'created', endpoint: result });
  };

  const onDone = () => {
    setShown(null);
    setNotice(null);
    setFormFocus(true);
  };

  const switchEndpoint = async (endpoint: WebhookEndpointDto, enabled: boolean) => {
    const done = enabled ? t.list.switchedOn(endpoint.url) : t.list.switchedOff(endpoint.url);
    if (endpoint.simulated) {
      // The demo account's simulated endpoint exists only in this page: switched here alone.
      replace({ ...endpoint, enabled, disabledReason: null });
      setNotice({ tone: 'success', text: done });
      return;
    }
    setSwitchingId(endpoint.id);
    setNotice(null);
    try {
      const result = await update.mutateAsync({ id: endpoint.id, data: { enabled } });
      replace(result);
      setNotice({ tone: 'success', text: done });
    } catch (error) {
      if (isApiError(error) && error.status === 404) await whenGone();
      else setNotice({ tone: 'failure', text: t.list.switchFailed });
    } finally {
      setSwitchingId(null);
    }
  };

  const onEdited = (endpoint: WebhookEndpointDto, outcome: EditOutcome) => {
    if (outcome.request === null) {
      setNotice({ tone: 'info', text: t.edit.unchanged });
      return;
    }
    const { result } = outcome;
    replace(result);
    if (demo || endpoint.simulated || wasSimulated(result)) {
      setNotice({ tone: 'info', text: t.demo.edited });
    } else {
      setNotice({ tone: 'success', text: t.edit.saved(result.url) });
    }
  };

  const onEditGone = () => {
    // The item and the form with the focus in it go: the list's title takes it over.
    focusListTitle.current = true;
    void whenGone();
  };

  const ask = (kind: 'remove' | 'rotate', endpoint: WebhookEndpointDto) => {
    setConfirmFailed(false);
    setConfirming({ kind, endpoint });
  };

  const confirm = async () => {
    if (!confirming) return;
    const { kind, endpoint } = confirming;
    setConfirmFailed(false);
    try {
      if (kind === 'remove') {
        // A simulated endpoint (demo) is not on the server: it goes from this page only.
        if (!endpoint.simulated) await remove.mutateAsync({ id: endpoint.id });
        updateList((items) => items.filter((item) => item.id !== endpoint.id));
        settle(null);
        queryClient.removeQueries({ queryKey: deliveryLogKey(endpoint.id) });
        setNotice({ tone: 'success', text: t.remove.done(endpoint.url) });
        focusListTitle.current = true;
      } else {
        const result = await rotate.mutateAsync({ id: endpoint.id });
        replace(result);
        setNotice({ tone: 'success', text: t.rotate.announce(endpoint.url) });
        setShown({ kind: 'rotated', endpoint: result });
      }
      setConfirming(null);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        setConfirming(null);
        await whenGone();
        return;
      }
      setConfirmFailed(true);
    }
  };

  const items = endpoints.data?.items;
  const dialogTexts = confirming?.kind === 'remove' ? t.remove : t.rotate;

  return (
    <SettingsCard
      title={t.title}
      className={shared.card}
      lead={
        <>
          {t.lead}{' '}
          <a className={shared.docsLink} href={t.docsHref}>
            {t.docs}
          </a>
        </>
      }
    >
      {demo && <p className={shared.demoNote}>{t.demo.note}</p>}
      <div className={styles.layout}>
        <section className={shared.listSection} aria-labelledby={listTitleId}>
          <h3 id={listTitleId} ref={listTitle} tabIndex={-1} className={shared.sectionTitle}>
            {t.list.title}
          </h3>
          <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
          {items && endpoints.isFetchedAfterMount ? (
            items.length === 0 ? (
              <p className={shared.empty}>{t.list.empty}</p>
            ) : (
              <ul className={shared.items}>
                {items.map((endpoint) => (
                  <EndpointItem
                    key={endpoint.id}
                    endpoint={endpoint}
                    itemId={itemId(endpoint.id)}
                    switching={switchingId === endpoint.id}
                    onSwitch={(item, enabled) => void switchEndpoint(item, enabled)}
                    onEdited={onEdited}
                    onGone={onEditGone}
                    onRotate={(item) => ask('rotate', item)}
                    onRemove={(item) => ask('remove', item)}
                  />
                ))}
              </ul>
            )
          ) : (
            <LoadState loading={t.loading} failed={t.loadFailed} query={endpoints} />
          )}
        </section>
        <div className={styles.formSection}>
          {shown ? (
            <SecretPanel
              key={`${shown.kind}-${shown.endpoint.id}-${shown.endpoint.secretPrefix}`}
              shown={shown}
              demo={demo}
              onDone={onDone}
            />
          ) : (
            <section aria-labelledby={formTitleId} className={shared.newToken}>
              <h3 id={formTitleId} className={shared.sectionTitle}>
                {t.form.title}
              </h3>
              <CreateWebhookForm focusOnMount={formFocus} onCreated={onCreated} />
            </section>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={dialogTexts.title}
          closeLabel={dialogTexts.close}
          className={dialogs.panel}
          cancelLabel={dialogTexts.cancel}
          confirmLabel={dialogTexts.confirm}
          sendingLabel={dialogTexts.working}
          sending={confirming.kind === 'remove' ? remove.isPending : rotate.isPending}
          danger={confirming.kind === 'remove'}
          failure={confirmFailed ? dialogTexts.failed : null}
          onConfirm={() => void confirm()}
          onClose={() => setConfirming(null)}
        >
          {confirming.kind === 'remove' ? (
            <p>{t.remove.question(confirming.endpoint.url)}</p>
          ) : (
            <p>{t.rotate.question(confirming.endpoint.url, confirming.endpoint.secretPrefix)}</p>
          )}
          <p>{dialogTexts.consequence}</p>
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
