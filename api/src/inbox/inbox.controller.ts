import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { Throttle } from '@nestjs/throttler';
import { Public, Roles } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import { CONTACT_RATE_LIMIT } from '../contact/contact.rules';
import { CreateContactRequestDto } from '../contact/dto/create-contact-request.dto';
import { ContactMessageDto } from './dto/contact-message.dto';
import { CreateTodoDto, InboxItemResultDto, InboxPageDto, InboxQueryDto } from './dto/inbox.dto';
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

  /**
   * The inbox by type (to-dos, contact messages, booking confirmations and cancellations): open
   * items newest first, or (`state=done`, admins) the ticked-off log.
   */
  @Roles('root', 'admin', 'employee')
  @Get()
  @ApiProblems(400, 401, 403, 503)
  listInbox(
    @Query() query: InboxQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<InboxPageDto> {
    return this.inbox.list(query, staff);
  }

  /** Adds a to-do for the team. */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @Post('todos')
  @ApiProblems(400, 401, 403, 503)
  addTodo(
    @Body() input: CreateTodoDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<InboxItemResultDto> {
    return this.inbox.addTodo(input, staff);
  }

  /** Ticks an item off: 'Abgehakt von {name} ({dd.mm.yyyy})'; twice is 409. */
  @Roles('root', 'admin', 'employee')
  @DemoSimulated()
  @Post(':id/tick-off')
  @HttpCode(200)
  @ApiProblems(400, 401, 403, 404, 409, 503)
  tickOffInboxItem(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<InboxItemResultDto> {
    return this.inbox.tickOff(id, staff);
  }
}
