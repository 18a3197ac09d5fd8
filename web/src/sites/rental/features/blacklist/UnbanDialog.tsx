import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListBlacklistQueryKey,
  useUnbanCustomer,
} from '@showcase/contracts/generated/endpoints/blacklist/blacklist';
import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import styles from '../inbox/dialogs.module.css';
import { withoutItem, type CachedList } from '../inbox/paged-cache';
import { ConfirmDialog } from '../staff-shell/ConfirmDialog';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import { bannedCustomerLabel } from './ban-rules';
import { blacklistDe } from './blacklist-texts';

const t = blacklistDe.unban;

export interface UnbanOutcome {
  text: string;
  tone: 'success' | 'info';
  simulated: boolean;
}

interface UnbanDialogProps {
  entry: BlacklistEntryDto;
  onClose: () => void;
  onDone: (outcome: UnbanOutcome) => void;
}

/**
 * Asks before a ban is lifted, then lifts it: a real unban reloads the list, the demo account's
 * simulated one takes the entry out of the cached list. A ban someone else lifted meanwhile
 * (404) reloads the list and says so.
 */
export function UnbanDialog({ entry, onClose, onDone }: UnbanDialogProps) {
  const queryClient = useQueryClient();
  const unban = useUnbanCustomer();
  const [failed, setFailed] = useState(false);
  const who = bannedCustomerLabel(entry, blacklistDe.entry.unknown);

  const confirm = async () => {
    setFailed(false);
    try {
      const result = await unban.mutateAsync({ id: entry.id });
      await applyStaffWrite<CachedList<BlacklistEntryDto>>(
        queryClient,
        result,
        [getListBlacklistQueryKey()],
        { queryKey: getListBlacklistQueryKey(), update: (data) => withoutItem(data, entry.id) },
      );
      onDone({ text: t.done(who), tone: 'success', simulated: wasSimulated(result) });
    } catch (error) {
      if (isApiError(error) && error.status === 404) {
        await queryClient.invalidateQueries({ queryKey: getListBlacklistQueryKey() });
        onDone({ text: t.gone, tone: 'info', simulated: false });
        return;
      }
      setFailed(true);
    }
  };

  return (
    <ConfirmDialog
      title={t.title}
      closeLabel={blacklistDe.close}
      className={styles.panel}
      cancelLabel={t.cancel}
      confirmLabel={t.confirm}
      sendingLabel={t.working}
      sending={unban.isPending}
      failure={failed ? t.failed : null}
      onConfirm={() => void confirm()}
      onClose={onClose}
    >
      <p>{t.question(who)}</p>
      {entry.reason !== null && (
        <p>
          {blacklistDe.entry.reason}: {entry.reason}
        </p>
      )}
      <p>{t.consequence}</p>
    </ConfirmDialog>
  );
}
