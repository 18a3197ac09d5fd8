import {
  getListApiTokensQueryKey,
  useCreateApiToken,
  useListApiTokens,
  useRevokeApiToken,
} from '@showcase/contracts/generated/endpoints/api-tokens/api-tokens';
import { useGetCurrentStaff } from '@showcase/contracts/generated/endpoints/auth/auth';
import type { ApiTokenDto } from '@showcase/contracts/generated/model/apiTokenDto';
import type { ApiTokenListDto } from '@showcase/contracts/generated/model/apiTokenListDto';
import type { CreatedApiTokenDto } from '@showcase/contracts/generated/model/createdApiTokenDto';
import { isApiError } from '@showcase/contracts/fetcher';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cx } from '../../../../shared/class-names';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FieldError, FormField } from '../../components/FormField';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import { DEFAULT_BUSINESS_TIME_ZONE, todayIn } from '../hourly-booking/booking-dates';
import dialogs from '../inbox/dialogs.module.css';
import { businessClock, businessDate } from '../staff-shell/business-time';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import {
  API_SCOPE_ORDER,
  curlExample,
  EMPTY_TOKEN_FORM,
  expiryDayRange,
  lastUseOf,
  orderedScopes,
  TOKEN_LIMITS,
  tokenFieldOfProblem,
  tokenFormRules,
  tokenStatus,
  toCreateApiTokenRequest,
  withoutSecret,
  type TokenFormValues,
} from './api-tokens-model';
import { apiScopeLabels, apiTokensDe as t } from './api-tokens-texts';
import styles from './ApiTokens.module.css';
import { SecretField } from './SecretField';
import { CodeCheckboxes } from './CodeCheckboxes';
import { LoadState, SettingsCard } from './SettingsCard';
import { showServerFieldErrors } from './server-field-errors';

interface Notice {
  tone: NoteTone;
  text: string;
}

const today = () => todayIn(DEFAULT_BUSINESS_TIME_ZONE);

function expiryText(token: ApiTokenDto): string {
  if (token.expiresAt === null) return t.list.never;
  return t.list.expiresOn(businessDate(token.expiresAt), businessClock(token.expiresAt));
}

function lastUseText(token: ApiTokenDto, now: number): string {
  const use = lastUseOf(token.lastUsedAt, now);
  switch (use.kind) {
    case 'never':
      return t.list.neverUsed;
    case 'justNow':
      return t.list.justNow;
    case 'minutes':
      return t.list.minutesAgo(use.count);
    case 'hours':
      return t.list.hoursAgo(use.count);
    case 'date':
      return t.list.usedOn(businessDate(use.iso), businessClock(use.iso));
  }
}

// The list ----------------------------------------------------------------------------------------

interface TokenItemProps {
  token: ApiTokenDto;
  itemId: string;
  now: number;
  onRevoke: (token: ApiTokenDto) => void;
}

/** One token: what it is called and may do, who made it, when it ends and was last used. */
function TokenItem({ token, itemId, now, onRevoke }: TokenItemProps) {
  const nameId = useId();
  const status = tokenStatus(token, now);
  return (
    <li id={itemId} tabIndex={-1} className={styles.item} aria-labelledby={nameId}>
      <div className={styles.itemHead}>
        <h4 id={nameId} className={styles.itemName}>
          {token.name}
        </h4>
        <span className={cx(styles.status, styles[status])}>
          <span className="visually-hidden">{t.list.status}: </span>
          {t.list.statuses[status]}
        </span>
        {token.demo && (
          <span className={styles.demoChip} title={t.list.demoHint}>
            {t.list.demo}
            <span className="visually-hidden"> ({t.list.demoHint})</span>
          </span>
        )}
      </div>
      <p className={styles.prefix}>
        <span className="visually-hidden">{t.list.prefix} </span>
        <code>{token.prefix}…</code>
      </p>
      <ul className={styles.scopes} aria-label={t.list.scopes}>
        {orderedScopes(token.scopes).map((scope) => (
          <li key={scope} className={styles.scope}>
            {apiScopeLabels[scope]}
          </li>
        ))}
      </ul>
      <dl className={styles.meta}>
        <div>
          <dt>{t.list.createdBy}</dt>
          <dd>{t.list.createdOn(token.createdByName, businessDate(token.createdAt))}</dd>
        </div>
        <div>
          <dt>{t.list.expiry}</dt>
          <dd>{expiryText(token)}</dd>
        </div>
        <div>
          <dt>{t.list.lastUsed}</dt>
          <dd>{lastUseText(token, now)}</dd>
        </div>
      </dl>
      {status === 'active' && (
        <div className={styles.itemActions}>
          <button type="button" className={styles.revoke} onClick={() => onRevoke(token)}>
            {t.list.revoke}
            <span className="visually-hidden">: {token.name}</span>
          </button>
        </div>
      )}
    </li>
  );
}

