import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import type { CreateContactRequestDto } from '../contact/dto/create-contact-request.dto';
import { toContactMessageDto } from './dto/contact-message.dto';
import type { ContactMessageDto } from './dto/contact-message.dto';
import { InboxItem } from './entities/inbox-item.entity';

@Injectable()
export class InboxService {
  constructor(private readonly transactions: TransactionHost) {}

  private get items() {
    return this.transactions.repository(InboxItem);
  }

  async receiveContactMessage(input: CreateContactRequestDto): Promise<ContactMessageDto> {
    const stored = await this.items.save(
      this.items.create({
        type: 'contact',
        name: input.sender,
        email: input.email,
        body: input.body,
      }),
    );
    return toContactMessageDto(stored);
  }
}
