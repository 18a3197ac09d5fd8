import { Body, Controller, Get, Header, Param, ParseUUIDPipe, Put, Query } from '@nestjs/common';
import { ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import {
  MonthQueryDto,
  SaveWorkingHoursDto,
  WorkingHoursDto,
  WorkingHoursQueryDto,
} from './dto/working-hours.dto';
import { WorkingHoursService } from './working-hours.service';

const STAFF = ['root', 'admin', 'employee'] as const;

@ApiTags('working-hours')
@Controller('working-hours')
export class WorkingHoursController {
  constructor(private readonly workingHours: WorkingHoursService) {}

  /**
   * Hours per day and month totals (spec §7 get_working_days): your own, or — admins — anyone's.
   * The range goes back at most to the first of the month two months back.
   */
  @Roles(...STAFF)
  @Get()
  @ApiProblems(400, 401, 403, 404, 503)
  listWorkingHours(
    @Query() query: WorkingHoursQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WorkingHoursDto> {
    return this.workingHours.list(query, staff);
  }

  /** A month's hours of every employee as CSV for a German spreadsheet (admins). */
  @Roles('root', 'admin')
  @Get('month.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="arbeitsstunden.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiProblems(400, 401, 403, 503)
  downloadWorkingHoursMonth(
    @Query() query: MonthQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<string> {
    return this.workingHours.monthCsv(query.month, staff);
  }

  /**
   * Enters your own hours for days of the last three (spec §7 save_working_hours): 0–24 with one
   * decimal, null clears a day. Anyone else's id is 403, admins included (spec §6).
   */
  @Roles(...STAFF)
  @DemoSimulated()
  @Put(':employeeId')
  @ApiProblems(400, 401, 403, 503)
  saveWorkingHours(
    @Param('employeeId', new ParseUUIDPipe()) employeeId: string,
    @Body() input: SaveWorkingHoursDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<WorkingHoursDto> {
    return this.workingHours.save(employeeId, input, staff);
  }
}
