import { useCreateEmployee } from '@showcase/contracts/generated/endpoints/employees/employees';
import { isApiError } from '@showcase/contracts/fetcher';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { rulesResolver } from '../../../../shared/rules-resolver';
import {
  emptyRegisterValues,
  registerFormRules,
  registerLimits,
  toCreateEmployeeRequest,
  type RegisterField,
  type RegisterFormValues,
} from './register-rules';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';

const t = staffDe.register;
const resolver = rulesResolver(registerFormRules, t.errors);

type Feedback = { kind: 'success'; message: string; simulated: boolean } | { kind: 'failure' };

interface TextFieldProps {
  name: RegisterField;
  type?: 'text' | 'email' | 'password' | 'tel';
  autoComplete: string;
  optional?: boolean;
  hint?: string;
}

export function RegisterForm() {
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors },
  } = useForm<RegisterFormValues>({ defaultValues: emptyRegisterValues, resolver });
  const createEmployee = useCreateEmployee();
  const [feedback, setFeedback] = useState<Feedback | null>(null);
  const succeeded = feedback?.kind === 'success';

  // The success note stays 3 s with the form locked, then the form clears (spec §4).
  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => {
      reset(emptyRegisterValues);
      setFeedback(null);
    }, rentalTimings.registerSuccessMs);
    return () => clearTimeout(timer);
  }, [succeeded, reset]);

  const send = (values: RegisterFormValues) => {
    setFeedback(null);
    createEmployee.mutate(
      { data: toCreateEmployeeRequest(values) },
      {
        onSuccess: ({ firstName, lastName, simulated }) => {
          setFeedback({
            kind: 'success',
            message: t.success(firstName, lastName),
            simulated: simulated === true,
          });
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 409 && error.code === 'EMAIL_TAKEN') {
            setError('email', { type: 'emailTaken', message: t.emailTaken }, { shouldFocus: true });
            return;
          }
          setFeedback({ kind: 'failure' });
        },
      },
    );
  };

  const textField = ({ name, type = 'text', autoComplete, optional, hint }: TextFieldProps) => (
    <FormField
      label={t.labels[name]}
      error={errors[name]?.message}
      hint={hint}
      optionalLabel={optional ? t.optional : undefined}
    >
      {(field) => (
        <input
          {...field}
          {...register(name)}
          className={forms.input}
          type={type}
          autoComplete={autoComplete}
          {...(type === 'email' && { inputMode: 'email' as const, spellCheck: false })}
          {...(type === 'tel' && { inputMode: 'tel' as const })}
        />
      )}
    </FormField>
  );

  const passwordHint = t.passwordHint(registerLimits.passwordMin, registerLimits.passwordMax);

  return (
    <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
      <fieldset className={forms.fields} disabled={createEmployee.isPending || succeeded}>
        <legend className="visually-hidden">{t.title}</legend>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.person}</legend>
          <div className={forms.pair}>
            {textField({ name: 'firstName', autoComplete: 'off' })}
            {textField({ name: 'lastName', autoComplete: 'off' })}
          </div>
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.access}</legend>
          {textField({ name: 'email', type: 'email', autoComplete: 'off' })}
          <div className={forms.pair}>
            {textField({
              name: 'password',
              type: 'password',
              autoComplete: 'new-password',
              hint: passwordHint,
            })}
            {textField({ name: 'passwordRepeat', type: 'password', autoComplete: 'new-password' })}
          </div>
        </fieldset>
        <fieldset className={forms.group}>
          <legend className={forms.groupTitle}>{t.groups.contact}</legend>
          {textField({ name: 'phone', type: 'tel', autoComplete: 'off', optional: true })}
          <div className={forms.pair}>
            {textField({ name: 'street', autoComplete: 'off', optional: true })}
            {textField({ name: 'additional', autoComplete: 'off', optional: true })}
          </div>
          {textField({ name: 'zipAndCity', autoComplete: 'off', optional: true })}
        </fieldset>
        <div className={forms.actions}>
          <Link className={forms.textLink} to={rentalPaths.staffArea}>
            {t.backToStaffArea}
          </Link>
          <button className={buttons.primary} type="submit">
            {createEmployee.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {createEmployee.isPending ? t.sending : t.submit}
          </button>
        </div>
      </fieldset>
      <StatusNote tone={feedback?.kind === 'failure' ? 'failure' : 'success'}>
        {feedback?.kind === 'success' ? (
          <>
            <p>{feedback.message}</p>
            {feedback.simulated && <p>{t.simulated}</p>}
          </>
        ) : feedback?.kind === 'failure' ? (
          t.failure
        ) : undefined}
      </StatusNote>
    </form>
  );
}
