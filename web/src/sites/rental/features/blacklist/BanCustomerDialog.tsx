import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListBlacklistQueryKey,
  useBanCustomer,
} from '@showcase/contracts/generated/endpoints/blacklist/blacklist';
import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Modal } from '../../../../shared/modal/Modal';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import { FormField } from '../../components/FormField';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';
import styles from '../inbox/dialogs.module.css';
import { withItemFirst, type CachedList } from '../inbox/paged-cache';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import {
  banFormRules,
  banProblemErrors,
  bannedCustomerLabel,
  emptyBanValues,
  toBanRequest,
  type BanErrorKey,
  type BanField,
  type BanFormValues,
} from './ban-rules';
import { blacklistDe } from './blacklist-texts';

const t = blacklistDe.ban;
const resolver = rulesResolver(banFormRules, t.errors);

export interface BanOutcome {
  text: string;
  simulated: boolean;
}

interface BanCustomerDialogProps {
  onClose: () => void;
  onBanned: (outcome: BanOutcome) => void;
}

interface TextFieldProps {
  name: Exclude<BanField, 'reason'>;
  type: 'text' | 'tel' | 'email';
  hint?: string;
}

/**
 * "Kunden sperren" without a booking: name, phone and/or e-mail and a reason, checked here by
 * the spec's rules and again by the server (its field problems land at the fields). A real ban
 * reloads the list; the demo account's simulated one goes to the top of the cached list.
 */
export function BanCustomerDialog({ onClose, onBanned }: BanCustomerDialogProps) {
  const queryClient = useQueryClient();
  const ban = useBanCustomer();
  const [failed, setFailed] = useState(false);
  const identityHintId = useId();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<BanFormValues>({ defaultValues: emptyBanValues, resolver });

  const send = async (values: BanFormValues) => {
    setFailed(false);
    try {
      const result = await ban.mutateAsync({ data: toBanRequest(values) });
      await applyStaffWrite<CachedList<BlacklistEntryDto>>(
        queryClient,
        result,
        [getListBlacklistQueryKey()],
        {
          queryKey: getListBlacklistQueryKey(),
          update: (data) => withItemFirst(data, result.entry),
        },
      );
      onBanned({
        text: t.done(bannedCustomerLabel(result.entry, blacklistDe.entry.unknown)),
        simulated: wasSimulated(result),
      });
    } catch (error) {
      const fieldErrors =
        isApiError(error) && error.status === 400 ? banProblemErrors(error.problem) : {};
      const fields = Object.entries(fieldErrors) as [BanField, BanErrorKey][];
      if (fields.length === 0) {
        setFailed(true);
        return;
      }
      fields.forEach(([field, key], index) =>
        setError(field, { type: key, message: t.errors[key] }, { shouldFocus: index === 0 }),
      );
    }
  };

  const textField = ({ name, type, hint }: TextFieldProps) => (
    <FormField
      label={t.labels[name]}
      error={errors[name]?.message}
      hint={hint}
      optionalLabel={t.optional}
    >
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className={forms.input}
          type={type}
          autoComplete="off"
          {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
          {...(type === 'tel' && { inputMode: 'tel' as const })}
        />
      )}
    </FormField>
  );

  return (
    <Modal
      open
      onClose={onClose}
      title={t.title}
      closeLabel={blacklistDe.close}
      className={styles.panel}
    >
      <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
        <fieldset className={forms.fields} disabled={ban.isPending}>
          <legend className="visually-hidden">{t.title}</legend>
          <fieldset className={forms.group} aria-describedby={identityHintId}>
            <legend className={forms.groupTitle}>{t.identity}</legend>
            <p id={identityHintId} className={styles.hint}>
              {t.identityHint}
            </p>
            {textField({ name: 'name', type: 'text' })}
            <div className={forms.pair}>
              {textField({ name: 'phone', type: 'tel', hint: t.hints.phone })}
              {textField({ name: 'email', type: 'email' })}
            </div>
          </fieldset>
          <FormField label={t.labels.reason} error={errors.reason?.message} hint={t.hints.reason}>
            {(field) => (
              <textarea
                {...field}
                {...register('reason')}
                className={`${forms.input} ${styles.textarea}`}
                rows={3}
              />
            )}
          </FormField>
        </fieldset>
        <StatusNote tone="failure">{failed ? t.failed : null}</StatusNote>
        <div className={styles.actions}>
          <button type="button" className={buttons.secondary} onClick={onClose}>
            {t.cancel}
          </button>
          <button type="submit" className={buttons.primary} disabled={ban.isPending}>
            {ban.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {ban.isPending ? t.sending : t.submit}
          </button>
        </div>
      </form>
    </Modal>
  );
}
