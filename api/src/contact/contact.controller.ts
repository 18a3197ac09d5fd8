import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Param,
  ParseUUIDPipe,
  Patch,
  Post,
  Query,
} from '@nestjs/common';
import { ApiNoContentResponse } from '@nestjs/swagger';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { GalleryAdmin, Public } from '../common/access/access.decorators';
import { PageQueryDto } from '../common/pagination/page.dto';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CONTACT_RATE_LIMIT } from './contact.rules';
import { ContactService } from './contact.service';
import {
  ContactRequestDto,
  ContactRequestPageDto,
  SetContactRequestSeenDto,
} from './dto/contact-request.dto';
import { CreateContactRequestDto } from './dto/create-contact-request.dto';

@ApiTags('contact')
@Controller('contact-requests')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  /** Sends a contact request to the agency (the agency site's contact form). */
  @Public()
  @Throttle({ default: CONTACT_RATE_LIMIT })
  @Post()
  @ApiProblems(400, 403, 413, 429, 503)
  createContactRequest(@Body() input: CreateContactRequestDto): Promise<ContactRequestDto> {
    return this.contact.createContactRequest(input);
  }

  /** The owner's inbox (the ArtAlley gallery admin), newest first, a page at a time. */
  @GalleryAdmin()
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listContactRequests(@Query() page: PageQueryDto): Promise<ContactRequestPageDto> {
    return this.contact.listContactRequests(page);
  }

  /** Marks a request as read (or unread). */
  @GalleryAdmin()
  @Patch(':id')
  @ApiProblems(400, 401, 403, 404, 503)
  setContactRequestSeen(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body() input: SetContactRequestSeenDto,
  ): Promise<ContactRequestDto> {
    return this.contact.setSeen(id, input.seen);
  }

  /** Deletes a request from the owner's inbox. */
  @GalleryAdmin()
  @Delete(':id')
  @HttpCode(204)
  @ApiNoContentResponse({ description: 'Deleted' })
  @ApiProblems(400, 401, 403, 404, 503)
  deleteContactRequest(@Param('id', new ParseUUIDPipe()) id: string): Promise<void> {
    return this.contact.deleteContactRequest(id);
  }
}
