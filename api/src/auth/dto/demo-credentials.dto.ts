import { ApiProperty } from '@nestjs/swagger';
/** The demo account the login form pre-fills (demo mode only). */
export class DemoCredentialsDto {
  @ApiProperty({ example: 'demo@example.org' })
  email: string;
  @ApiProperty({ example: 'demo1234' })
  password: string;
}