// The form ----------------------------------------------------------------------------------------

interface CreateTokenFormProps {
  demo: boolean;
  /** After "Fertig": the name field takes the focus again. */
  focusOnMount: boolean;
  onCreated: (created: CreatedApiTokenDto) => void;
}

/** Name, scopes and an optional last day; the API's objections show at the fields. */
function CreateTokenForm({ demo, focusOnMount, onCreated }: CreateTokenFormProps) {
  const [day] = useState(today);
  const resolver = useMemo(
    () => rulesResolver((values: TokenFormValues) => tokenFormRules(values, day), t.form.errors),
    [day],
  );
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors },
  } = useForm<TokenFormValues>({ defaultValues: EMPTY_TOKEN_FORM, resolver });
  const create = useCreateApiToken();
  const [failure, setFailure] = useState<string | null>(null);
  const scopesHintId = useId();
  const scopesErrorId = useId();
  const range = expiryDayRange(day);
  // Registered in the page's order, before the fields render: the first invalid one takes focus.
  const nameField = register('name');
  const scopesField = register('scopes');
  const expiresOnField = register('expiresOn');

  useEffect(() => {
    if (focusOnMount) setFocus('name');
  }, [focusOnMount, setFocus]);

  const send = (values: TokenFormValues) => {
    setFailure(null);
    // The demo account's tokens last 24 hours: the server sets the expiry.
    const request = toCreateApiTokenRequest(demo ? { ...values, expiresOn: '' } : values);
    create.mutate(
      { data: request },
      {
        onSuccess: onCreated,
        onError: (error) => {
          if (!isApiError(error)) {
            setFailure(t.form.networkFailed);
            return;
          }
          if (error.status === 409 && error.code === 'TOKEN_LIMIT_REACHED') {
            setFailure(t.form.limitReached(demo ? TOKEN_LIMITS.demo : TOKEN_LIMITS.other));
            return;
          }
          const named = showServerFieldErrors(
            error.problem?.errors ?? [],
            (problem) => {
              const target = tokenFieldOfProblem(problem);
              // The demo account has no expiry field: the server sets the day itself.
              return target && !(demo && target.field === 'expiresOn') ? target : null;
            },
            t.form.errors,
            setError,
          );
          setFailure(named ? t.form.checkFields : t.form.failed);
        },
      },
    );
  };

  const scopesError = errors.scopes?.message;
  const scopesDescription = scopesError ? scopesErrorId : scopesHintId;

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={forms.fields} disabled={create.isPending}>
        <FormField label={t.form.name} error={errors.name?.message} hint={t.form.nameHint}>
          {(field) => (
            <input
              {...field}
              {...nameField}
              className={forms.input}
              type="text"
              autoComplete="off"
            />
          )}
        </FormField>

        <fieldset className={styles.scopeGroup} aria-describedby={scopesDescription}>
          <legend className={styles.legend}>{t.form.scopes}</legend>
          {!scopesError && (
            <p id={scopesHintId} className={styles.hint}>
              {t.form.scopesHint}
            </p>
          )}
          <CodeCheckboxes
            codes={API_SCOPE_ORDER}
            labels={apiScopeLabels}
            field={scopesField}
            invalid={Boolean(scopesError)}
          />
          {scopesError && <FieldError id={scopesErrorId}>{scopesError}</FieldError>}
        </fieldset>

        {demo ? (
          <p className={styles.demoNote}>{t.demo.form}</p>
        ) : (
          <FormField
            label={t.form.expiresOn}
            error={errors.expiresOn?.message}
            hint={t.form.expiresOnHint}
            optionalLabel={t.form.optional}
            className={styles.expiry}
          >
            {(field) => (
              <input
                {...field}
                {...expiresOnField}
                className={forms.input}
                type="date"
                min={range.min}
                max={range.max}
              />
            )}
          </FormField>
        )}

        <div className={styles.formActions}>
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

