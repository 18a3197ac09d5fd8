import { Body, Controller, Delete, Get, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { ApiTokensService } from './api-tokens.service';
import {
  ApiTokenDto,
  ApiTokenListDto,
  CreateApiTokenDto,
  CreatedApiTokenDto,
} from './dto/api-token.dto';

/** Tokens for scripts and third parties; admins manage them in the staff settings. */
@ApiTags('api-tokens')
@Controller('api-tokens')
export class ApiTokensController {
  constructor(private readonly tokens: ApiTokensService) {}

  /** Creates a token; the answer is the only time the token itself is shown. */
  @Roles('root', 'admin')
  @Post()
  @ApiProblems(400, 401, 403, 409, 503)
  createApiToken(
    @Body() input: CreateApiTokenDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CreatedApiTokenDto> {
    return this.tokens.create(input, staff);
  }

  /** Every token (the demo account: its own), newest first; never the tokens themselves. */
  @Roles('root', 'admin')
  @Get()
  @ApiProblems(401, 403, 503)
  listApiTokens(@CurrentStaff() staff: StaffPrincipal): Promise<ApiTokenListDto> {
    return this.tokens.list(staff);
  }

  /** Revokes a token at once; requests with it get 401 from now on. */
  @Roles('root', 'admin')
  @Delete(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  revokeApiToken(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<ApiTokenDto> {
    return this.tokens.revoke(id, staff);
  }
}
