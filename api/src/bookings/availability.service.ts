import { Inject, Injectable } from '@nestjs/common';
import { Clock } from '../common/clock';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { hoursOn } from '../settings/opening-hours.rules';
import { SettingsService } from '../settings/settings.service';
import { VehiclesService } from '../vehicles/vehicles.service';
import { BookingsRepository } from './bookings.repository';
import type { HoursAvailabilityDto, HoursAvailabilityQueryDto } from './dto/hours-availability.dto';
import type { WeekAvailabilityDto, WeekAvailabilityQueryDto } from './dto/week-availability.dto';
import { addDays, businessDay, weekOf, zonedInstant } from '../common/time/business-time';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { MAX_CALENDAR_DAYS } from './dto/stay.dto';
import type { StayCalendarDto, StayCalendarQueryDto } from './dto/stay.dto';
import { buildStayCalendar } from './rules/stay-calendar.rules';
import { CHECK_IN_HOUR, RETURN_HOUR, stayDays, stayNights } from './rules/stay.rules';
import { durationChoices, maxBookableHours } from './rules/max-hours.rules';
import { buildWeek } from './rules/week.rules';

/** Longer than any bookable day: the next booking beyond it cannot shorten a rental. */
const HORIZON_MS = 25 * 3_600_000;

/**
 * What is free when: the week timetable and the longest rental from a chosen hour. Both read the
 * occupied periods that hourly bookings and stays share, in one query each.
 */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly bookings: BookingsRepository,
    private readonly vehicles: VehiclesService,
    private readonly settings: SettingsService,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  private get timeZone(): string {
    return this.config.businessTimeZone;
  }

  async getWeek(query: WeekAvailabilityQueryDto): Promise<WeekAvailabilityDto> {
    const days = weekOf(query.from);
    const first = days[0]!;
    const last = days[6]!;
    const [vehicles, calendar, blocked] = await Promise.all([
      this.vehicles.bookableVehicles({ type: query.type, id: query.vehicleId }),
      this.settings.getBusinessCalendar(),
      this.settings.listBlockedDays(first, last),
    ]);
    const vehicleIds = vehicles.map((vehicle) => vehicle.id);
    const periods = await this.bookings.occupiedPeriods(
      vehicleIds,
      zonedInstant(first, 0, this.timeZone),
      zonedInstant(last, 24, this.timeZone),
    );
    const blockedDays = new Set(blocked.items.map((day) => day.date));
    const week = buildWeek({
      days: days.map((date) => ({
        date,
        blocked: blockedDays.has(date),
        hours: hoursOn(calendar, date),
      })),
      vehicleIds,
      periods,
      now: this.clock.now(),
      timeZone: this.timeZone,
    });
    return { weekStart: first, timeZone: this.timeZone, vehicleIds, days: week };
  }

  /**
   * A vehicle's days for the multi-day calendar: which parts are taken, blocked days and the
   * off-season, from the same occupied periods as the week (one query for the range).
   */
  async getCalendar(query: StayCalendarQueryDto): Promise<StayCalendarDto> {
    const length = stayNights(query.from, query.to);
    if (length < 0 || length >= MAX_CALENDAR_DAYS) {
      throw validationProblem([
        {
          field: 'to',
          code: 'RANGE',
          message: `From 'from' up to ${MAX_CALENDAR_DAYS - 1} days later.`,
        },
      ]);
    }
    const [vehicles, calendar, blocked] = await Promise.all([
      this.vehicles.bookableVehicles({ id: query.vehicleId }),
      this.settings.getBusinessCalendar(),
      this.settings.listBlockedDays(query.from, query.to),
    ]);
    if (vehicles.length === 0) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such vehicle in service.'),
      );
    }
    const periods = await this.bookings.occupiedPeriods(
      [query.vehicleId],
      zonedInstant(query.from, 0, this.timeZone),
      zonedInstant(addDays(query.to, 1), 0, this.timeZone),
    );
    const blockedDays = new Set(blocked.items.map((day) => day.date));
    const days = buildStayCalendar({
      days: stayDays(query.from, query.to).map((day) => ({
        day,
        blocked: blockedDays.has(day),
        offSeason: hoursOn(calendar, day).closed,
      })),
      periods,
      today: businessDay(this.clock.now(), this.timeZone),
      timeZone: this.timeZone,
    });
    return {
      vehicleId: query.vehicleId,
      from: query.from,
      to: query.to,
      timeZone: this.timeZone,
      checkInHour: CHECK_IN_HOUR,
      returnHour: RETURN_HOUR,
      days,
    };
  }

  /**
   * Per vehicle the longest rental from `startHour` and the durations to choose from: 0 and none
   * for a vehicle not in service, or a day or hour that cannot be booked at all (past, blocked,
   * off-season, outside the opening hours).
   */
  async getHours(query: HoursAvailabilityQueryDto): Promise<HoursAvailabilityDto> {
    const { day, startHour } = query;
    const ids = [...new Set(query.vehicleIds)];
    const [fleet, calendar, blocked] = await Promise.all([
      this.vehicles.bookableVehicles({}),
      this.settings.getBusinessCalendar(),
      this.settings.listBlockedDays(day, day),
    ]);
    const hours = hoursOn(calendar, day);
    const start = zonedInstant(day, startHour, this.timeZone);
    const bookable =
      blocked.items.length === 0 &&
      !hours.closed &&
      startHour >= hours.openingHour &&
      startHour < hours.closingHour &&
      start.getTime() > this.clock.now().getTime();
    const vehicles = fleet.filter((vehicle) => ids.includes(vehicle.id));
    const free = bookable
      ? await this.bookings.freeTimeFrom(
          vehicles.map((vehicle) => vehicle.id),
          start,
          new Date(start.getTime() + HORIZON_MS),
        )
      : new Map();
    const items = ids.map((vehicleId) => {
      const vehicle = vehicles.find((candidate) => candidate.id === vehicleId);
      const taken = free.get(vehicleId);
      if (!bookable || !vehicle || !taken) return { vehicleId, maxHours: 0, durations: [] };
      const maxHours = maxBookableHours({
        type: vehicle.type,
        startHour,
        closingHour: hours.closingHour,
        startMs: start.getTime(),
        nextBookingStartMs: taken.nextStartMs,
        bookedAtStart: taken.bookedAtStart,
      });
      return { vehicleId, maxHours, durations: durationChoices(vehicle.type, maxHours) };
    });
    return { day, startHour, items };
  }
}
