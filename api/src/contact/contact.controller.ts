import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CONTACT_RATE_LIMIT } from './contact.rules';
import { ContactService } from './contact.service';
import { ContactRequestDto } from './dto/contact-request.dto';
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
}
