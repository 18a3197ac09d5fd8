import { Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import { normaliseEmail } from '../common/http/patterns';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset } from '../common/pagination/keyset-page';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { signedText } from '../common/staff-texts';
import { identifiesSomeone, nameKey, phoneKey } from './blacklist.rules';
import type { CustomerIdentity } from './blacklist.rules';
import { BookingBans } from './booking-bans.port';
import { toBlacklistEntryDto } from './dto/blacklist.dto';
import type {
  BlacklistEntryResultDto,
  BlacklistPageDto,
  BlacklistQueryDto,
  CreateBlacklistEntryDto,
  UnbanResultDto,
} from './dto/blacklist.dto';
import { BlacklistEntry } from './entities/blacklist-entry.entity';

const NEWEST_FIRST: Keyset = {
  keys: [
    { expression: 'entry.created_at', type: 'timestamptz' },
    { expression: 'entry.id', type: 'uuid' },
  ],
  direction: 'DESC',
};

const notFound = (what: string) =>
  new ProblemException(problem(404, ProblemCode.NOT_FOUND, 'Not found', `No such ${what}.`));

/** The customers barred from booking; other modules ask through this service only. */
@Injectable()
export class BlacklistService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly bookings: BookingBans,
  ) {}

  private get entries() {
    return this.transactions.repository(BlacklistEntry);
  }

  /** Whether the customer's e-mail, phone number or name matches a ban (one indexed query). */
  async isBanned(customer: CustomerIdentity): Promise<boolean> {
    const match = await this.entries
      .createQueryBuilder('entry')
      .select('1')
      .where('entry.email_key = :email', { email: normaliseEmail(customer.email) })
      .orWhere('entry.phone_key = :phone', { phone: phoneKey(customer.phone) })
      .orWhere('entry.name_key = :name', { name: nameKey(customer.name) })
      .limit(1)
      .getRawOne();
    return match !== undefined;
  }

  async list(query: BlacklistQueryDto, viewer: StaffPrincipal): Promise<BlacklistPageDto> {
    const rows = visibleTo(this.entries.createQueryBuilder('entry'), viewer);
    const page = await keysetPage(rows, NEWEST_FIRST, query);
    return { items: page.items.map(toBlacklistEntryDto), nextCursor: page.nextCursor };
  }

  async ban(
    input: CreateBlacklistEntryDto,
    staff: StaffPrincipal,
  ): Promise<BlacklistEntryResultDto> {
    // JSON null passes the DTO's @IsOptional() like a missing field, and is absent here too:
    // counted as given, a ban of nulls got past this check and broke the table's CHECK (500).
    const identity = {
      name: input.name ?? undefined,
      phone: input.phone ?? undefined,
      email: input.email ?? undefined,
    };
    if (!identifiesSomeone(identity)) {
      throw validationProblem([
        {
          field: 'name',
          code: 'IDENTITY_REQUIRED',
          message: 'Name, phone number or e-mail address: at least one is needed.',
        },
      ]);
    }
    const actor = { id: staff.id, name: staffDisplayName(staff), demo: staff.demo };
    return this.transactions.transaction(async () => {
      const bookedDay = input.bookingId
        ? await this.bookings.dayOfBooking(input.bookingId, staff)
        : null;
      if (input.bookingId && bookedDay === null) throw notFound('booking');
      const reason = signedText(input.reason, 'ban', actor.name);
      const entry = await this.entries.save(
        this.entries.create({
          name: input.name ?? null,
          nameKey: input.name ? nameKey(input.name) : null,
          phone: input.phone ?? null,
          phoneKey: input.phone ? phoneKey(input.phone) : null,
          email: input.email ?? null,
          emailKey: input.email ? normaliseEmail(input.email) : null,
          reason,
          bannedBy: actor.name,
          bookingId: input.bookingId ?? null,
          bookedDay,
        }),
      );
      if (input.bookingId) await this.bookings.recordBan(input.bookingId, actor, reason);
      return { entry: toBlacklistEntryDto(entry) };
    });
  }

  async unban(id: string, viewer: StaffPrincipal): Promise<UnbanResultDto> {
    return this.transactions.transaction(async () => {
      const entry = await visibleTo(
        this.entries.createQueryBuilder('entry').where('entry.id = :id', { id }),
        viewer,
      ).getOne();
      if (!entry) throw notFound('ban');
      await this.entries.delete({ id });
      return { id };
    });
  }
}
