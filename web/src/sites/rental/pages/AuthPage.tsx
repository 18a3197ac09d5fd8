import type { ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { LoginScreen } from '../features/auth/LoginScreen';
import { LogoutScreen } from '../features/auth/LogoutScreen';
import { RecoverScreen } from '../features/auth/RecoverScreen';
import { RegisterScreen } from '../features/auth/RegisterScreen';

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