// The new token -----------------------------------------------------------------------------------

/** The one time the token shows: copy it, try it, then "Fertig". */
function CreatedTokenPanel({
  created,
  demo,
  onDone,
}: {
  created: CreatedApiTokenDto;
  demo: boolean;
  onDone: () => void;
}) {
  const titleId = useId();
  const panel = useRef<HTMLElement>(null);
  const [example] = useState(() =>
    curlExample(created.token, globalThis.location?.origin ?? '', today()),
  );

  useEffect(() => {
    panel.current?.focus();
    panel.current?.scrollIntoView?.({ block: 'nearest' });
  }, []);

  return (
    <section ref={panel} tabIndex={-1} className={styles.created} aria-labelledby={titleId}>
      <h3 id={titleId} className={styles.sectionTitle}>
        {t.created.title(created.name)}
      </h3>
      <p className={styles.once}>{t.created.once}</p>
      <SecretField label={t.created.tokenLabel} value={created.token} texts={t.created} />
      <div className={styles.createdFacts}>
        <p>
          {created.expiresAt === null
            ? t.created.neverExpires
            : t.created.expires(businessDate(created.expiresAt), businessClock(created.expiresAt))}
        </p>
        <p>
          {t.created.scopes(
            orderedScopes(created.scopes)
              .map((scope) => apiScopeLabels[scope])
              .join(', '),
          )}
        </p>
      </div>
      {(demo || created.demo) && <p className={styles.demoNote}>{t.demo.created}</p>}
      <div className={styles.example}>
        <p>{t.created.example}</p>
        <pre className={styles.code}>
          <code>{example}</code>
        </pre>
      </div>
      <div className={styles.formActions}>
        <button type="button" className={buttons.primary} onClick={onDone}>
          {t.created.done}
        </button>
      </div>
    </section>
  );
}

/** The time, renewed every minute: "aktiv" turns "abgelaufen" and "vor 5 Minuten" moves on. */
function useMinuteClock(): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 60_000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

// The card ----------------------------------------------------------------------------------------

/**
 * The admins' API tokens (issue 24): every token with its scopes and state, revoking after a
 * question, and a form for a new one whose secret shows once. The demo account sees only its
 * own tokens; they last 24 hours and whatever a program does with them is simulated.
 */
