import { isApiError } from '@showcase/contracts/fetcher';
import {
  getListInboxQueryKey,
  useTickOffInboxItem,
} from '@showcase/contracts/generated/endpoints/inbox/inbox';
import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import { inboxDe } from './inbox-texts';
import { withoutItem, type CachedList } from './paged-cache';

const t = inboxDe.tickOff;

/** What became of a tick-off, for the page's status line. */
export interface InboxOutcome {
  tone: 'success' | 'failure' | 'info';
  text: string;
  /** The demo account's write: shown, not stored. */
  simulated: boolean;
  /** Whether the item left the list (the focus then moves on). */
  removed: boolean;
}

/**
 * Ticks items off (several may be under way at once). A real tick-off reloads the inbox lists
 * and the menu badges; a simulated one (demo) removes the item from the cached lists only. When
 * a colleague was quicker (409) or the item is gone (404), the lists reload and say so.
 */
export function useTickOff(onOutcome: (outcome: InboxOutcome) => void) {
  const queryClient = useQueryClient();
  const mutation = useTickOffInboxItem();
  const [pending, setPending] = useState<ReadonlySet<string>>(() => new Set());

  const refresh = async () => {
    void queryClient.invalidateQueries({ queryKey: getGetStaffOverviewQueryKey() });
    await queryClient.invalidateQueries({ queryKey: getListInboxQueryKey() });
  };

  const tickOff = async (item: InboxItemDto) => {
    setPending((ids) => new Set(ids).add(item.id));
    try {
      const result = await mutation.mutateAsync({ id: item.id });
      await applyStaffWrite<CachedList<InboxItemDto>>(
        queryClient,
        result,
        [getListInboxQueryKey(), getGetStaffOverviewQueryKey()],
        { queryKey: getListInboxQueryKey(), update: (data) => withoutItem(data, item.id) },
      );
      onOutcome({
        tone: 'success',
        text: t.done(inboxDe.item.kinds[item.type], item.name),
        simulated: wasSimulated(result),
        removed: true,
      });
    } catch (error) {
      if (isApiError(error) && (error.status === 409 || error.status === 404)) {
        await refresh();
        onOutcome({
          tone: 'info',
          text: error.status === 409 ? t.alreadyDone[item.type] : t.gone,
          simulated: false,
          removed: true,
        });
      } else {
        onOutcome({ tone: 'failure', text: t.failed, simulated: false, removed: false });
      }
    } finally {
      setPending((ids) => {
        const rest = new Set(ids);
        rest.delete(item.id);
        return rest;
      });
    }
  };

  return { tickOff, isTickingOff: (id: string) => pending.has(id) };
}
