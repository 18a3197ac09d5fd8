import { ApiProperty } from '@nestjs/swagger';
import {
  ArrayMaxSize,
  ArrayMinSize,
  ArrayUnique,
  IsArray,
  IsIn,
  IsISO8601,
  IsOptional,
} from 'class-validator';
import { RequiredText } from '../../common/http/text-field.decorators';
import { API_SCOPES } from '../../common/access/api-scopes';
import type { ApiScope } from '../../common/access/api-scopes';

export const TOKEN_NAME_MAX = 60;

export class CreateApiTokenDto {
  /** What the token is for, e.g. 'Buchungsportal' or 'Buchhaltung'. */
  @RequiredText({ maxLength: TOKEN_NAME_MAX })
  @ApiProperty({ example: 'Buchhaltung' })
  name: string;

  /** What the token may do; at least one, each once. */
  @IsArray()
  @ArrayMinSize(1)
  @ArrayMaxSize(API_SCOPES.length)
  @ArrayUnique()
  @IsIn(API_SCOPES, { each: true })
  @ApiProperty({
    enum: API_SCOPES,
    enumName: 'ApiScope',
    isArray: true,
    example: ['bookings:read', 'cashregister:read'],
  })
  scopes: ApiScope[];

  /**
   * When the token stops working (ISO 8601, in the future, at most a year ahead; a day for the
   * demo account). Without it the token works until revoked.
   */
  @IsOptional()
  @IsISO8601({ strict: true })
  @ApiProperty({ required: false, format: 'date-time', example: '2027-06-30T22:00:00Z' })
  expiresAt?: string;
}

export class ApiTokenDto {
  @ApiProperty({ example: '4b6d8f0a-2c4e-4f6a-9b1d-3f5a7c9e1b2d' })
  id: string;
  @ApiProperty({ example: 'Buchhaltung' })
  name: string;
  /** The token's first characters, to recognise it; the token itself is never shown again. */
  @ApiProperty({ example: 'rr_Xk3v9QaB' })
  prefix: string;
  @ApiProperty({
    enum: API_SCOPES,
    enumName: 'ApiScope',
    isArray: true,
    example: ['bookings:read', 'cashregister:read'],
  })
  scopes: ApiScope[];
  /** The staff member who created it ('Admin' for root). */
  @ApiProperty({ example: 'Erika Mustermann' })
  createdByName: string;
  @ApiProperty({ example: '2026-05-02T09:15:00.000Z' })
  createdAt: Date;
  @ApiProperty({ example: '2027-06-30T22:00:00.000Z' })
  expiresAt: Date | null;
  @ApiProperty({ example: null })
  revokedAt: Date | null;
  /** When a request last used it (to the minute); null if never. */
  @ApiProperty({ example: '2026-05-03T08:00:00.000Z' })
  lastUsedAt: Date | null;
  /** Made by the public demo account: its requests are simulated like the account's own. */
  @ApiProperty({ example: false })
  demo: boolean;
}

export class ApiTokenListDto {
  items: ApiTokenDto[];
}

/** The answer to creating a token: the only time the token itself is shown. */
export class CreatedApiTokenDto extends ApiTokenDto {
  /** Send as `Authorization: Bearer <token>`. Store it now: it cannot be shown again. */
  @ApiProperty({ example: 'rr_Xk3v9QaBexampleexampleexampleexampleexample1' })
  token: string;
}
