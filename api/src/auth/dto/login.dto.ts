import { EMAIL_MAX, EMAIL_PATTERN } from '../../common/http/patterns';
import { Password, RequiredText } from '../../common/http/text-field.decorators';

export class LoginDto {
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  email: string;

  @Password()
  password: string;
}
