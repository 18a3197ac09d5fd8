import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { OnModuleInit } from '@nestjs/common';
import { IsNull } from 'typeorm';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { seesExamplesOnly } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { isUniqueViolation } from '../common/problem/database-errors';
import {
  notAuthenticatedProblem,
  notFoundProblem,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import type { FieldProblem } from '../common/problem/problem';
import { MediaService } from '../media/media.service';
import { MediaSweeper } from '../media/media-sweeper.service';
import { longestOpeningSpan } from '../settings/opening-hours.rules';
import { SettingsService } from '../settings/settings.service';
import type { PriceDurationsDto } from './dto/price-durations.dto';
import type { VehicleInputDto } from './dto/vehicle-input.dto';
import {
  toCalendarFeedDto,
  toVehicleDto,
  toVehicleLogEntryDto,
  toVehicleNameDto,
} from './dto/vehicle.dto';
import type {
  CalendarFeedDto,
  FutureBookingListDto,
  VehicleBlockResultDto,
  VehicleDeletionDto,
  VehicleDto,
  VehicleListDto,
  VehicleLogDto,
  VehicleNameListDto,
} from './dto/vehicle.dto';
import { VehicleImage } from './entities/vehicle-image.entity';
import { VehicleLogEntry } from './entities/vehicle-log-entry.entity';
import type { VehicleLogAction } from './entities/vehicle-log-entry.entity';
import { Vehicle } from './entities/vehicle.entity';
import {
  imageCountProblem,
  normaliseCaptain,
  logAuthorShownTo,
  priceTableProblems,
  requiredDurationsByType,
  vehicleNameProblem,
} from './vehicle.rules';
import type { Licence, VehicleType } from './vehicle.rules';
import { VehicleBookings } from './vehicle-bookings.port';
import { VehiclesRepository } from './vehicles.repository';
import type { VehicleFilter } from './vehicles.repository';

export type { VehicleFilter } from './vehicles.repository';

/** What a booking needs to know of a vehicle: its type, seats, price table and extras. */
export interface BookableVehicle {
  id: string;
  name: string;
  type: VehicleType;
  passengers: number;
  /** Cents per duration, keyed by `durationKey(hours)`. */
  priceCents: Readonly<Record<string, number>>;
  captainCentsPerHour: number | null;
  extraBarbecue: boolean;
  extraMusicBox: boolean;
  extraBinoculars: boolean;
  /** Cash deposit at handover; null or 0: none. */
  depositCents: number | null;
  licence: Licence;
}

const LOG_LIMIT = 200;

/** Who is acting, for the vehicle log ('Hinzugefügt von / Geändert von {name}'). */
/** Who changes the fleet: named in the log; the demo account sees example bookings only. */
export interface Actor extends DemoViewer {
  name: string;
}

function nameTaken(): ProblemException {
  return validationProblem([
    { field: 'name', code: 'NAME_TAKEN', message: 'Another vehicle has this name.' },
  ]);
}

@Injectable()
export class VehiclesService implements OnModuleInit {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly fleet: VehiclesRepository,
    private readonly settings: SettingsService,
    private readonly media: MediaService,
    private readonly sweeper: MediaSweeper,
    private readonly bookings: VehicleBookings,
    private readonly clock: Clock,
  ) {}

  /** The sweeper keeps every picture a vehicle (deleted ones excluded) still shows. */
  onModuleInit(): void {
    this.sweeper.registerReferences(async () =>
      (await this.images.find({ select: { imageId: true } })).map((image) => image.imageId),
    );
  }

  private get vehicles() {
    return this.transactions.repository(Vehicle);
  }

  private get images() {
    return this.transactions.repository(VehicleImage);
  }

  private get log() {
    return this.transactions.repository(VehicleLogEntry);
  }

  /** Vehicles in service, the most expensive hour first; blocked ones only for staff. */
  async listVehicles(
    filter: VehicleFilter,
    staff: StaffPrincipal | undefined,
  ): Promise<VehicleListDto> {
    // Blocked vehicles are staff business; a visitor asking for them gets told to log in.
    if (filter.includeBlocked && !staff) {
      throw notAuthenticatedProblem(undefined, 'Log in to see blocked vehicles.');
    }
    const vehicles = await this.fleet.listInService(filter);
    const images = await this.fleet.imagesOf(vehicles.map((vehicle) => vehicle.id));
    return {
      items: vehicles.map((vehicle) => toVehicleDto(vehicle, images.get(vehicle.id) ?? [])),
    };
  }

  /**
   * Vehicles in service that bookings may take, without pictures: the booking pages ask for them
   * on every week and price, so this is one query. By type, by id, or the whole fleet.
   */
  async bookableVehicles(filter: { type?: VehicleType; id?: string }): Promise<BookableVehicle[]> {
    const vehicles = await this.fleet.listInService({ type: filter.type, includeBlocked: false });
    return vehicles
      .filter((vehicle) => filter.id === undefined || vehicle.id === filter.id)
      .map((vehicle) => ({
        id: vehicle.id,
        name: vehicle.name,
        type: vehicle.type,
        passengers: vehicle.passengers,
        priceCents: vehicle.priceCents,
        captainCentsPerHour: vehicle.captainCentsPerHour,
        extraBarbecue: vehicle.extraBarbecue,
        extraMusicBox: vehicle.extraMusicBox,
        extraBinoculars: vehicle.extraBinoculars,
        depositCents: vehicle.depositCents,
        licence: vehicle.licence,
      }));
  }

  async getVehicle(id: string, includeBlocked: boolean): Promise<VehicleDto> {
    const vehicle = await this.vehicles.findOneBy({ id, deletedAt: IsNull() });
    if (!vehicle || (vehicle.blocked && !includeBlocked)) throw notFoundProblem('vehicle');
    return toVehicleDto(vehicle, await this.images.findBy({ vehicleId: id }));
  }

  /** Vehicles taken out of service (the main menu's badge). */
  async countBlocked(): Promise<number> {
    return this.vehicles.countBy({ blocked: true, deletedAt: IsNull() });
  }

  /**
   * The vehicle's calendar-feed address, or null until an admin creates it (admins). The feed
   * lists real customers, so the public demo account never learns a stored token: it sees none
   * (and a token it "creates" is simulated, never stored).
   */
  async getCalendarFeed(id: string, viewer: DemoViewer): Promise<CalendarFeedDto> {
    const vehicle = await this.vehicles.findOneBy({ id, deletedAt: IsNull() });
    if (!vehicle) throw notFoundProblem('vehicle');
    return toCalendarFeedDto(vehicle.id, seesExamplesOnly(viewer) ? null : vehicle.calendarToken);
  }

  /**
   * Creates the feed's secret, or replaces it: subscriptions with the old address stop working
   * (a phone lost, a colleague gone).
   */
  async rotateCalendarFeed(id: string): Promise<CalendarFeedDto> {
    const token = randomBytes(32).toString('base64url');
    const result = await this.vehicles.update(
      { id, deletedAt: IsNull() },
      { calendarToken: token },
    );
    if (result.affected === 0) throw notFoundProblem('vehicle');
    return toCalendarFeedDto(id, token);
  }

  /** The vehicle whose feed `token` opens (compared in constant time), or null. */
  async calendarFeedVehicle(
    id: string,
    token: string,
  ): Promise<{ id: string; name: string } | null> {
    const vehicle = await this.vehicles.findOne({
      where: { id, deletedAt: IsNull() },
      select: { id: true, name: true, calendarToken: true },
    });
    if (!vehicle?.calendarToken) return null;
    const expected = Buffer.from(vehicle.calendarToken);
    const given = Buffer.from(token);
    if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
    return { id: vehicle.id, name: vehicle.name };
  }

  /** Every name in service, for the form's uniqueness hint. */
  async listVehicleNames(): Promise<VehicleNameListDto> {
    const vehicles = await this.vehicles.find({
      where: { deletedAt: IsNull() },
      select: { id: true, name: true },
      order: { name: 'ASC' },
    });
    return { items: vehicles.map(toVehicleNameDto) };
  }

  /** The durations every type's price table covers: the same rule `validated` applies. */
  async getPriceDurations(): Promise<PriceDurationsDto> {
    const span = longestOpeningSpan(await this.settings.getBusinessCalendar());
    return { openingSpanHours: span, durations: requiredDurationsByType(span) };
  }

  async listVehicleLog(viewer: Actor): Promise<VehicleLogDto> {
    const entries = await this.log.find({ order: { at: 'DESC' }, take: LOG_LIMIT });
    return {
      items: entries.map((entry) => ({
        ...toVehicleLogEntryDto(entry),
        changedBy: logAuthorShownTo(entry.changedBy, viewer),
      })),
    };
  }

  async createVehicle(input: VehicleInputDto, actor: Actor): Promise<VehicleDto> {
    return this.transactions.transaction(async () => {
      const values = await this.validated(input, null);
      let vehicle: Vehicle;
      try {
        vehicle = await this.vehicles.save(this.vehicles.create(values));
      } catch (error) {
        // Two saves of one name at once: the unique index decides.
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      const images = await this.replaceImages(vehicle.id, input.imageIds);
      await this.writeLog(vehicle, 'added', actor);
      return toVehicleDto(vehicle, images);
    });
  }

  async updateVehicle(id: string, input: VehicleInputDto, actor: Actor): Promise<VehicleDto> {
    return this.transactions.transaction(async () => {
      const vehicle = await this.activeVehicle(id);
      const values = await this.validated(input, id);
      try {
        await this.vehicles.update({ id }, values);
      } catch (error) {
        if (isUniqueViolation(error)) throw nameTaken();
        throw error;
      }
      const images = await this.replaceImages(id, input.imageIds);
      const updated = { ...vehicle, ...values } as Vehicle;
      await this.writeLog(updated, 'changed', actor);
      return toVehicleDto(await this.vehicles.findOneByOrFail({ id }), images);
    });
  }

  async setVehicleBlocked(
    id: string,
    blocked: boolean,
    actor: Actor,
  ): Promise<VehicleBlockResultDto> {
    return this.transactions.transaction(async () => {
      const vehicle = await this.activeVehicle(id);
      if (vehicle.blocked !== blocked) {
        await this.vehicles.update({ id }, { blocked });
        await this.writeLog(vehicle, blocked ? 'blocked' : 'unblocked', actor);
      }
      return {
        vehicle: await this.getVehicle(id, true),
        futureBookingCount: await this.futureBookingCount(id, actor),
      };
    });
  }

  /**
   * Soft delete: the vehicle leaves every list and frees its name; its pictures go. Its bookings
   * stay (they keep the vehicle's name) and their number is answered so staff can act on them.
   */
  async deleteVehicle(id: string, actor: Actor): Promise<VehicleDeletionDto> {
    return this.transactions.transaction(async () => {
      const vehicle = await this.activeVehicle(id);
      await this.vehicles.update({ id }, { deletedAt: new Date() });
      await this.replaceImages(id, []);
      await this.writeLog(vehicle, 'deleted', actor);
      return { futureBookingCount: await this.futureBookingCount(id, actor) };
    });
  }

  /** What the block and delete dialogs warn about. */
  async listFutureBookings(id: string, viewer: DemoViewer): Promise<FutureBookingListDto> {
    await this.activeVehicle(id);
    return { items: await this.bookings.futureBookingsOf(id, this.clock.now(), viewer) };
  }

  /** The count the warning shows: what the same viewer's list would show. */
  private async futureBookingCount(id: string, viewer: DemoViewer): Promise<number> {
    return (await this.bookings.futureBookingsOf(id, this.clock.now(), viewer)).length;
  }

  private async activeVehicle(id: string): Promise<Vehicle> {
    const vehicle = await this.vehicles.findOneBy({ id, deletedAt: IsNull() });
    if (!vehicle) throw notFoundProblem('vehicle');
    return vehicle;
  }

  /** Every rule of the form, on the server; all problems at once, one per field. */
  private async validated(input: VehicleInputDto, ownId: string | null) {
    const others = await this.vehicles.find({
      where: { deletedAt: IsNull() },
      select: { id: true, name: true },
    });
    const takenNames = others.filter((other) => other.id !== ownId).map((other) => other.name);
    const span = longestOpeningSpan(await this.settings.getBusinessCalendar());
    const captain = normaliseCaptain({
      licence: input.licence,
      captainCentsPerHour: input.captainCentsPerHour,
    });
    const problems: FieldProblem[] = [
      ...[vehicleNameProblem(input.name, takenNames)].filter((p) => p !== null),
      ...priceTableProblems(input.type, input.prices, span),
      ...captain.problems,
      ...[imageCountProblem(input.imageIds.length)].filter((p) => p !== null),
      ...(await this.missingImages(input.imageIds)),
    ];
    if (problems.length > 0) throw validationProblem(problems);
    return {
      type: input.type,
      name: input.name.trim(),
      passengers: input.passengers,
      priceCents: Object.fromEntries(
        Object.entries(input.prices).filter(([, price]) => price !== null),
      ),
      depositCents: input.depositCents,
      licence: captain.value.licence,
      captainCentsPerHour: captain.value.captainCentsPerHour,
      extraBarbecue: input.extraBarbecue,
      extraMusicBox: input.extraMusicBox,
      extraBinoculars: input.extraBinoculars,
      descriptionDe: input.descriptionDe,
      descriptionEn: input.descriptionEn,
    };
  }

  private async missingImages(ids: readonly string[]): Promise<FieldProblem[]> {
    const found = await Promise.all(ids.map((id) => this.media.hasImage(id)));
    return ids.flatMap((_, index) =>
      found[index]
        ? []
        : [
            {
              field: `imageIds.${index}`,
              code: 'IMAGE_NOT_FOUND',
              message: 'Upload the picture first (POST /media/images).',
            },
          ],
    );
  }

  /**
   * Sets the vehicle's pictures in order; pictures no vehicle uses any more lose their files
   * once the transaction is committed (never in a simulated write).
   */
  private async replaceImages(
    vehicleId: string,
    imageIds: readonly string[],
  ): Promise<VehicleImage[]> {
    const before = await this.images.findBy({ vehicleId });
    await this.images.delete({ vehicleId });
    const images = imageIds.map((imageId, position) =>
      this.images.create({ vehicleId, position, imageId }),
    );
    if (images.length > 0) await this.images.insert(images);
    const dropped = [...new Set(before.map((image) => image.imageId))].filter(
      (imageId) => !imageIds.includes(imageId),
    );
    if (dropped.length > 0) {
      await this.transactions.afterCommit(() => this.sweeper.deleteIfUnreferenced(dropped));
    }
    return images;
  }

  private async writeLog(vehicle: Vehicle, action: VehicleLogAction, actor: Actor): Promise<void> {
    await this.log.insert({
      vehicleId: vehicle.id,
      vehicleName: vehicle.name,
      vehicleType: vehicle.type,
      action,
      changedBy: actor.name.slice(0, 60),
    });
  }
}
