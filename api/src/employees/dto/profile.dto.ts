import { OmitType, ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import { Password } from '../../common/http/text-field.decorators';
import { CreateEmployeeDto } from './create-employee.dto';
import { EmployeeDto } from './employee.dto';

/**
 * The settings page's personal form (spec §5 "Settings (non-admin, personal data)"): the
 * registration's personal fields with the same rules. Optional fields left out are cleared; a
 * new password is optional.
 */
export class UpdateProfileDto extends OmitType(CreateEmployeeDto, ['password'] as const) {
  /** A new password (4–20): every session of the account ends, this one included. */
  @Password({ optional: true })
  @ApiProperty({ example: 'neuesPasswort1' })
  newPassword?: string;
}

export class ProfileResultDto extends SimulatedDto {
  profile: EmployeeDto;

  /** A new password was set: every session ended, the client must log in again. */
  @ApiProperty({ example: false })
  sessionsEnded: boolean;
}
