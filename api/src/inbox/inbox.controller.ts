import { Body, Controller, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public } from '../common/access/access.decorators';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CONTACT_RATE_LIMIT } from '../contact/contact.rules';
import { CreateContactRequestDto } from '../contact/dto/create-contact-request.dto';
import { ContactMessageDto } from './dto/contact-message.dto';
import { InboxService } from './inbox.service';

@ApiTags('inbox')
@Controller('inbox')
export class InboxController {
  constructor(private readonly inbox: InboxService) {}

  /**
   * The rental home page's contact form: the message lands in the staff inbox. In demo mode it is
   * checked and then simulated (nothing stored), like every visitor write there.
   */
  @Public()
  @DemoSimulated()
  @Throttle({ default: CONTACT_RATE_LIMIT })
  @Post('contact-messages')
  @ApiProblems(400, 403, 413, 429, 503)
  sendContactMessage(@Body() input: CreateContactRequestDto): Promise<ContactMessageDto> {
    return this.inbox.receiveContactMessage(input);
  }
}
