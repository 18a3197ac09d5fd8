import { EMAIL_MAX, EMAIL_PATTERN } from '../../common/http/patterns';
import { OptionalText, Password, RequiredText } from '../../common/http/text-field.decorators';
import { PHONE_PATTERN } from '../../common/http/patterns';
import { ADDRESS_MAX, NAME_MAX, PHONE_MAX } from '../employee.rules';

/** The spec's staff registration. */
export class CreateEmployeeDto {
  /** Capitalised when stored. */
  @RequiredText({ maxLength: NAME_MAX })
  firstName: string;

  /** Capitalised when stored. */
  @RequiredText({ maxLength: NAME_MAX })
  lastName: string;

  /** The login name; unique ignoring case. */
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  email: string;

  @Password()
  password: string;

  /** Digits with an optional leading plus. */
  @OptionalText({ maxLength: PHONE_MAX, pattern: PHONE_PATTERN })
  phone?: string;

  /** Street and house number. */
  @OptionalText({ maxLength: ADDRESS_MAX })
  street?: string;

  @OptionalText({ maxLength: ADDRESS_MAX })
  additional?: string;

  @OptionalText({ maxLength: ADDRESS_MAX })
  zipAndCity?: string;
}
