import {
  getGetProfileQueryKey,
  getListEmployeesQueryKey,
  useUpdateProfile,
} from '@showcase/contracts/generated/endpoints/employees/employees';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import { isApiError } from '@showcase/contracts/fetcher';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';
import { storeChangedProfile } from '../auth/stored-user';
import { DemoSavedNothingNote } from '../staff-shell/StaffPage';
import {
  personalFieldOfProblem,
  personalFormRules,
  toPersonalFormValues,
  toUpdateProfileRequest,
  type PersonalField,
  type PersonalFormValues,
} from './settings-rules';
import { settingsDe } from './settings-texts';
import styles from './Settings.module.css';
import { useAfterSaved, type AfterSaved } from './use-after-saved';
import { showServerFieldErrors } from './server-field-errors';

const t = settingsDe.personal;
const resolver = rulesResolver(personalFormRules, t.errors);

type Outcome =
  | { kind: 'saved'; next: AfterSaved }
  | { kind: 'simulated' }
  | { kind: 'failed'; fieldsNamed: boolean };

interface TextFieldOptions {
  type?: 'text' | 'email' | 'tel' | 'password';
  autoComplete: string;
  optional?: boolean;
  hint?: string;
  readOnly?: boolean;
}

/**
 * The personal form every staff member sees (spec §5): names, e-mail, phone, address and an
 * optional new password. Root's e-mail and password come from the configuration and its name is
 * the fixed 'Admin', so those fields are read-only for root.
 */
export function PersonalSettingsForm({ profile }: { profile: EmployeeDto }) {
  const queryClient = useQueryClient();
  const root = profile.role === 'root';
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<PersonalFormValues>({ defaultValues: toPersonalFormValues(profile), resolver });
  const update = useUpdateProfile();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const saved = outcome?.kind === 'saved';
  const note = useRef<HTMLDivElement>(null);
  useAfterSaved(outcome?.kind === 'saved' ? outcome.next : null);

  // The answer sits by the button at the form's foot: bring it into view.
  useEffect(() => {
    if (outcome) note.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const send = (values: PersonalFormValues) => {
    setOutcome(null);
    update.mutate(
      { data: toUpdateProfileRequest(values) },
      {
        onSuccess: (result) => {
          // The names as saved (capitalised); the password fields empty again.
          reset(toPersonalFormValues(result.profile));
          // The demo account's save was only simulated: nothing changed, nobody logged out, and
          // the page stays so the note can be read.
          if (result.simulated === true) {
            setOutcome({ kind: 'simulated' });
            return;
          }
          if (result.sessionsEnded) {
            setOutcome({ kind: 'saved', next: 'login' });
            return;
          }
          storeChangedProfile(result.profile);
          queryClient.setQueryData(getGetProfileQueryKey(), result.profile);
          void queryClient.invalidateQueries({ queryKey: getListEmployeesQueryKey() });
          setOutcome({ kind: 'saved', next: 'menu' });
        },
        onError: (error) => {
          // Like the browser's own checks: the focus moves to the first field the server named.
          const named = showServerFieldErrors(
            (isApiError(error) && error.problem?.errors) || [],
            personalFieldOfProblem,
            t.errors,
            setError,
          );
          setOutcome({ kind: 'failed', fieldsNamed: named });
        },
      },
    );
  };

  const textField = (
    name: PersonalField,
    { type = 'text', autoComplete, optional, hint, readOnly }: TextFieldOptions,
  ) => (
    <FormField
      label={t.labels[name]}
      error={errors[name]?.message}
      hint={hint}
      optionalLabel={optional ? settingsDe.optional : undefined}
    >
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className={readOnly ? `${forms.input} ${styles.readOnly}` : forms.input}
          type={type}
          autoComplete={autoComplete}
          readOnly={readOnly}
          {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
          {...(type === 'tel' && { inputMode: 'tel' as const })}
        />
      )}
    </FormField>
  );

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      {root && <p className={styles.fixedNote}>{t.root.note}</p>}
      <fieldset className={forms.fields} disabled={update.isPending || saved}>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.person}</legend>
          <div className={forms.pair}>
            {textField('firstName', {
              autoComplete: 'given-name',
              hint: root ? t.root.names : t.hints.names,
              readOnly: root,
            })}
            {textField('lastName', {
              autoComplete: 'family-name',
              hint: root ? t.root.names : t.hints.names,
              readOnly: root,
            })}
          </div>
          {textField('email', {
            type: 'email',
            autoComplete: 'email',
            hint: root ? t.root.email : t.hints.email,
            readOnly: root,
          })}
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.contact}</legend>
          {textField('phone', {
            type: 'tel',
            autoComplete: 'tel',
            optional: true,
            hint: t.hints.phone,
          })}
          {textField('street', { autoComplete: 'address-line1', optional: true })}
          <div className={forms.pair}>
            {textField('additional', { autoComplete: 'address-line2', optional: true })}
            {textField('zipAndCity', { autoComplete: 'off', optional: true })}
          </div>
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.password}</legend>
          <div className={forms.pair}>
            {textField('newPassword', {
              type: 'password',
              autoComplete: 'new-password',
              optional: true,
              hint: root ? t.root.password : t.hints.newPassword,
              readOnly: root,
            })}
            {textField('passwordRepeat', {
              type: 'password',
              autoComplete: 'new-password',
              optional: true,
              hint: root ? t.root.password : undefined,
              readOnly: root,
            })}
          </div>
        </fieldset>
        <div className={styles.actions}>
          <button className={buttons.primary} type="submit">
            {update.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {update.isPending ? t.saving : t.submit}
          </button>
        </div>
      </fieldset>
      <StatusNote ref={note} tone={outcome?.kind === 'failed' ? 'failure' : 'success'}>
        {outcome?.kind === 'saved' ? (
          <>
            <p>{settingsDe.saved}</p>
            <p>{outcome.next === 'login' ? settingsDe.savedToLogin : settingsDe.savedToMenu}</p>
          </>
        ) : outcome?.kind === 'simulated' ? (
          settingsDe.saved
        ) : outcome?.kind === 'failed' ? (
          outcome.fieldsNamed ? (
            settingsDe.checkFields
          ) : (
            settingsDe.failed
          )
        ) : undefined}
      </StatusNote>
      {outcome?.kind === 'simulated' && <DemoSavedNothingNote />}
    </form>
  );
}
