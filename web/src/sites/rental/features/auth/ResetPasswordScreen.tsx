import { useResetPassword } from '@showcase/contracts/generated/endpoints/auth/auth';
import { isApiError } from '@showcase/contracts/fetcher';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { rulesResolver } from '../../../../shared/rules-resolver';
import { useRedirectAfter } from '../../../../shared/use-redirect-after';
import {
  credentialLimits,
  newPasswordFormRules,
  toPasswordResetRequest,
  type NewPasswordFormValues,
} from './credential-rules';
import { AuthCard } from '../../components/AuthCard';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';
import { useRentalTexts } from '../../i18n/use-rental-texts';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';

type Outcome = 'done' | 'invalid' | 'failed';

function GoToLoginSoon() {
  useRedirectAfter(rentalPaths.login, rentalTimings.resetSuccessRedirectMs);
  return null;
}

/**
 * Sets a new password with the token from the recovery e-mail; without a token it says the
 * link is invalid and offers a new one.
 */
export function ResetPasswordScreen({ token }: { token: string | null }) {
  const t = useRentalTexts().reset;
  const [outcome, setOutcome] = useState<Outcome | null>(token ? null : 'invalid');

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<NewPasswordFormValues>({
    defaultValues: { password: '', passwordRepeat: '' },
    resolver: rulesResolver(newPasswordFormRules, t.errors),
  });
  const reset = useResetPassword();

  const send = (values: NewPasswordFormValues) => {
    if (!token) return;
    setOutcome(null);
    reset.mutate(
      { data: toPasswordResetRequest(token, values) },
      {
        onSuccess: () => setOutcome('done'),
        onError: (error) =>
          setOutcome(
            isApiError(error) && error.code === 'RESET_TOKEN_INVALID' ? 'invalid' : 'failed',
          ),
      },
    );
  };

  const hint = t.passwordHint(credentialLimits.passwordMin, credentialLimits.passwordMax);

  return (
    <AuthCard
      eyebrow={t.eyebrow}
      title={t.title}
      lead={outcome === 'invalid' || outcome === 'done' ? undefined : t.lead}
    >
      {outcome === 'invalid' ? (
        <div className={forms.form}>
          <StatusNote tone="failure">{t.invalidLink}</StatusNote>
          <Link className={buttons.primary} to={rentalPaths.recover}>
            {t.requestNewLink}
          </Link>
        </div>
      ) : outcome === 'done' ? (
        <div className={forms.form}>
          <StatusNote tone="success">{t.success}</StatusNote>
          <GoToLoginSoon />
          <Link className={buttons.primary} to={rentalPaths.login} replace>
            {t.toLogin}
          </Link>
        </div>
      ) : (
        <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
          <fieldset className={forms.fields} disabled={reset.isPending}>
            <legend className="visually-hidden">{t.title}</legend>
            <FormField label={t.labels.password} error={errors.password?.message} hint={hint}>
              {(field) => (
                <input
                  {...field}
                  {...register('password')}
                  className={forms.input}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </FormField>
            <FormField label={t.labels.passwordRepeat} error={errors.passwordRepeat?.message}>
              {(field) => (
                <input
                  {...field}
                  {...register('passwordRepeat')}
                  className={forms.input}
                  type="password"
                  autoComplete="new-password"
                />
              )}
            </FormField>
            <button className={forms.submit} type="submit">
              {reset.isPending && <span className={buttons.spinner} aria-hidden="true" />}
              {reset.isPending ? t.sending : t.submit}
            </button>
          </fieldset>
          <StatusNote tone="failure">{outcome === 'failed' ? t.failure : undefined}</StatusNote>
        </form>
      )}
    </AuthCard>
  );
}
