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
  sender: string;

  /** Where the agency answers; trimmed before checking. */
  @RequiredText({ maxLength: CONTACT_EMAIL_MAX, pattern: CONTACT_EMAIL_PATTERN })
  email: string;

  /** The message. */
  @RequiredText({ maxLength: CONTACT_BODY_MAX })
  body: string;
}
