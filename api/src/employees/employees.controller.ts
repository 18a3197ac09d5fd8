import { Body, Controller, Get, Param, ParseUUIDPipe, Patch, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
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

  /** All staff accounts (admins only). */
  @Roles('root', 'admin')
  @Get()
  @ApiProblems(401, 403, 503)
  listEmployees(): Promise<EmployeeListDto> {
    return this.employees.listEmployees();
  }

  /** Activates or deactivates an account; deactivation ends its sessions at once. */
  @Roles('root', 'admin')
  @DemoSimulated()
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  updateEmployeeStatus(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: UpdateEmployeeStatusDto,
  ): Promise<EmployeeDto> {
    return this.employees.setEmployeeActive(id, input.active);
  }
}
