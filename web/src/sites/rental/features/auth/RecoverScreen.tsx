import { useRequestPasswordRecovery } from '@showcase/contracts/generated/endpoints/auth/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router-dom';
import { rulesResolver } from '../../../../shared/rules-resolver';
import { PageMeta } from '../../../../shared/page-meta/PageMeta';
import { useRedirectAfter } from '../../../../shared/use-redirect-after';
import { recoverFormRules, toRecoveryRequest, type RecoverFormValues } from './credential-rules';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';
import { AuthCard } from '../../components/AuthCard';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';

const t = staffDe.recover;
const resolver = rulesResolver(recoverFormRules, t.errors);

/** Mounted once the request went out: the screen returns to Login after 5 s (spec §4). */
function ReturnToLogin() {
  useRedirectAfter(rentalPaths.login, rentalTimings.recoverReturnMs);
  return null;
}

export function RecoverScreen() {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<RecoverFormValues>({ defaultValues: { email: '' }, resolver });
  const recovery = useRequestPasswordRecovery();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const send = (values: RecoverFormValues) => {
    setOutcome(null);
    recovery.mutate(
      { data: toRecoveryRequest(values, 'de') },
      {
        onSuccess: () => setOutcome('sent'),
        onError: () => setOutcome('failed'),
      },
    );
  };

  const locked = recovery.isPending || outcome === 'sent';

  return (
    <AuthCard eyebrow={staffDe.authArea} title={t.title} lead={t.lead}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang="de"
        path={rentalPaths.recover}
      />
      <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
        <fieldset className={forms.fields} disabled={locked}>
          <legend className="visually-hidden">{t.title}</legend>
          <FormField label={t.labels.email} error={errors.email?.message}>
            {(field) => (
              <input
                {...field}
                {...register('email')}
                className={forms.input}
                type="email"
                inputMode="email"
                autoComplete="email"
                spellCheck={false}
              />
            )}
          </FormField>
          <button className={forms.submit} type="submit">
            {recovery.isPending && <span className={buttons.spinner} aria-hidden="true" />}
            {recovery.isPending ? t.sending : t.submit}
          </button>
        </fieldset>
        <StatusNote tone={outcome === 'sent' ? 'success' : 'failure'}>
          {outcome === 'sent' ? t.success : outcome === 'failed' ? t.failure : undefined}
        </StatusNote>
        {outcome === 'sent' && <ReturnToLogin />}
        <p>
          <Link className={forms.textLink} to={rentalPaths.login}>
            {t.backToLogin}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
