import { useGetProfile } from '@showcase/contracts/generated/endpoints/employees/employees';
import { useGetBusinessSettings } from '@showcase/contracts/generated/endpoints/settings/settings';
import { useState } from 'react';
import { useStoredUser } from '../auth/stored-user';
import { DEFAULT_BUSINESS_TIME_ZONE, todayIn } from '../hourly-booking/booking-dates';
import { StaffPage } from '../staff-shell/StaffPage';
import { ApiTokensCard } from './ApiTokensCard';
import { BusinessSettingsForm } from './BusinessSettingsForm';
import { PersonalSettingsForm } from './PersonalSettingsForm';
import { LoadState, SettingsCard as Card } from './SettingsCard';
import { settingsDe as t } from './settings-texts';
import styles from './Settings.module.css';
import { WebhooksCard } from './WebhooksCard';

/**
 * /Einstellungen (spec §2, §5, §6): everyone's personal data; admins (root and the admin role,
 * as the API's PUT /settings/business allows) also the business form with the hiring popup and,
 * across the page below both, the API tokens and the webhooks (issue 24).
 */
export function SettingsScreen() {
  const user = useStoredUser();
  // Asked afresh on every visit, and each form fills once from this visit's answer (a cached
  // one may be older); a refetch behind the form's back would not refill it anyway.
  const profile = useGetProfile({ query: { staleTime: 0, refetchOnWindowFocus: false } });
  const admin = profile.data ? profile.data.role !== 'employee' : (user?.admin ?? false);
  const business = useGetBusinessSettings({
    query: { enabled: admin, staleTime: 0, refetchOnWindowFocus: false },
  });
  // The stored month-days show in this year's calendar; only month and day are saved.
  const [year] = useState(() => Number(todayIn(DEFAULT_BUSINESS_TIME_ZONE).slice(0, 4)));

  return (
    <StaffPage title={t.title} lead={t.lead}>
      <div className={admin ? `${styles.cards} ${styles.twoCards}` : styles.cards}>
        <Card title={t.personal.title}>
          {profile.data && profile.isFetchedAfterMount ? (
            <PersonalSettingsForm key={profile.data.id} profile={profile.data} />
          ) : (
            <LoadState
              loading={t.personal.loading}
              failed={t.personal.loadFailed}
              query={profile}
            />
          )}
        </Card>
        {admin && (
          <Card title={t.business.title} lead={t.business.lead}>
            {business.data && business.isFetchedAfterMount ? (
              <BusinessSettingsForm settings={business.data} year={year} />
            ) : (
              <LoadState
                loading={t.business.loading}
                failed={t.business.loadFailed}
                query={business}
              />
            )}
          </Card>
        )}
        {admin && <ApiTokensCard />}
        {admin && <WebhooksCard />}
      </div>
    </StaffPage>
  );
}
