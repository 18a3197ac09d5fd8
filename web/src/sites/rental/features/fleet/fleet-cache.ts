import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import {
  getGetVehicleCalendarFeedQueryKey,
  getListVehicleLogQueryKey,
  getListVehiclesQueryKey,
} from '@showcase/contracts/generated/endpoints/vehicles/vehicles';
import type { CalendarFeedDto } from '@showcase/contracts/generated/model/calendarFeedDto';
import type { StaffOverviewDto } from '@showcase/contracts/generated/model/staffOverviewDto';
import type { VehicleBlockResultDto } from '@showcase/contracts/generated/model/vehicleBlockResultDto';
import type { VehicleDeletionDto } from '@showcase/contracts/generated/model/vehicleDeletionDto';
import type { VehicleDto } from '@showcase/contracts/generated/model/vehicleDto';
import type { VehicleListDto } from '@showcase/contracts/generated/model/vehicleListDto';
import type { VehicleType } from '@showcase/contracts/generated/model/vehicleType';
import type { QueryClient } from '@tanstack/react-query';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';

/** The staff list of one type, blocked vehicles included (what this page shows). */
export const fleetListParams = (type: VehicleType) => ({ type, includeBlocked: true }) as const;

/**
 * What a change to a vehicle touches when it was real: every vehicle list (public and staff, all
 * types: the prefix), the change log and the menu's blocked-vehicles badge.
 */
const vehicleWriteKeys = () => [
  getListVehiclesQueryKey(),
  getListVehicleLogQueryKey(),
  getGetStaffOverviewQueryKey(),
];

/** A simulated write also moves the menu's badge, so the demo stays consistent until a reload. */
function shiftBlockedBadge(queryClient: QueryClient, by: number): void {
  if (by === 0) return;
  queryClient.setQueryData<StaffOverviewDto>(getGetStaffOverviewQueryKey(), (overview) =>
    overview
      ? { ...overview, blockedVehicles: Math.max(0, overview.blockedVehicles + by) }
      : overview,
  );
}

/** After PATCH /vehicles/{id}: refetch (real) or flip the cached row's flag (demo). */
export async function applyBlockResult(
  queryClient: QueryClient,
  vehicle: VehicleDto,
  blocked: boolean,
  result: VehicleBlockResultDto,
): Promise<void> {
  await applyStaffWrite<VehicleListDto>(queryClient, result, vehicleWriteKeys(), {
    queryKey: getListVehiclesQueryKey(fleetListParams(vehicle.type)),
    update: (list) => ({
      ...list,
      items: list.items.map((item) => (item.id === vehicle.id ? { ...item, blocked } : item)),
    }),
  });
  if (wasSimulated(result) && vehicle.blocked !== blocked) {
    shiftBlockedBadge(queryClient, blocked ? 1 : -1);
  }
}

/** After DELETE /vehicles/{id}: refetch (real) or drop the cached row (demo). */
export async function applyDeleteResult(
  queryClient: QueryClient,
  vehicle: VehicleDto,
  result: VehicleDeletionDto,
): Promise<void> {
  await applyStaffWrite<VehicleListDto>(queryClient, result, vehicleWriteKeys(), {
    queryKey: getListVehiclesQueryKey(fleetListParams(vehicle.type)),
    update: (list) => ({ ...list, items: list.items.filter((item) => item.id !== vehicle.id) }),
  });
  if (wasSimulated(result) && vehicle.blocked) shiftBlockedBadge(queryClient, -1);
}

/** After POST /vehicles/{id}/calendar-feed: refetch the address (real) or show the answer (demo). */
export async function applyFeedResult(
  queryClient: QueryClient,
  vehicleId: string,
  result: CalendarFeedDto,
): Promise<void> {
  const queryKey = getGetVehicleCalendarFeedQueryKey(vehicleId);
  await applyStaffWrite<CalendarFeedDto>(queryClient, result, [queryKey], {
    queryKey,
    update: () => result,
  });
}
