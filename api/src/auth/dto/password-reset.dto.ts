import { ApiProperty } from '@nestjs/swagger';
import { Password, RequiredText } from '../../common/http/text-field.decorators';

export class PasswordResetDto {
  /** The token from the link in the recovery e-mail. */
  @RequiredText({ maxLength: 100 })
  @ApiProperty({ example: 'f3a9c1e7b5d24a6f8e0c2b4d6a8f1e3c' })
  token: string;

  @Password()
  @ApiProperty({ example: 'neuesPasswort1' })
  password: string;
}
