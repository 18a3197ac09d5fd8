import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Put,
  Query,
} from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { OptionalStaff, Public, Roles, TokenScope } from '../common/access/access.decorators';
import { ChangesPublicReads, PublicRead } from '../common/cache/public-read.decorators';
import { CurrentStaff, OptionalCurrentStaff } from '../common/access/principal.decorators';
import { staffFullName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { ListVehiclesQueryDto } from './dto/list-vehicles-query.dto';
import { PriceDurationsDto } from './dto/price-durations.dto';
import { SetVehicleBlockedDto, VehicleInputDto } from './dto/vehicle-input.dto';
import {
  CalendarFeedDto,
  FutureBookingListDto,
  VehicleBlockResultDto,
  VehicleDeletionDto,
  VehicleDto,
  VehicleListDto,
  VehicleLogDto,
  VehicleNameListDto,
} from './dto/vehicle.dto';
import { VehiclesService } from './vehicles.service';
import type { Actor } from './vehicles.service';

const actor = (staff: StaffPrincipal): Actor => ({
  name: staffFullName(staff),
  demo: staff.demo,
});

@ApiTags('vehicles')
@Controller('vehicles')
export class VehiclesController {
  constructor(private readonly vehicles: VehiclesService) {}

  /** Vehicles in service, by type or name, the most expensive hour first. */
  @TokenScope('vehicles:read')
  @OptionalStaff()
  @PublicRead('vehicles')
  @Get()
  @ApiProblems(400, 401, 503)
  listVehicles(
    @Query() query: ListVehiclesQueryDto,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<VehicleListDto> {
    const includeBlocked = query.includeBlocked === true;
    return this.vehicles.listVehicles(
      { type: query.type, name: query.name, includeBlocked },
      staff,
    );
  }

  /** Every vehicle name in service (staff; the form's uniqueness hint). */
  @TokenScope('vehicles:read')
  @Roles('root', 'admin', 'employee')
  @Get('names')
  @ApiProblems(401, 403, 503)
  listVehicleNames(): Promise<VehicleNameListDto> {
    return this.vehicles.listVehicleNames();
  }

  /**
   * The durations each vehicle type needs a price for, from the longest opening day (public:
   * the price lists show them; the staff form asks them).
   */
  @Public()
  @PublicRead('business-settings')
  @Get('price-durations')
  @ApiProblems(503)
  getPriceDurations(): Promise<PriceDurationsDto> {
    return this.vehicles.getPriceDurations();
  }

  /** Who added, changed, blocked or deleted which vehicle (admins). */
  @Roles('root', 'admin')
  @Get('log')
  @ApiProblems(401, 403, 503)
  listVehicleLog(@CurrentStaff() staff: StaffPrincipal): Promise<VehicleLogDto> {
    return this.vehicles.listVehicleLog(actor(staff));
  }

  /** One vehicle in service (blocked ones only for staff). */
  @OptionalStaff()
  @PublicRead('vehicles')
  @Get(':id')
  @ApiProblems(400, 404, 503)
  getVehicle(
    @Param('id', new ParseUUIDPipe()) id: string,
    @OptionalCurrentStaff() staff: StaffPrincipal | undefined,
  ): Promise<VehicleDto> {
    return this.vehicles.getVehicle(id, staff !== undefined);
  }

  /** Adds a vehicle (staff). */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @ChangesPublicReads('vehicles')
  @Post()
  @ApiProblems(400, 401, 403, 503)
  createVehicle(
    @Body() input: VehicleInputDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<VehicleDto> {
    return this.vehicles.createVehicle(input, actor(staff));
  }

  /** Replaces a vehicle's data and pictures (staff). */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @ChangesPublicReads('vehicles')
  @Put(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  updateVehicle(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: VehicleInputDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<VehicleDto> {
    return this.vehicles.updateVehicle(id, input, actor(staff));
  }

  /** The vehicle's calendar-feed address (admins); null until one is created. */
  @Roles('root', 'admin')
  @Get(':id/calendar-feed')
  @ApiProblems(400, 401, 403, 404, 503)
  getVehicleCalendarFeed(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CalendarFeedDto> {
    return this.vehicles.getCalendarFeed(id, staff);
  }

  /** Creates the feed's secret address, or replaces it so old subscriptions stop (admins). */
  @Roles('root', 'admin')
  @DemoSimulated()
  @Post(':id/calendar-feed')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 503)
  rotateVehicleCalendarFeed(
    @Param('id', new ParseUUIDPipe()) id: string,
  ): Promise<CalendarFeedDto> {
    return this.vehicles.rotateCalendarFeed(id);
  }

  /** Bookings of the vehicle that have not ended yet, for the block and delete warnings. */
  @TokenScope('bookings:read')
  @Roles('root', 'admin', 'employee')
  @Get(':id/future-bookings')
  @ApiProblems(400, 401, 403, 404, 503)
  listFutureBookings(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<FutureBookingListDto> {
    return this.vehicles.listFutureBookings(id, staff);
  }

  /** Takes a vehicle out of service or back (staff). */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @ChangesPublicReads('vehicles')
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  setVehicleBlocked(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: SetVehicleBlockedDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<VehicleBlockResultDto> {
    return this.vehicles.setVehicleBlocked(id, input.blocked, actor(staff));
  }

  /** Deletes a vehicle (admins); booking history keeps its name. */
  @Roles('root', 'admin')
  @DemoSimulated()
  @ChangesPublicReads('vehicles')
  @Delete(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  deleteVehicle(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<VehicleDeletionDto> {
    return this.vehicles.deleteVehicle(id, actor(staff));
  }
}
