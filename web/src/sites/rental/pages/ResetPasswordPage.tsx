import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { useDocumentTitle } from '../../../shared/use-document-title';
import { readResetToken } from '../features/auth/credential-rules';
import { ResetPasswordScreen } from '../features/auth/ResetPasswordScreen';
import { useRentalTexts } from '../i18n/use-rental-texts';

/**
 * /Passwort-zuruecksetzen (German) and /reset-password (English), opened from the recovery
 * e-mail. The token comes from the URL fragment, which browsers never send to a server.
 */
export function ResetPasswordPage() {
  useDocumentTitle(useRentalTexts().reset.documentTitle);
  const { hash } = useLocation();
  // Read once: the fragment is the only place the token ever is.
  const [token] = useState(() => readResetToken(hash));
  return <ResetPasswordScreen token={token} />;
}
