import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { toContactRequestDto } from './dto/contact-request.dto';
import type { ContactRequestDto } from './dto/contact-request.dto';
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
}
