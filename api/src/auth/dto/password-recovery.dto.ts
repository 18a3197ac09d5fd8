import { ApiProperty } from '@nestjs/swagger';
import { EMAIL_MAX, EMAIL_PATTERN } from '../../common/http/patterns';
import { OneOf, RequiredText } from '../../common/http/text-field.decorators';
import type { MailLanguage } from '../../mail/mail.types';

export class PasswordRecoveryDto {
  @RequiredText({ maxLength: EMAIL_MAX, pattern: EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  /** Language of the e-mail. */
  @OneOf(['de', 'en'], 'MailLanguage')
  @ApiProperty({ example: 'de' })
  lang: MailLanguage;
}
