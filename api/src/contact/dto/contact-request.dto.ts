import { ApiProperty } from '@nestjs/swagger';
import { IsBoolean } from 'class-validator';
import { CursorPageDto } from '../../common/pagination/page.dto';
import type { ContactRequest } from '../entities/contact-request.entity';

export class ContactRequestDto {
  /** @example "3f1c6b8e-3a53-4c55-9a3f-0c1d2f3a4b5c" */
  id: string;
  sender: string;
  email: string;
  body: string;
  /** When the request arrived (ISO 8601). */
  sentAt: Date;
  /** Whether the owner has read it. */
  seen: boolean;
}

export function toContactRequestDto(entity: ContactRequest): ContactRequestDto {
  return {
    id: entity.id,
    sender: entity.sender,
    email: entity.email,
    body: entity.body,
    sentAt: entity.sentAt,
    seen: entity.seen,
  };
}

export class ContactRequestPageDto extends CursorPageDto {
  /** Newest first. */
  items: ContactRequestDto[];
  /** How many in the whole inbox are not read yet (not only on this page). */
  unseenCount: number;
}

export class SetContactRequestSeenDto {
  @IsBoolean()
  @ApiProperty({ example: true })
  seen: boolean;
}
