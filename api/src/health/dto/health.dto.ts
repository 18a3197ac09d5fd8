import { ApiProperty } from '@nestjs/swagger';
export class HealthDto {
  /** `ok` while the process serves requests; `ready` when the database answers too. */
  @ApiProperty({ example: 'ok' })
  status: string;
}
