import { getListBlacklistQueryKey } from '@showcase/contracts/generated/endpoints/blacklist/blacklist';
import {
  getGetBookingLogQueryKey,
  getListDayBookingsQueryKey,
  getListUnfinishedBookingsQueryKey,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { BlacklistEntryResultDto } from '@showcase/contracts/generated/model/blacklistEntryResultDto';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import type { StaffBookingResultDto } from '@showcase/contracts/generated/model/staffBookingResultDto';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo } from 'react';
import { useStoredUser } from '../auth/stored-user';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';
import { appendHistory, banActor, removeBooking, replaceBooking } from './day-list-cache';

/** Every cached day list (the key without the day), the log's pages, and what counts bookings. */
const bookingLists = () => [
  getListDayBookingsQueryKey(),
  getListUnfinishedBookingsQueryKey(),
  getGetStaffOverviewQueryKey(),
  getGetBookingLogQueryKey(),
];

/**
 * What follows a successful write on a booking (applyStaffWrite): a real one reloads the day
 * lists, the unfinished bookings, the menu badges and the log; one the demo account only
 * simulated is written into the cached lists (a cancelled booking leaves the day), so the page
 * shows it until a reload.
 */
export function useAfterBookingWrite() {
  const queryClient = useQueryClient();
  const user = useStoredUser();
  const userName = user ? `${user.first_name} ${user.last_name}`.trim() : '';

  const afterChange = useCallback(
    async (result: StaffBookingResultDto, cancelled: boolean) => {
      const update = <Data>(data: Data) =>
        cancelled ? removeBooking(data, result.booking.id) : replaceBooking(data, result.booking);
      await applyStaffWrite(queryClient, result, bookingLists(), {
        queryKey: getListDayBookingsQueryKey(),
        update,
      });
      // The log keeps cancelled bookings: it shows the answer, flag and all.
      if (wasSimulated(result)) {
        queryClient.setQueriesData({ queryKey: getGetBookingLogQueryKey() }, (data: unknown) =>
          replaceBooking(data, result.booking),
        );
      }
    },
    [queryClient],
  );

  const afterBan = useCallback(
    async (result: BlacklistEntryResultDto, booking: StaffBookingDto) => {
      const { entry } = result;
      await applyStaffWrite(queryClient, result, [...bookingLists(), getListBlacklistQueryKey()], {
        queryKey: getListDayBookingsQueryKey(),
        // The ban answers with its blacklist entry: the booking's history gains the row here.
        update: (data: unknown) =>
          appendHistory(data, booking.id, {
            id: entry.id,
            action: 'ban',
            actor: banActor(entry.reason, userName),
            at: entry.createdAt,
            before: { banReason: null },
            after: { banReason: entry.reason },
          }),
      });
    },
    [queryClient, userName],
  );

  /** The booking changed meanwhile (paid, cancelled, gone): show the day as it is now. */
  const reloadDay = useCallback(
    () => queryClient.invalidateQueries({ queryKey: getListDayBookingsQueryKey() }),
    [queryClient],
  );

  return useMemo(() => ({ afterChange, afterBan, reloadDay }), [afterChange, afterBan, reloadDay]);
}
