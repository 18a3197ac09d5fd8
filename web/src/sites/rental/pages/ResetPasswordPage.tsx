import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { PageMeta } from '../../../shared/page-meta/PageMeta';
import { readResetToken } from '../features/auth/credential-rules';
import { ResetPasswordScreen } from '../features/auth/ResetPasswordScreen';
import { useRentalTexts } from '../i18n/use-rental-texts';
import { rentalPaths } from '../rental-paths';

/**
 * /Passwort-zuruecksetzen (German) and /reset-password (English), opened from the recovery
 * e-mail. The token comes from the URL fragment, which browsers never send to a server.
 */
export function ResetPasswordPage() {
  const texts = useRentalTexts();
  const { hash } = useLocation();
  // Read once: the fragment is the only place the token ever is.
  const [token] = useState(() => readResetToken(hash));
  return (
    <>
      <PageMeta
        title={texts.reset.documentTitle}
        description={texts.reset.description}
        lang={texts.lang}
        path={rentalPaths.resetPassword[texts.lang]}
        alternates={rentalPaths.resetPassword}
      />
      <ResetPasswordScreen token={token} />
    </>
  );
}
