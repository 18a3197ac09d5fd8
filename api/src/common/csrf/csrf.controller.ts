import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../access/access.decorators';
import { SessionService } from '../session/session.service';
import { csrf } from './csrf';
import { CsrfTokenDto } from './csrf-token.dto';

@ApiTags('csrf')
@Controller('csrf')
export class CsrfController {
  constructor(private readonly sessions: SessionService) {}

  /** The CSRF token of the caller's session (a session is started if there is none). */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  async getCsrfToken(@Req() request: Request): Promise<CsrfTokenDto> {
    const token = csrf.generateToken(request);
    await this.sessions.save(request);
    return { token };
  }
}
