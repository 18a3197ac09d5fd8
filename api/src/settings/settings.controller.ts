import { Body, Controller, Get, Param, Put, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Public, Roles } from '../common/access/access.decorators';
import { ChangesPublicReads, PublicRead } from '../common/cache/public-read.decorators';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ParseIsoDayPipe } from '../common/http/iso-day';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { BusinessSettingsDto, UpdateBusinessSettingsDto } from './dto/business-settings.dto';
import { DayDto, DayListDto, ListDaysQueryDto, SetDayBlockedDto } from './dto/day.dto';
import { SettingsService } from './settings.service';

@ApiTags('settings')
@Controller()
export class SettingsController {
  constructor(private readonly settings: SettingsService) {}

  /** Opening hours, seasons, off-season and the hiring flag (public: the site shows them). */
  @Public()
  @PublicRead('business-settings')
  @Get('settings/business')
  @ApiProblems(503)
  getBusinessSettings(): Promise<BusinessSettingsDto> {
    return this.settings.getBusinessSettings();
  }

  /** Replaces the business settings (admins only). */
  @Roles('root', 'admin')
  @DemoSimulated()
  @ChangesPublicReads('business-settings')
  @Put('settings/business')
  @ApiProblems(400, 401, 403, 503)
  updateBusinessSettings(@Body() input: UpdateBusinessSettingsDto): Promise<BusinessSettingsDto> {
    return this.settings.updateBusinessSettings(input);
  }

  /** Blocks or frees a day for bookings (admins only). */
  @Roles('root', 'admin')
  @DemoSimulated()
  @ChangesPublicReads('days')
  @Put('days/:date')
  @ApiProblems(400, 401, 403, 503)
  setDayBlocked(
    @Param('date', new ParseIsoDayPipe('date')) date: string,
    @Body() input: SetDayBlockedDto,
  ): Promise<DayDto> {
    return this.settings.setDayBlocked(date, input.blocked);
  }

  /** The blocked days between two dates (public: the booking calendars grey them out). */
  @Public()
  @PublicRead('days')
  @Get('days')
  @ApiProblems(400, 503)
  listBlockedDays(@Query() query: ListDaysQueryDto): Promise<DayListDto> {
    return this.settings.listBlockedDays(query.from, query.to);
  }
}
