import { Password, RequiredText } from '../../common/http/text-field.decorators';

export class PasswordResetDto {
  /** The token from the link in the recovery e-mail. */
  @RequiredText({ maxLength: 100 })
  token: string;

  @Password()
  password: string;
}
