import { Controller, Get, Header, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '../access/access.decorators';
import { csrf } from './csrf';
import { CsrfTokenDto } from './csrf-token.dto';

@ApiTags('csrf')
@Controller('csrf')
export class CsrfController {
  /** The CSRF token of the caller's session (a session is started if there is none). */
  @Public()
  @Get()
  @Header('Cache-Control', 'no-store')
  getCsrfToken(@Req() request: Request): CsrfTokenDto {
    return { token: csrf.generateToken(request) };
  }
}
