import { SimulatedDto } from '../../common/demo/simulated.dto';
import { EMAIL_MAX, EMAIL_PATTERN, PHONE_PATTERN } from '../../common/http/patterns';
import { OptionalText, Password, RequiredText } from '../../common/http/text-field.decorators';
import { ADDRESS_MAX, NAME_MAX, PHONE_MAX } from '../employee.rules';
import { EmployeeDto } from './employee.dto';

/**
 * The settings page's personal form (spec §5 "Settings (non-admin, personal data)"). Optional
 * fields left out are cleared; a new password is optional.
 */
export class UpdateProfileDto {
  /** Saved with a capital first letter. */
  @RequiredText({ maxLength: NAME_MAX })
  firstName: string;

  /** Saved with a capital first letter. */
  @RequiredText({ maxLength: NAME_MAX })
  lastName: string;

  /** The login name; unique ignoring case. */
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  email: string;

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

  /** A new password (4–20): every session of the account ends, this one included. */
  @Password({ optional: true })
  newPassword?: string;
}

export class ProfileResultDto extends SimulatedDto {
  profile: EmployeeDto;

  /** A new password was set: every session ended, the client must log in again. */
  sessionsEnded: boolean;
}
