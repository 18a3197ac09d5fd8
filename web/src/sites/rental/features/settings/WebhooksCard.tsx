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
import { useForm } from 'react-hook-form';
import { cx } from '../../../../shared/class-names';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FieldError, FormField } from '../../components/FormField';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import dialogs from '../inbox/dialogs.module.css';
import { businessClock, businessDate, businessDateTime } from '../staff-shell/business-time';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import { wasSimulated } from '../staff-shell/simulated-cache';
import shared from './ApiTokens.module.css';
import { SecretField } from './SecretField';
import { CodeCheckboxes } from './CodeCheckboxes';
import { LoadState, SettingsCard } from './SettingsCard';
import {
  DELIVERY_PAGE_SIZE,
  deliveriesOf,
  deliveryTime,
  EMPTY_WEBHOOK_FORM,
  endpointStatus,
  lastErrorOfReason,
  orderedEvents,
  responseTimeText,
  toCreateWebhookRequest,
  WEBHOOK_EVENT_ORDER,
  webhookFieldOfProblem,
  webhookFormRules,
  withNewDelivery,
  withoutSecret,
  type WebhookFormValues,
} from './webhooks-model';
import { webhookEventLabels, webhooksDe as t } from './webhooks-texts';
import styles from './Webhooks.module.css';
import { showServerFieldErrors } from './server-field-errors';

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
 * 'Erneut senden'. A table on wide screens, a stack of small cards in a narrow column.
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

// The list ----------------------------------------------------------------------------------------

interface EndpointItemProps {
  endpoint: WebhookEndpointDto;
  itemId: string;
  switching: boolean;
  onSwitch: (endpoint: WebhookEndpointDto, enabled: boolean) => void;
  onRotate: (endpoint: WebhookEndpointDto) => void;
  onRemove: (endpoint: WebhookEndpointDto) => void;
}

/** One endpoint: where it goes, what for, which events, whether it delivers, and its actions. */
function EndpointItem({
  endpoint,
  itemId,
  switching,
  onSwitch,
  onRotate,
  onRemove,
}: EndpointItemProps) {
  const urlId = useId();
  const logId = useId();
  const [open, setOpen] = useState(false);
  const status = endpointStatus(endpoint);
  const lastError = endpoint.disabledReason ? lastErrorOfReason(endpoint.disabledReason) : null;

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
      {open && <DeliveryLog endpoint={endpoint} logId={logId} />}
    </li>
  );
}

// The form ----------------------------------------------------------------------------------------

const resolver = rulesResolver(webhookFormRules, t.form.errors);

interface CreateWebhookFormProps {
  /** After "Fertig": the URL field takes the focus again. */
  focusOnMount: boolean;
  onCreated: (created: WebhookEndpointWithSecretDto) => void;
}

/** URL, events and an optional description; the API's objections show at the fields. */
function CreateWebhookForm({ focusOnMount, onCreated }: CreateWebhookFormProps) {
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    setValue,
    formState: { errors, isSubmitted },
  } = useForm<WebhookFormValues>({ defaultValues: EMPTY_WEBHOOK_FORM, resolver });
  const create = useCreateWebhookEndpoint();
  const [failure, setFailure] = useState<string | null>(null);
  const eventsHintId = useId();
  const eventsErrorId = useId();
  // Registered in the page's order, before the fields render: the first invalid one takes focus.
  const urlField = register('url');
  const eventsField = register('events');
  const descriptionField = register('description');

  useEffect(() => {
    if (focusOnMount) setFocus('url');
  }, [focusOnMount, setFocus]);

  const choose = (events: WebhookFormValues['events']) =>
    setValue('events', events, { shouldDirty: true, shouldValidate: isSubmitted });

  const send = (values: WebhookFormValues) => {
    setFailure(null);
    create.mutate(
      { data: toCreateWebhookRequest(values) },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!isApiError(error)) {
            setFailure(t.form.networkFailed);
            return;
          }
          const named = showServerFieldErrors(
            error.problem?.errors ?? [],
            webhookFieldOfProblem,
            t.form.errors,
            setError,
          );
          setFailure(named ? t.form.checkFields : t.form.failed);
        },
      },
    );
  };

  const eventsError = errors.events?.message;
  const eventsDescription = eventsError ? eventsErrorId : eventsHintId;

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={forms.fields} disabled={create.isPending}>
        <FormField label={t.form.url} error={errors.url?.message} hint={t.form.urlHint}>
          {(field) => (
            <input
              {...field}
              {...urlField}
              className={cx(forms.input, styles.urlInput)}
              type="url"
              inputMode="url"
              autoComplete="off"
              spellCheck={false}
              placeholder="https://"
            />
          )}
        </FormField>

        <fieldset className={shared.scopeGroup} aria-describedby={eventsDescription}>
          <legend className={shared.legend}>{t.form.events}</legend>
          {!eventsError && (
            <p id={eventsHintId} className={shared.hint}>
              {t.form.eventsHint}
            </p>
          )}
          <div className={styles.eventsActions}>
            <button
              type="button"
              className={styles.textButton}
              onClick={() => choose([...WEBHOOK_EVENT_ORDER])}
            >
              {t.form.all}
            </button>
            <button type="button" className={styles.textButton} onClick={() => choose([])}>
              {t.form.none}
            </button>
          </div>
          <CodeCheckboxes
            codes={WEBHOOK_EVENT_ORDER}
            labels={webhookEventLabels}
            field={eventsField}
            invalid={Boolean(eventsError)}
          />
          {eventsError && <FieldError id={eventsErrorId}>{eventsError}</FieldError>}
        </fieldset>

        <FormField
          label={t.form.description}
          error={errors.description?.message}
          hint={t.form.descriptionHint}
          optionalLabel={t.form.optional}
        >
          {(field) => (
            <input
              {...field}
              {...descriptionField}
              className={forms.input}
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>

        <div className={shared.formActions}>
          <button className={buttons.primary} type="submit">
            {create.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {create.isPending ? t.form.creating : t.form.submit}
          </button>
        </div>
      </fieldset>
      <StatusNote tone="failure">{failure}</StatusNote>
    </form>
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
 * and off, a new secret, deleting after a question and its delivery log; and a form for a new
 * one whose signing secret shows once. The demo account's changes are simulated.
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
