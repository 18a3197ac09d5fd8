import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { BlacklistService } from './blacklist.service';
import {
  BlacklistEntryResultDto,
  BlacklistPageDto,
  BlacklistQueryDto,
  CreateBlacklistEntryDto,
  UnbanResultDto,
} from './dto/blacklist.dto';

@ApiTags('blacklist')
@Controller('blacklist')
export class BlacklistController {
  constructor(private readonly blacklist: BlacklistService) {}

  /** Banned customers, newest ban first. */
  @Roles('root', 'admin', 'employee')
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listBlacklist(
    @Query() query: BlacklistQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<BlacklistPageDto> {
    return this.blacklist.list(query, staff);
  }

  /**
   * Bans a customer by name, phone or e-mail (at least one) with a reason, stored as
   * '{reason} (Gesperrt durch {name})'; with `bookingId` the entry links to that booking, whose
   * history records the ban. Paid bookings can be banned too.
   */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 401, 403, 404, 503)
  banCustomer(
    @Body() input: CreateBlacklistEntryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<BlacklistEntryResultDto> {
    return this.blacklist.ban(input, staff);
  }

  /** Lifts a ban (the entry is removed). */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @Delete(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  unbanCustomer(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<UnbanResultDto> {
    return this.blacklist.unban(id, staff);
  }
}
