import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../common/http/patterns';
import { OptionalText, Password, RequiredText } from '../../common/http/text-field.decorators';
import { PHONE_PATTERN } from '../../common/http/patterns';
import { ADDRESS_MAX, NAME_MAX, PHONE_MAX } from '../employee.rules';

/** The spec's staff registration. */
export class CreateEmployeeDto {
  /** Capitalised when stored. */
  @RequiredText({ maxLength: NAME_MAX })
  @ApiProperty({ example: 'Erika' })
  firstName: string;

  /** Capitalised when stored. */
  @RequiredText({ maxLength: NAME_MAX })
  @ApiProperty({ example: 'Mustermann' })
  lastName: string;

  /** The login name; unique ignoring case. */
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  @Password()
  @ApiProperty({ example: 'geheim123' })
  password: string;

  /** Digits with an optional leading plus. */
  @OptionalText({ maxLength: PHONE_MAX, pattern: PHONE_PATTERN })
  @ApiProperty({ example: '+4939912345678' })
  phone?: string;

  /** Street and house number. */
  @OptionalText({ maxLength: ADDRESS_MAX })
  @ApiProperty({ example: 'Seeweg 12' })
  street?: string;

  @OptionalText({ maxLength: ADDRESS_MAX })
  @ApiProperty({ example: 'Hinterhaus' })
  additional?: string;

  @OptionalText({ maxLength: ADDRESS_MAX })
  @ApiProperty({ example: '17192 Waren (Müritz)' })
  zipAndCity?: string;
}
