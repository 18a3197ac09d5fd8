import {
  getGetHoursAvailabilityQueryKey,
  getGetStayCalendarQueryKey,
  getGetWeekAvailabilityQueryKey,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import {
  getGetBusinessSettingsQueryKey,
  useUpdateBusinessSettings,
} from '@showcase/contracts/generated/endpoints/settings/settings';
import { getGetPriceDurationsQueryKey } from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { BusinessSettingsDto } from '@showcase/contracts/generated/model/businessSettingsDto';
import { isApiError } from '@showcase/contracts/fetcher';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { rulesResolver } from '../../../../shared/rules-resolver';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';
import { DemoSavedNothingNote } from '../staff-shell/StaffPage';
import {
  BUSINESS_PERIODS,
  businessFieldOfProblem,
  businessFormRules,
  toBusinessFormValues,
  toUpdateBusinessSettingsRequest,
  type BusinessField,
  type BusinessFormValues,
} from './settings-rules';
import { settingsDe } from './settings-texts';
import styles from './Settings.module.css';
import { useAfterSaved } from './use-after-saved';
import { showServerFieldErrors } from './server-field-errors';

const t = settingsDe.business;
const resolver = rulesResolver(businessFormRules, t.errors);

/**
 * FormField marks a field as required unless it names an optional label. The period fields are
 * optional as a group (its hint says so, and a season with dates needs its hours), so they
 * carry no mark of their own.
 */
const OPTIONAL_WITHOUT_MARK = '';

type Outcome = 'saved' | 'simulated' | { failed: true; fieldsNamed: boolean };

interface FieldProps {
  name: BusinessField;
  label: string;
  errors: FieldErrors<BusinessFormValues>;
  register: UseFormRegister<BusinessFormValues>;
  optional?: boolean;
}

/** A whole hour of the day, typed (spec: an integer of at most two digits). */
function HourField({ name, label, errors, register, optional }: FieldProps) {
  return (
    <FormField
      label={label}
      error={errors[name]?.message}
      optionalLabel={optional ? OPTIONAL_WITHOUT_MARK : undefined}
    >
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className={`${forms.input} ${styles.hourInput}`}
          type="text"
          inputMode="numeric"
          autoComplete="off"
        />
      )}
    </FormField>
  );
}

/** A day of a period: the browser's date picker; only month and day count. */
function DateField({ name, label, errors, register }: FieldProps) {
  return (
    <FormField label={label} error={errors[name]?.message} optionalLabel={OPTIONAL_WITHOUT_MARK}>
      {(field) => <input {...field} {...register(name)} className={forms.input} type="date" />}
    </FormField>
  );
}

interface BusinessSettingsFormProps {
  settings: BusinessSettingsDto;
  /** The year the stored month-days are shown in (business time); ignored on save. */
  year: number;
}

/**
 * The admins' business form (spec §5 "Settings (root, business)", §6): the "we are hiring"
 * popup of the public home, the general opening hours, the two seasons with their own hours and
 * the closed off-season. The API's rules are the same; its objections show at the fields.
 */
