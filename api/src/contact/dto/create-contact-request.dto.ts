import { ApiProperty } from '@nestjs/swagger';
import { RequiredText } from '../../common/http/text-field.decorators';
import {
  CONTACT_BODY_MAX,
  CONTACT_EMAIL_MAX,
  CONTACT_EMAIL_PATTERN,
  CONTACT_SENDER_MAX,
} from '../contact.rules';

export class CreateContactRequestDto {
  /** The sender's name. */
  @RequiredText({ maxLength: CONTACT_SENDER_MAX })
  @ApiProperty({ example: 'Erika Mustermann' })
  sender: string;

  /** Where the agency answers; trimmed before checking. */
  @RequiredText({ maxLength: CONTACT_EMAIL_MAX, pattern: CONTACT_EMAIL_PATTERN })
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;

  /** The message. */
  @RequiredText({ maxLength: CONTACT_BODY_MAX })
  @ApiProperty({ example: 'Guten Tag, ist die Seestern am 2. Mai noch frei?' })
  body: string;
}