export function ApiTokensCard() {
  const queryClient = useQueryClient();
  const tokens = useListApiTokens({ query: { staleTime: 0, refetchOnWindowFocus: false } });
  const staff = useGetCurrentStaff({ query: { retry: false } });
  const demo = staff.data?.demo ?? false;
  const revoke = useRevokeApiToken();
  const listTitleId = useId();
  const formTitleId = useId();
  const itemIdPrefix = useId();
  const itemId = (id: string) => `${itemIdPrefix}-${id}`;

  const [notice, setNotice] = useState<Notice | null>(null);
  const [created, setCreated] = useState<CreatedApiTokenDto | null>(null);
  const [formFocus, setFormFocus] = useState(false);
  const [confirming, setConfirming] = useState<ApiTokenDto | null>(null);
  const [revokeFailed, setRevokeFailed] = useState(false);
  // After a revocation the button is gone: the focus goes to the token, once the dialog closed
  // (the dialog hands the focus back to its opener as it closes, and that opener is gone).
  const focusAfterRevoke = useRef<string | null>(null);
  const now = useMinuteClock();

  useEffect(() => {
    const id = focusAfterRevoke.current;
    if (id === null || confirming !== null) return;
    focusAfterRevoke.current = null;
    document.getElementById(`${itemIdPrefix}-${id}`)?.focus();
  }, [confirming, tokens.data, itemIdPrefix]);

  const listKey = getListApiTokensQueryKey();
  const updateList = (update: (items: ApiTokenDto[]) => ApiTokenDto[]) => {
    queryClient.setQueryData<ApiTokenListDto>(listKey, (list) =>
      list ? { items: update(list.items) } : list,
    );
  };

  const onCreated = (result: CreatedApiTokenDto) => {
    // The list never holds the secret: only this panel does, until "Fertig".
    const listed = withoutSecret(result);
    updateList((items) => [listed, ...items.filter((item) => item.id !== listed.id)]);
    void queryClient.invalidateQueries({ queryKey: listKey });
    setNotice({ tone: 'success', text: t.created.announce(result.name) });
    setCreated(result);
  };

  const onDone = () => {
    setCreated(null);
    setNotice(null);
    setFormFocus(true);
  };

  const askRevoke = (token: ApiTokenDto) => {
    setRevokeFailed(false);
    setConfirming(token);
  };

  const confirmRevoke = async () => {
    if (!confirming) return;
    setRevokeFailed(false);
    try {
      const result = await revoke.mutateAsync({ id: confirming.id });
      updateList((items) => items.map((item) => (item.id === result.id ? result : item)));
      void queryClient.invalidateQueries({ queryKey: listKey });
      setNotice({ tone: 'success', text: t.revoke.done(confirming.name) });
      focusAfterRevoke.current = confirming.id;
      setConfirming(null);
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        await queryClient.invalidateQueries({ queryKey: listKey });
        setNotice({ tone: 'info', text: t.revoke.gone });
        setConfirming(null);
        return;
      }
      setRevokeFailed(true);
    }
  };

  const items = tokens.data?.items;

  return (
    <SettingsCard
      title={t.title}
      className={styles.card}
      lead={
        <>
          {t.lead}{' '}
          <a className={styles.docsLink} href={t.docsHref}>
            {t.docs}
          </a>
        </>
      }
    >
      <div className={styles.layout}>
        <section className={styles.listSection} aria-labelledby={listTitleId}>
          <h3 id={listTitleId} className={styles.sectionTitle}>
            {t.list.title}
          </h3>
          <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
          {items && tokens.isFetchedAfterMount ? (
            items.length === 0 ? (
              <p className={styles.empty}>{t.list.empty}</p>
            ) : (
              <ul className={styles.items}>
                {items.map((token) => (
                  <TokenItem
                    key={token.id}
                    token={token}
                    itemId={itemId(token.id)}
                    now={now}
                    onRevoke={askRevoke}
                  />
                ))}
              </ul>
            )
          ) : (
            <LoadState loading={t.loading} failed={t.loadFailed} query={tokens} />
          )}
        </section>
        <div className={styles.formSection}>
          {created ? (
            <CreatedTokenPanel created={created} demo={demo} onDone={onDone} />
          ) : (
            <section aria-labelledby={formTitleId} className={styles.newToken}>
              <h3 id={formTitleId} className={styles.sectionTitle}>
                {t.form.title}
              </h3>
              <CreateTokenForm demo={demo} focusOnMount={formFocus} onCreated={onCreated} />
            </section>
          )}
        </div>
      </div>
      {confirming && (
        <ConfirmDialog
          title={t.revoke.title}
          closeLabel={t.revoke.close}
          className={dialogs.panel}
          cancelLabel={t.revoke.cancel}
          confirmLabel={t.revoke.confirm}
          sendingLabel={t.revoke.working}
          sending={revoke.isPending}
          danger
          failure={revokeFailed ? t.revoke.failed : null}
          onConfirm={() => void confirmRevoke()}
          onClose={() => setConfirming(null)}
        >
          <p>{t.revoke.question(confirming.name, confirming.prefix)}</p>
          <p>{t.revoke.consequence}</p>
        </ConfirmDialog>
      )}
    </SettingsCard>
  );
}
