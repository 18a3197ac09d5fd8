import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CreateEmployeeDto } from './dto/create-employee.dto';
import { EmployeeDto, EmployeeListDto } from './dto/employee.dto';
import { UpdateEmployeeStatusDto } from './dto/update-employee-status.dto';
import { EmployeesService } from './employees.service';

@ApiTags('employees')
@Controller('employees')
export class EmployeesController {
  constructor(private readonly employees: EmployeesService) {}

  /** Registers a staff member (admins only). */
  @Roles('root', 'admin')
  @DemoSimulated()
  @Post()
  @ApiProblems(400, 401, 403, 409, 503)
  createEmployee(@Body() input: CreateEmployeeDto): Promise<EmployeeDto> {
    return this.employees.createEmployee(input);
  }

  /**
   * All staff accounts (admins only). The public demo account sees the example staff and the demo
   * account only, never a real person's record.
   */
  @Roles('root', 'admin')
  @Get()
  @ApiProblems(401, 403, 503)
  listEmployees(@CurrentStaff() staff: StaffPrincipal): Promise<EmployeeListDto> {
    return this.employees.listEmployees(staff);
  }

  /**
   * Activates or deactivates an account; deactivation ends its sessions at once. An account the
   * caller may not list (the demo account: any real one) answers 404.
   */
  @Roles('root', 'admin')
  @DemoSimulated()
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  updateEmployeeStatus(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: UpdateEmployeeStatusDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<EmployeeDto> {
    return this.employees.setEmployeeActive(id, input.active, staff);
  }
}