export function BusinessSettingsForm({ settings, year }: BusinessSettingsFormProps) {
  const queryClient = useQueryClient();
  const hiringHintId = useId();
  const datesNoteId = useId();
  const groupHintIds = { seasonBegin: useId(), seasonEnd: useId(), offSeason: useId() };
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<BusinessFormValues>({
    defaultValues: toBusinessFormValues(settings, year),
    resolver,
  });
  const update = useUpdateBusinessSettings();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const note = useRef<HTMLDivElement>(null);
  useAfterSaved(outcome === 'saved' ? 'menu' : null);

  useEffect(() => {
    if (outcome) note.current?.scrollIntoView?.({ block: 'nearest' });
  }, [outcome]);

  const send = (values: BusinessFormValues) => {
    setOutcome(null);
    update.mutate(
      { data: toUpdateBusinessSettingsRequest(values) },
      {
        onSuccess: (result) => {
          // As the server has it (the end of February as 02-29, shown in this year).
          reset(toBusinessFormValues(result, year));
          if (result.simulated === true) {
            // Nothing was stored: the public pages keep their hours, only this form shows it.
            setOutcome('simulated');
            return;
          }
          // The home page's hours, the hiring popup and the booking calendars read this; what
          // the server derives from it (free slots, the price durations) is asked again.
          queryClient.setQueryData(getGetBusinessSettingsQueryKey(), result);
          for (const queryKey of [
            getGetWeekAvailabilityQueryKey(),
            getGetHoursAvailabilityQueryKey(),
            getGetStayCalendarQueryKey(),
            getGetPriceDurationsQueryKey(),
          ]) {
            void queryClient.invalidateQueries({ queryKey });
          }
          setOutcome('saved');
        },
        onError: (error) => {
          const named = showServerFieldErrors(
            (isApiError(error) && error.problem?.errors) || [],
            businessFieldOfProblem,
            t.errors,
            setError,
          );
          setOutcome({ failed: true, fieldsNamed: named });
        },
      },
    );
  };

  const fieldProps = { errors, register };
  const failed = typeof outcome === 'object' && outcome !== null;

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={forms.fields} disabled={update.isPending || outcome === 'saved'}>
        <div className={styles.check}>
          <input
            id={`${hiringHintId}-input`}
            type="checkbox"
            className={styles.checkInput}
            aria-describedby={hiringHintId}
            {...register('hiring')}
          />
          <label htmlFor={`${hiringHintId}-input`} className={styles.checkLabel}>
            {t.hiring}
          </label>
          <p id={hiringHintId} className={styles.checkHint}>
            {t.hiringHint}
          </p>
        </div>

        <fieldset className={styles.period}>
          <legend className={forms.groupTitle}>{t.groups.general}</legend>
          <div className={styles.hours}>
            <HourField name="generalOpeningHour" label={t.labels.opening} {...fieldProps} />
            <HourField name="generalClosingHour" label={t.labels.closing} {...fieldProps} />
          </div>
        </fieldset>

        <p id={datesNoteId} className={styles.datesNote}>
          {t.datesHint}
        </p>

        {(['seasonBegin', 'seasonEnd', 'offSeason'] as const).map((key) => {
          const period = BUSINESS_PERIODS[key];
          return (
            <fieldset
              key={key}
              className={styles.period}
              aria-describedby={`${groupHintIds[key]} ${datesNoteId}`}
            >
              <legend className={forms.groupTitle}>{t.groups[key]}</legend>
              <p id={groupHintIds[key]} className={styles.periodHint}>
                {t.groupHints[key]}
              </p>
              <div className={styles.dates}>
                <DateField name={period.start} label={t.labels.start} {...fieldProps} />
                <DateField name={period.end} label={t.labels.end} {...fieldProps} />
              </div>
              {period.hours && (
                <div className={styles.hours}>
                  <HourField
                    name={period.hours.opening}
                    label={t.labels.opening}
                    optional
                    {...fieldProps}
                  />
                  <HourField
                    name={period.hours.closing}
                    label={t.labels.closing}
                    optional
                    {...fieldProps}
                  />
                </div>
              )}
            </fieldset>
          );
        })}

        <div className={styles.actions}>
          <button className={buttons.primary} type="submit">
            {update.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {update.isPending ? t.saving : t.submit}
          </button>
        </div>
      </fieldset>
      <StatusNote ref={note} tone={failed ? 'failure' : 'success'}>
        {outcome === 'saved' ? (
          <>
            <p>{settingsDe.saved}</p>
            <p>{settingsDe.savedToMenu}</p>
          </>
        ) : outcome === 'simulated' ? (
          settingsDe.saved
        ) : failed ? (
          outcome.fieldsNamed ? (
            settingsDe.checkFields
          ) : (
            settingsDe.failed
          )
        ) : undefined}
      </StatusNote>
      {outcome === 'simulated' && <DemoSavedNothingNote />}
    </form>
  );
}
