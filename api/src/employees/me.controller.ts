import { Body, Controller, Get, Put } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { EmployeeDto } from './dto/employee.dto';
import { ProfileResultDto, UpdateProfileDto } from './dto/profile.dto';
import { EmployeesService } from './employees.service';

const STAFF = ['root', 'admin', 'employee'] as const;

@ApiTags('employees')
@Controller('me')
export class MeController {
  constructor(private readonly employees: EmployeesService) {}

  /** The logged-in staff member's own record (spec §7 get_user_info). */
  @Roles(...STAFF)
  @Get()
  @ApiProblems(401, 403, 503)
  getProfile(@CurrentStaff() staff: StaffPrincipal): Promise<EmployeeDto> {
    return this.employees.profile(staff);
  }

  /**
   * Changes the own personal data (names saved capitalised). With `newPassword` every session of
   * the account ends, this one included (`sessionsEnded: true`: log in again). 409 EMAIL_TAKEN;
   * root's e-mail and password are set by the configuration (403 naming the fields).
   */
  @Roles(...STAFF)
  @DemoSimulated()
  @Put()
  @ApiProblems(400, 401, 403, 409, 503)
  updateProfile(
    @CurrentStaff() staff: StaffPrincipal,
    @Body() input: UpdateProfileDto,
  ): Promise<ProfileResultDto> {
    return this.employees.updateProfile(staff, input);
  }
}
