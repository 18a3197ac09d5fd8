import { useEffect, useRef } from 'react';
import { Link } from 'react-router-dom';
import { useDocumentTitle } from '../../../../shared/use-document-title';
import { useRedirectAfter } from '../../../../shared/use-redirect-after';
import { useEndSession } from './use-end-session';
import { staffDe } from '../../i18n/staff-de';
import { rentalPaths } from '../../rental-paths';
import { rentalTimings } from '../../rental-timings';
import { AuthCard } from '../../components/AuthCard';
import forms from '../../components/forms.module.css';
import { StatusNote } from '../../components/StatusNote';

const t = staffDe.logout;

/** Clears the user and logs out on arrival, then goes home after 3 s, whatever the server says. */
export function LogoutScreen() {
  useDocumentTitle(t.documentTitle);
  const endSession = useEndSession();
  useRedirectAfter(rentalPaths.home, rentalTimings.logoutRedirectMs);

  // Once per visit, also when development mode runs effects twice.
  const ended = useRef(false);
  useEffect(() => {
    if (ended.current) return;
    ended.current = true;
    void endSession();
  }, [endSession]);

  return (
    <AuthCard eyebrow={staffDe.authArea} title={t.title}>
      <div className={forms.form}>
        <StatusNote tone="success">{t.note}</StatusNote>
        <p>
          <Link className={forms.textLink} to={rentalPaths.home} replace>
            {t.homeLink}
          </Link>
        </p>
      </div>
    </AuthCard>
  );
}
