import { ApiProperty } from '@nestjs/swagger';
export class CsrfTokenDto {
  /** Send this value in the `X-CSRF-Token` header of every POST, PUT, PATCH and DELETE. */
  @ApiProperty({ example: 'k8Jd2mQx7ZpL4vRt9WbN3cYs6HfG1aEu' })
  token: string;
}
