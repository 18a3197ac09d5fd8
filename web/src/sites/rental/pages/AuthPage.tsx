import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { LoginScreen } from '../components/auth/LoginScreen';
import { LogoutScreen } from '../components/auth/LogoutScreen';
import { RecoverScreen } from '../components/auth/RecoverScreen';
import { RegisterScreen } from '../components/auth/RegisterScreen';

const screens: Record<string, ComponentType> = {
  Login: LoginScreen,
  Logout: LogoutScreen,
  Register: RegisterScreen,
  Recover: RecoverScreen,
};

/** /Login, /Logout, /Register and /Recover: one screen switched by the last path segment (spec §2). */
export function AuthPage() {
  const { pathname } = useLocation();
  const segment = pathname.replace(/\/+$/, '').split('/').pop() ?? '';
  const Screen = screens[segment] ?? LoginScreen;
  // Keyed, so switching between the screens starts each one fresh.
  return <Screen key={segment} />;
}
