import { useListEmployees } from '@showcase/contracts/generated/endpoints/employees/employees';
import { useListWorkingHours } from '@showcase/contracts/generated/endpoints/working-hours/working-hours';
import { useState } from 'react';
import { StatusNote } from '../../components/StatusNote';
import type { StoredUser } from '../auth/stored-user';
import { useStoredUser } from '../auth/stored-user';
import { QueryState } from '../staff-shell/QueryState';
import { DEFAULT_BUSINESS_TIME_ZONE, todayIn } from '../hourly-booking/booking-dates';
import { StaffPage } from '../staff-shell/StaffPage';
import { HoursEntryForm } from './HoursEntryForm';
import { HoursList } from './HoursList';
import { MonthExport, StaffSelect } from './StaffToolbar';
import { workingHoursDe as t } from './working-hours-texts';
import { staffChoices } from './working-hours-view';
import styles from './WorkingHours.module.css';

/** Admins: the employee select and the month export above the hours. */
function AdminTools({
  user,
  selectedId,
  onSelect,
}: {
  user: StoredUser;
  selectedId: string;
  onSelect: (id: string) => void;
}) {
  const employees = useListEmployees();
  const choices = staffChoices(employees.data?.items ?? [], {
    id: user.id,
    name: `${user.first_name} ${user.last_name}`,
  });
  return (
    <div className={styles.tools}>
      <StaffSelect
        choices={choices}
        selectedId={selectedId}
        failed={employees.isError}
        onSelect={onSelect}
      />
      <MonthExport today={todayIn(DEFAULT_BUSINESS_TIME_ZONE)} />
    </div>
  );
}

function WorkingHoursContent({ user }: { user: StoredUser }) {
  const [selectedId, setSelectedId] = useState(user.id);
  const own = selectedId === user.id;
  // One's own hours without an id: the server knows whose session it is.
  const hours = useListWorkingHours(own ? undefined : { employeeId: selectedId });

  return (
    <StaffPage title={t.title} lead={t.lead}>
      <div className={styles.content}>
        {user.admin && <AdminTools user={user} selectedId={selectedId} onSelect={setSelectedId} />}
        <QueryState
          query={hours}
          texts={{ loading: t.list.loading, failed: t.list.loadFailed, retry: t.list.retry }}
        >
          {(list) => {
            const viewingOwn = list.employeeId === user.id;
            return (
              <>
                {!viewingOwn && (
                  <StatusNote tone="info">{t.viewingOther(list.employeeName)}</StatusNote>
                )}
                {viewingOwn && list.days.some((day) => day.editable) && (
                  <HoursEntryForm list={list} />
                )}
                <HoursList list={list} own={viewingOwn} />
              </>
            );
          }}
        </QueryState>
      </div>
    </StaffPage>
  );
}

/**
 * /Arbeitsstunden: one's own hours, the last three days open for entry; admins also pick any
 * employee to look at (read-only: everyone enters only their own, spec §6) and download a
 * month for all as CSV.
 */
export function WorkingHoursScreen() {
  const user = useStoredUser();
  if (!user) return null;
  // A new login in this tab starts the page afresh (no other person's selection stays).
  return <WorkingHoursContent key={user.id} user={user} />;
}
