import { Injectable } from '@nestjs/common';
import { TransactionHost } from '../common/database/transaction-host';
import type { PageRequest } from '../common/pagination/keyset-page';
import { notFoundProblem } from '../common/problem/problem';
import { ContactRepository } from './contact.repository';
import { toContactRequestDto } from './dto/contact-request.dto';
import type { ContactRequestDto, ContactRequestPageDto } from './dto/contact-request.dto';
import type { CreateContactRequestDto } from './dto/create-contact-request.dto';
import { ContactRequest } from './entities/contact-request.entity';

@Injectable()
export class ContactService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly inbox: ContactRepository,
  ) {}

  private get requests() {
    return this.transactions.repository(ContactRequest);
  }

  async createContactRequest(input: CreateContactRequestDto): Promise<ContactRequestDto> {
    const stored = await this.requests.save(
      this.requests.create({
        sender: input.sender,
        email: input.email,
        body: input.body,
        seen: false,
      }),
    );
    return toContactRequestDto(stored);
  }

  async listContactRequests(page: PageRequest): Promise<ContactRequestPageDto> {
    const { items, nextCursor } = await this.inbox.pageOfRequests(page);
    return {
      items: items.map(toContactRequestDto),
      nextCursor,
      unseenCount: await this.inbox.countUnseen(),
    };
  }

  async setSeen(id: string, seen: boolean): Promise<ContactRequestDto> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw notFoundProblem('contact request');
    request.seen = seen;
    return toContactRequestDto(await this.requests.save(request));
  }

  async deleteContactRequest(id: string): Promise<void> {
    const { affected } = await this.requests.delete({ id });
    if (!affected) throw notFoundProblem('contact request');
  }
}
