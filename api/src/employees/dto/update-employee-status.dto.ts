import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';

export class UpdateEmployeeStatusDto {
  /** False ends the employee's sessions at once and blocks further logins. */
  @IsBoolean()
  @ApiProperty({ example: false })
  active: boolean;
}
