import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../common/http/patterns';
import { Password, RequiredText } from '../../common/http/text-field.decorators';

export class LoginDto {
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  @Password()
  @ApiProperty({ example: 'geheim123' })
  password: string;
}
