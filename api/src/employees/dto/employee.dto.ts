import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { Employee } from '../entities/employee.entity';

export class EmployeeDto extends SimulatedDto {
  @ApiProperty({ example: '3e5a7c9b-1d2f-4a6b-8c0d-2e4f6a8b0c1d' })
  id: string;
  @ApiProperty({ example: 'Erika' })
  firstName: string;
  @ApiProperty({ example: 'Mustermann' })
  lastName: string;
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;
  @ApiProperty({ example: '+4939912345678' })
  phone: string | null;
  @ApiProperty({ example: 'Seeweg 12' })
  street: string | null;
  @ApiProperty({ example: null })
  additional: string | null;
  @ApiProperty({ example: '17192 Waren (Müritz)' })
  zipAndCity: string | null;
  @ApiProperty({ enum: ['root', 'admin', 'employee'], enumName: 'StaffRole' })
  role: 'root' | 'admin' | 'employee';
  @ApiProperty({ example: true })
  active: boolean;
  @ApiProperty({ example: '2026-03-01T08:00:00.000Z' })
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
