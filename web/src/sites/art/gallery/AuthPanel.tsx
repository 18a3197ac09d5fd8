import {
  useLogInMember,
  useLogOutMember,
  useRegisterMember,
} from '@showcase/contracts/generated/endpoints/gallery/gallery';
import type { GalleryMemberDto } from '@showcase/contracts/generated/model/galleryMemberDto';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { cx } from '../../../shared/class-names';
import { artTimings } from '../art-constants';
import styles from './Gallery.module.css';
import { galleryTexts } from './gallery-texts';
import { useRefreshSession } from './use-gallery-member';

const t = galleryTexts.auth;

type Mode = 'login' | 'register';

const usernameOk = (name: string) => name.length >= 4 && name.length <= 14;
const passwordOk = (password: string) => password.length >= 4 && password.length <= 50;

/** The client-side check of spec §5: the message to show, or null when the input may be sent. */
export function credentialsProblem(mode: Mode, username: string, password: string): string | null {
  if (mode === 'login') {
    return usernameOk(username) && passwordOk(password) ? null : t.invalidLogin;
  }
  if (!usernameOk(username)) return t.usernameLength;
  if (!passwordOk(password)) return t.passwordLength;
  return null;
}

interface AuthFormProps {
  /** Asked to focus the user name field (a visitor pressed a vote button). */
  focusRequest?: number;
}

/**
 * Login and register for visitors (spec §4): on success the welcome text ('Welcome, {name}!' or
 * just the user name) stays 6 s, then the page enters the logged-in state.
 */
export function AuthForm({ focusRequest = 0 }: AuthFormProps) {
  const id = useId();
  const [mode, setMode] = useState<Mode>('login');
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [welcome, setWelcome] = useState<string | null>(null);
  const usernameField = useRef<HTMLInputElement>(null);
  const login = useLogInMember();
  const register = useRegisterMember();
  const refreshSession = useRefreshSession();
  const busy = login.isPending || register.isPending;

  useEffect(() => {
    if (focusRequest > 0) usernameField.current?.focus();
  }, [focusRequest]);

  // The welcome stays 6 s; leaving the page earlier enters the logged-in state at once.
  useEffect(() => {
    if (welcome === null) return;
    let done = false;
    const finish = () => {
      if (done) return;
      done = true;
      void refreshSession();
    };
    const timer = setTimeout(finish, artTimings.loginWelcomeMs);
    return () => {
      clearTimeout(timer);
      finish();
    };
  }, [welcome, refreshSession]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    const name = username.trim();
    const local = credentialsProblem(mode, name, password);
    setProblem(local);
    if (local) return;
    const credentials = { data: { username: name, password } };
    const onSuccess = (member: GalleryMemberDto) =>
      setWelcome(mode === 'login' ? t.welcome(member.username) : member.username);
    if (mode === 'login') {
      login.mutate(credentials, {
        onSuccess,
        onError: () => setProblem(t.loginFailed),
      });
    } else {
      register.mutate(credentials, {
        onSuccess,
        onError: () => setProblem(t.registerFailed),
      });
    }
  };

  if (welcome !== null) {
    return (
      <p className={styles.welcome} role="status">
        {welcome}
      </p>
    );
  }

  const switchMode = (next: Mode) => {
    setMode(next);
    setProblem(null);
  };

  return (
    <form className={styles.authForm} onSubmit={submit} noValidate aria-labelledby={`${id}-mode`}>
      <h3 id={`${id}-mode`} className={styles.visuallyHidden}>
        {mode === 'login' ? t.login : t.register}
      </h3>
      <div className={styles.modeSwitch} role="group" aria-label={t.modes}>
        {(['login', 'register'] as const).map((option) => (
          <button
            key={option}
            type="button"
            className={cx(styles.modeButton, mode === option && styles.modeButtonActive)}
            aria-pressed={mode === option}
            onClick={() => switchMode(option)}
          >
            {option === 'login' ? t.login : t.register}
          </button>
        ))}
      </div>
      <div className={styles.authFields}>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-username`}>
            {t.username}
          </label>
          <input
            ref={usernameField}
            id={`${id}-username`}
            className={styles.input}
            name="username"
            autoComplete="username"
            value={username}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : `${id}-hint`}
            onChange={(event) => setUsername(event.target.value)}
          />
          <p id={`${id}-hint`} className={styles.hint}>
            {t.usernameHint}
          </p>
        </div>
        <div className={styles.field}>
          <label className={styles.label} htmlFor={`${id}-password`}>
            {t.password}
          </label>
          <input
            id={`${id}-password`}
            className={styles.input}
            type="password"
            name="password"
            autoComplete={mode === 'login' ? 'current-password' : 'new-password'}
            value={password}
            aria-invalid={problem !== null}
            aria-describedby={problem ? `${id}-problem` : undefined}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button className={styles.primaryButton} type="submit" aria-disabled={busy}>
          {mode === 'login' ? t.login : t.register}
        </button>
      </div>
      <p id={`${id}-problem`} className={styles.error} role="alert">
        {problem}
      </p>
    </form>
  );
}

interface MemberBarProps {
  member: GalleryMemberDto;
}

/** The logged-in member's name and the logout button. */
export function MemberBar({ member }: MemberBarProps) {
  const logout = useLogOutMember();
  const refreshSession = useRefreshSession();
  return (
    <div className={styles.memberBar}>
      <p className={styles.memberName}>
        {t.loggedInAs} <strong>{member.username}</strong>
        {member.admin && <span className={styles.badge}>{t.admin}</span>}
      </p>
      <button
        type="button"
        className={styles.quietButton}
        aria-disabled={logout.isPending}
        onClick={() => {
          if (logout.isPending) return;
          logout.mutate(undefined, { onSettled: () => void refreshSession() });
        }}
      >
        {t.logout}
      </button>
    </div>
  );
}
