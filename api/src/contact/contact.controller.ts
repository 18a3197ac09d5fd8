import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Req,
} from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import type { Request } from 'express';
import { requireGalleryAdmin } from '../common/access/gallery-session';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CONTACT_RATE_LIMIT } from './contact.rules';
import { ContactService } from './contact.service';
import {
  ContactRequestDto,
  ContactRequestListDto,
  SetContactRequestSeenDto,
} from './dto/contact-request.dto';
import { CreateContactRequestDto } from './dto/create-contact-request.dto';

@ApiTags('contact')
@Controller('contact-requests')
export class ContactController {
  constructor(
    private readonly contact: ContactService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** Sends a contact request to the agency (the agency site's contact form). */
  @Public()
  @Throttle({ default: CONTACT_RATE_LIMIT })
  @Post()
  @ApiProblems(400, 403, 413, 429, 503)
  createContactRequest(@Body() input: CreateContactRequestDto): Promise<ContactRequestDto> {
    return this.contact.createContactRequest(input);
  }

  /** The owner's inbox (the ArtAlley gallery admin), newest first. */
  @Public()
  @Get()
  @ApiProblems(401, 403, 503)
  listContactRequests(@Req() request: Request): Promise<ContactRequestListDto> {
    requireGalleryAdmin(request, this.config.artAdminUsernames);
    return this.contact.listContactRequests();
  }

  /** Marks a request as read (or unread). */
  @Public()
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  setContactRequestSeen(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: SetContactRequestSeenDto,
    @Req() request: Request,
  ): Promise<ContactRequestDto> {
    requireGalleryAdmin(request, this.config.artAdminUsernames);
    return this.contact.setSeen(id, input.seen);
  }

  @Public()
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteContactRequest(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Req() request: Request,
  ): Promise<void> {
    requireGalleryAdmin(request, this.config.artAdminUsernames);
    return this.contact.deleteContactRequest(id);
  }
}
