import { ApiProperty } from '@nestjs/swagger';
import { SimulatedDto } from '../../common/demo/simulated.dto';
import type { InboxItem } from '../entities/inbox-item.entity';

/** A visitor's message as it arrived in the staff inbox. */
export class ContactMessageDto extends SimulatedDto {
  @ApiProperty({ example: '3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c' })
  id: string;
  @ApiProperty({ example: 'Erika Mustermann' })
  sender: string;
  @ApiProperty({ example: 'erika.mustermann@example.org' })
  email: string;
  @ApiProperty({ example: 'Guten Tag, ist die Seestern am 2. Mai noch frei?' })
  body: string;
  /** When it arrived (ISO 8601). */
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
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
