import {
  getGetCurrentStaffQueryKey,
  useGetDemoCredentials,
  useLogin,
} from '@showcase/contracts/generated/endpoints/auth/auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { rulesResolver } from '../../../../shared/rules-resolver';
import { PageMeta } from '../../../../shared/page-meta/PageMeta';
import { loginFormRules, toLoginRequest, type LoginFormValues } from './credential-rules';
import { isSessionExpiredState } from './login-redirect-state';
import { loginWaitSeconds, waitUnit } from './login-failure';
import { storeUser } from './stored-user';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';
import { AuthCard } from '../../components/AuthCard';
import buttons from '../../components/buttons.module.css';
import forms from '../../components/forms.module.css';
import { FormField } from '../../components/FormField';
import { StatusNote } from '../../components/StatusNote';
import styles from './LoginScreen.module.css';

const t = staffDe.login;
const resolver = rulesResolver(loginFormRules, t.errors);
const emptyValues: LoginFormValues = { email: '', password: '' };

function failureText(error: unknown): string {
  const seconds = loginWaitSeconds(error);
  if (seconds === null) return t.failure;
  const wait = waitUnit(seconds);
  const waitText =
    wait.unit === 'seconds' ? t.waitSeconds(wait.amount) : t.waitMinutes(wait.amount);
  return `${t.failure} ${t.rateLimited(waitText)}`;
}

export function LoginScreen() {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  // 404 outside demo mode: then nothing is pre-filled, and asking again would not change that.
  const demo = useGetDemoCredentials({ query: { retry: false, staleTime: Infinity } });
  const demoValues = demo.data;

  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    defaultValues: emptyValues,
    // Fills in the demo account once it arrives, without overwriting what someone typed.
    values: demoValues,
    resetOptions: { keepDirtyValues: true },
    resolver,
  });

  const login = useLogin();
  // Local, so the message disappears exactly when the timer fires; a new object restarts it.
  const [failure, setFailure] = useState<{ text: string } | null>(null);

  useEffect(() => {
    if (!failure) return;
    const timer = setTimeout(() => setFailure(null), rentalTimings.loginFailureMs);
    return () => clearTimeout(timer);
  }, [failure]);

  const send = (values: LoginFormValues) => {
    setFailure(null);
    login.mutate(
      { data: toLoginRequest(values) },
      {
        onSuccess: (profile) => {
          storeUser(profile);
          queryClient.removeQueries({ queryKey: getGetCurrentStaffQueryKey() });
          void navigate(rentalPaths.staffArea);
        },
        onError: (error) => setFailure({ text: failureText(error) }),
      },
    );
  };

  return (
    <AuthCard eyebrow={staffDe.authArea} title={t.title} lead={t.lead}>
      <PageMeta
        title={t.documentTitle}
        description={t.description}
        lang="de"
        path={rentalPaths.login}
      />
      <form className={forms.form} noValidate onSubmit={handleSubmit(send)}>
        {isSessionExpiredState(location.state) && (
          <StatusNote tone="info">{t.sessionExpired}</StatusNote>
        )}
        {demoValues && (
          <p className={styles.demo}>
            <svg className={styles.demoIcon} viewBox="0 0 20 20" aria-hidden="true">
              <circle cx="10" cy="10" r="4" />
              <path d="M10 1.5v2.5m0 12v2.5M1.5 10H4m12 0h2.5M4 4l1.8 1.8m8.4 8.4L16 16M4 16l1.8-1.8m8.4-8.4L16 4" />
            </svg>
            {t.demoPrefilled}
          </p>
        )}
        <div className={forms.fields}>
          <FormField label={t.labels.email} error={errors.email?.message}>
            {(field) => (
              <input
                {...field}
                {...register('email')}
                className={forms.input}
                type="email"
                inputMode="email"
                autoComplete="username"
                spellCheck={false}
              />
            )}
          </FormField>
          <FormField label={t.labels.password} error={errors.password?.message}>
            {(field) => (
              <input
                {...field}
                {...register('password')}
                className={forms.input}
                type="password"
                autoComplete="current-password"
              />
            )}
          </FormField>
        </div>
        <button className={forms.submit} type="submit" disabled={login.isPending}>
          {login.isPending && <span className={buttons.spinner} aria-hidden="true" />}
          {login.isPending ? t.sending : t.submit}
        </button>
        <StatusNote tone="failure">{failure?.text}</StatusNote>
        <p className={styles.more}>
          <Link className={forms.textLink} to={rentalPaths.recover}>
            {t.forgotPassword}
          </Link>
        </p>
      </form>
    </AuthCard>
  );
}
