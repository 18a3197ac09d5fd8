import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { adminOnlyState } from './login-redirect-state';
import { useStoredUser } from './stored-user';
import { useEndSession } from './use-end-session';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { AuthCard } from '../../components/AuthCard';
import { StatusNote } from '../../components/StatusNote';
import { RegisterForm } from './RegisterForm';

const t = staffDe.register;

/** Only a logged-in admin may register staff; anyone else is logged out and sent home (spec §5). */
export function RegisterScreen() {
  useDocumentTitle(t.documentTitle);
  const user = useStoredUser();
  const allowed = user?.admin === true;
  const endSession = useEndSession();
  const navigate = useNavigate();

  useEffect(() => {
    if (allowed) return;
    void navigate(rentalPaths.home, { replace: true, state: adminOnlyState });
    void endSession();
  }, [allowed, endSession, navigate]);

  return (
    <AuthCard eyebrow={staffDe.authArea} title={t.title} lead={allowed ? t.lead : undefined} wide>
      {allowed ? <RegisterForm /> : <StatusNote tone="info">{t.checking}</StatusNote>}
    </AuthCard>
  );
}
