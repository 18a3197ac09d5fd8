import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { InboxItem } from '../entities/inbox-item.entity';

/** A visitor's message as it arrived in the staff inbox. */
export class ContactMessageDto extends SimulatedDto {
  id: string;
  sender: string;
  email: string;
  body: string;
  /** When it arrived (ISO 8601). */
  receivedAt: Date;
}

export function toContactMessageDto(item: InboxItem): ContactMessageDto {
  return {
    id: item.id,
    sender: item.name,
    email: item.email ?? '',
    body: item.body,
    receivedAt: item.receivedAt,
  };
}
