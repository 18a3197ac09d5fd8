import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toContactRequestDto } from './dto/contact-request.dto';
import type { ContactRequestDto, ContactRequestListDto } from './dto/contact-request.dto';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import type { CreateContactRequestDto } from './dto/create-contact-request.dto';
import { ContactRequest } from './entities/contact-request.entity';

@Injectable()
export class ContactService {
  constructor(
    @InjectRepository(ContactRequest) private readonly requests: Repository<ContactRequest>,
  ) {}

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

  async listContactRequests(): Promise<ContactRequestListDto> {
    const requests = await this.requests.find({ order: { sentAt: 'DESC', id: 'DESC' } });
    return {
      items: requests.map(toContactRequestDto),
      unseenCount: requests.filter((request) => !request.seen).length,
    };
  }

  async setSeen(id: string, seen: boolean): Promise<ContactRequestDto> {
    const request = await this.requests.findOneBy({ id });
    if (!request) throw notFound();
    request.seen = seen;
    return toContactRequestDto(await this.requests.save(request));
  }

  async deleteContactRequest(id: string): Promise<void> {
    const { affected } = await this.requests.delete({ id });
    if (!affected) throw notFound();
  }
}

function notFound(): ProblemException {
  return new ProblemException(
    problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such contact request.'),
  );
}
