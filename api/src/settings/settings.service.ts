import { Injectable } from '@nestjs/common';
import { Between } from 'typeorm';
import { TransactionHost } from '../common/database/transaction-host';
import { parseIsoDay } from '../common/http/iso-day';
import { validationProblem } from '../common/problem/problem';
import { businessSettingsProblems, toBusinessCalendar } from './business-settings.rules';
import { toBusinessSettingsDto } from './dto/business-settings.dto';
import type { BusinessSettingsDto, UpdateBusinessSettingsDto } from './dto/business-settings.dto';
import { toDayDto } from './dto/day.dto';
import type { DayDto, DayListDto } from './dto/day.dto';
import { BusinessSettings } from './entities/business-settings.entity';
import { Day } from './entities/day.entity';
import type { BusinessCalendar } from './opening-hours.rules';

const SETTINGS_ID = 1;
/** A year and a bit: enough for any calendar view, bounded for the database. */
export const MAX_DAY_RANGE = 400;

@Injectable()
export class SettingsService {
  constructor(private readonly transactions: TransactionHost) {}

  private get settings() {
    return this.transactions.repository(BusinessSettings);
  }

  private get days() {
    return this.transactions.repository(Day);
  }

  async getBusinessSettings(): Promise<BusinessSettingsDto> {
    return toBusinessSettingsDto(await this.settings.findOneByOrFail({ id: SETTINGS_ID }));
  }

  /** The calendar the booking rules read (opening hours per date, off-season). */
  async getBusinessCalendar(): Promise<BusinessCalendar> {
    return toBusinessCalendar(await this.getBusinessSettings());
  }

  async updateBusinessSettings(input: UpdateBusinessSettingsDto): Promise<BusinessSettingsDto> {
    const problems = businessSettingsProblems(input);
    if (problems.length > 0) throw validationProblem(problems);
    await this.settings.update({ id: SETTINGS_ID }, { ...input });
    return this.getBusinessSettings();
  }

  /** `date` is a real day (ParseIsoDayPipe). */
  async setDayBlocked(date: string, blocked: boolean): Promise<DayDto> {
    await this.days.upsert({ date, blocked }, ['date']);
    return { date, blocked };
  }

  async listBlockedDays(from: string, to: string): Promise<DayListDto> {
    const start = parseIsoDay(from);
    const end = parseIsoDay(to);
    const problems = [
      ...(start === null
        ? [{ field: 'from', code: 'INVALID_DATE', message: 'There is no such day.' }]
        : []),
      ...(end === null
        ? [{ field: 'to', code: 'INVALID_DATE', message: 'There is no such day.' }]
        : []),
    ];
    if (start !== null && end !== null) {
      const span = (end - start) / 86_400_000;
      if (span < 0) {
        problems.push({
          field: 'to',
          code: 'BEFORE_FROM',
          message: 'The range ends before it starts.',
        });
      } else if (span > MAX_DAY_RANGE) {
        problems.push({
          field: 'to',
          code: 'RANGE_TOO_LONG',
          message: `At most ${MAX_DAY_RANGE} days.`,
        });
      }
    }
    if (problems.length > 0) throw validationProblem(problems);
    const days = await this.days.find({
      where: { date: Between(from, to), blocked: true },
      order: { date: 'ASC' },
    });
    return { items: days.map(toDayDto) };
  }
}
