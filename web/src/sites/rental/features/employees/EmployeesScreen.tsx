import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListEmployeesQueryKey,
  useListEmployees,
  useUpdateEmployeeStatus,
} from '@showcase/contracts/generated/endpoints/employees/employees';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { EmployeeListDto } from '@showcase/contracts/generated/model/employeeListDto';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import buttons from '../../components/buttons.module.css';
import { StatusNote, type NoteTone } from '../../components/StatusNote';
import { rentalPaths } from '../../rental-paths';
import { useStoredUser } from '../auth/stored-user';
import { MenuIcon } from '../staff-area/MenuIcons';
import { DemoSavedNothingNote, StaffPage } from '../staff-shell/StaffPage';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import { DeactivateDialog } from './DeactivateDialog';
import { EmployeeCard, employeeName, switchIdOf } from './EmployeeCard';
import { employeeLists, withEmployee } from './employee-list';
import styles from './Employees.module.css';
import { employeesDe as t } from './employees-texts';
import { EmptyNote, QueryState } from '../staff-shell/QueryState';

interface Notice {
  tone: NoteTone;
  text: string;
}

/** A note for staff who typed the address: the page and its list are for admins (spec §6). */
export function AdminOnlyNote() {
  return (
    <StaffPage title={t.title}>
      <div className={styles.adminOnly}>
        <MenuIcon name="employees" className={styles.adminOnlyIcon} />
        <div className={styles.adminOnlyText}>
          <StatusNote tone="info">{t.adminOnly.text}</StatusNote>
          <p className={styles.adminOnlyLinks}>
            <Link className={buttons.primary} to={rentalPaths.staffArea}>
              {t.adminOnly.back}
            </Link>
            <Link className={buttons.secondary} to={rentalPaths.workingHours}>
              {t.adminOnly.hours}
            </Link>
          </p>
        </div>
      </div>
    </StaffPage>
  );
}

interface EmployeeSectionProps {
  title: string;
  empty: string;
  employees: EmployeeDto[];
  busyId: string | null;
  onToggle: (employee: EmployeeDto) => void;
}

function EmployeeSection({ title, empty, employees, busyId, onToggle }: EmployeeSectionProps) {
  const titleId = useId();
  return (
    <section className={styles.section} aria-labelledby={titleId}>
      {/* Read as one phrase ('Aktive Mitarbeiter: 3'); seen as the title and a count badge. */}
      <h2 id={titleId} className={styles.sectionTitle} aria-label={`${title}: ${employees.length}`}>
        {title}
        <span className={styles.count}>{employees.length}</span>
      </h2>
      {employees.length === 0 ? (
        <EmptyNote>{empty}</EmptyNote>
      ) : (
        <ul className={styles.list}>
          {employees.map((employee) => (
            <li key={employee.id}>
              <EmployeeCard employee={employee} busy={busyId === employee.id} onToggle={onToggle} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/**
 * /Mitarbeiter for admins: the active and the inactive staff, each with a switch. Activating
 * happens at once; deactivating asks first, because the API logs the person out right away. A
 * real change reloads the list; the demo account's simulated one moves the card in the cached
 * list and says that nothing was saved.
 */
function EmployeesAdminScreen() {
  const queryClient = useQueryClient();
  const employees = useListEmployees();
  const status = useUpdateEmployeeStatus();
  const [confirming, setConfirming] = useState<EmployeeDto | null>(null);
  const [deactivateFailed, setDeactivateFailed] = useState(false);
  const [busyId, setBusyId] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [demo, setDemo] = useState(false);
  // The switch moves to the other list: the focus follows it once the list shows the change
  // and any dialog is closed (the dialog hands the focus back to its opener as it closes, and
  // that opener is gone, so this must come after).
  const focusAfterChange = useRef<string | null>(null);

  useEffect(() => {
    const id = focusAfterChange.current;
    if (id === null || confirming !== null) return;
    focusAfterChange.current = null;
    document.getElementById(switchIdOf(id))?.focus();
  }, [confirming, employees.data]);

  /** Sends the new state; true when it was stored (or, for the demo, simulated). */
  const change = async (employee: EmployeeDto, active: boolean): Promise<boolean> => {
    setBusyId(employee.id);
    focusAfterChange.current = employee.id;
    try {
      const result = await status.mutateAsync({ id: employee.id, data: { active } });
      await applyStaffWrite<EmployeeListDto>(queryClient, result, [getListEmployeesQueryKey()], {
        queryKey: getListEmployeesQueryKey(),
        update: (list) => withEmployee(list, result),
      });
      const name = employeeName(employee);
      setNotice({
        tone: 'success',
        text: active ? t.done.activated(name) : t.done.deactivated(name),
      });
      if (wasSimulated(result)) setDemo(true);
      return true;
    } catch (error) {
      focusAfterChange.current = null;
      if (isApiError(error) && error.status === 404) {
        await queryClient.invalidateQueries({ queryKey: getListEmployeesQueryKey() });
        setNotice({ tone: 'info', text: t.done.gone });
        return true;
      }
      return false;
    } finally {
      setBusyId(null);
    }
  };

  const onToggle = (employee: EmployeeDto) => {
    if (employee.active) {
      setDeactivateFailed(false);
      setConfirming(employee);
      return;
    }
    setNotice(null);
    void change(employee, true).then((done) => {
      if (!done)
        setNotice({ tone: 'failure', text: t.done.activateFailed(employeeName(employee)) });
    });
  };

  const confirmDeactivation = async () => {
    if (!confirming) return;
    setDeactivateFailed(false);
    setNotice(null);
    const done = await change(confirming, false);
    if (done) setConfirming(null);
    else setDeactivateFailed(true);
  };

  return (
    <StaffPage
      title={t.title}
      lead={t.lead}
      actions={
        <Link className={buttons.primary} to={rentalPaths.register}>
          <MenuIcon name="register" className={styles.buttonIcon} />
          {t.register}
        </Link>
      }
    >
      <div className={styles.content}>
        {demo && <DemoSavedNothingNote />}
        <StatusNote tone={notice?.tone}>{notice?.text}</StatusNote>
        <QueryState
          query={employees}
          texts={{ loading: t.loading, failed: t.loadFailed, retry: t.retry }}
        >
          {(data) => {
            const lists = employeeLists(data.items);
            if (lists.active.length === 0 && lists.inactive.length === 0) {
              return <EmptyNote>{t.emptyAll}</EmptyNote>;
            }
            return (
              <div className={styles.sections}>
                <EmployeeSection
                  title={t.activeTitle}
                  empty={t.emptyActive}
                  employees={lists.active}
                  busyId={busyId}
                  onToggle={onToggle}
                />
                <EmployeeSection
                  title={t.inactiveTitle}
                  empty={t.emptyInactive}
                  employees={lists.inactive}
                  busyId={busyId}
                  onToggle={onToggle}
                />
              </div>
            );
          }}
        </QueryState>
      </div>
      {confirming && (
        <DeactivateDialog
          employee={confirming}
          sending={busyId === confirming.id}
          failed={deactivateFailed}
          onConfirm={() => void confirmDeactivation()}
          onClose={() => setConfirming(null)}
        />
      )}
    </StaffPage>
  );
}

/** /Mitarbeiter: the employee list for admins, a clear note for everyone else. */
export function EmployeesScreen() {
  const user = useStoredUser();
  if (!user) return null;
  return user.admin ? <EmployeesAdminScreen /> : <AdminOnlyNote />;
}
