import { Injectable } from '@nestjs/common';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { InboxService } from '../inbox/inbox.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import type { StaffOverviewDto } from './dto/staff-booking.dto';
import { StaffBookingsService } from './staff-bookings.service';

/** The main menu's numbers: open to-dos and messages, blocked vehicles, unfinished bookings. */
@Injectable()
export class StaffOverviewService {
  constructor(
    private readonly inbox: InboxService,
    private readonly vehicles: VehiclesService,
    private readonly staffBookings: StaffBookingsService,
  ) {}

  async overview(viewer: DemoViewer): Promise<StaffOverviewDto> {
    const [inbox, blockedVehicles, unfinishedBookings] = await Promise.all([
      this.inbox.openCounts(viewer),
      this.vehicles.countBlocked(),
      this.staffBookings.countUnfinished(viewer),
    ]);
    return { ...inbox, blockedVehicles, unfinishedBookings };
  }
}
