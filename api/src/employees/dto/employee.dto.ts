import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { Employee } from '../entities/employee.entity';

export class EmployeeDto extends SimulatedDto {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  street: string | null;
  additional: string | null;
  zipAndCity: string | null;
  @ApiProperty({ enum: ['root', 'admin', 'employee'], enumName: 'StaffRole' })
  role: 'root' | 'admin' | 'employee';
  active: boolean;
  createdAt: Date;
}

export class EmployeeListDto {
  items: EmployeeDto[];
}

export function toEmployeeDto(employee: Employee): EmployeeDto {
  return {
    id: employee.id,
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email,
    phone: employee.phone,
    street: employee.street,
    additional: employee.additional,
    zipAndCity: employee.zipAndCity,
    role: employee.role,
    active: employee.active,
    createdAt: employee.createdAt,
  };
}
