import { ApiProperty } from '@nestjs/swagger';
import { CustomerContactDto } from './customer.dto';

/** Asks for a code by e-mail before a visitor's hourly booking. */
export class CreateVerificationCodeDto extends CustomerContactDto {}

export class VerificationCodeRequestDto {
  /** A code was mailed (false for staff: their session proves who books). */
  @ApiProperty({ example: true })
  sent: boolean;

  /** How long a mailed code stays valid. */
  @ApiProperty({ example: 10, type: 'integer' })
  validMinutes: number;

  /** For the root account only: the fixed code its bookings take (ROOT_BOOKING_CODE). */
  @ApiProperty({ example: null, type: 'string', nullable: true })
  shortcutCode: string | null;
}
