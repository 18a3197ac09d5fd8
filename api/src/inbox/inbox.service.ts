import { Inject, Injectable } from '@nestjs/common';
import { staffDisplayName } from '../common/access/principals';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import { visibleTo } from '../common/demo/demo-visibility';
import type { DemoViewer } from '../common/demo/demo-visibility';
import { keysetPage } from '../common/pagination/keyset-page';
import type { Keyset } from '../common/pagination/keyset-page';
import { problem, ProblemCode, ProblemException } from '../common/problem/problem';
import { tickedOffText } from '../common/staff-texts';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import type { CreateContactRequestDto } from '../contact/dto/create-contact-request.dto';
import { toContactMessageDto } from './dto/contact-message.dto';
import type { ContactMessageDto } from './dto/contact-message.dto';
import { TODO_BODY_MAX, TODO_TITLE_MAX } from './dto/inbox.dto';
import type {
  CreateTodoDto,
  InboxItemDto,
  InboxItemResultDto,
  InboxPageDto,
  InboxQueryDto,
} from './dto/inbox.dto';
import { InboxItem } from './entities/inbox-item.entity';

const keysetBy = (column: 'received_at' | 'ticked_off_at'): Keyset => ({
  keys: [
    { expression: `item.${column}`, type: 'timestamptz' },
    { expression: 'item.id', type: 'uuid' },
  ],
  direction: 'DESC',
});

/** A booking notice: who booked or whose booking was cancelled, and what. */
export interface BookingNotice {
  type: 'confirmation' | 'cancellation';
  bookingId: string;
  customerName: string;
  customerPhone: string;
  customerEmail: string;
  body: string;
}

/** What the main menu's badges count. */
export interface OpenInboxCounts {
  openTodos: number;
  openContactMessages: number;
}

@Injectable()
export class InboxService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

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

  /** Adds a booking's confirmation or cancellation notice; runs in the caller's transaction. */
  async addBookingNotice(notice: BookingNotice): Promise<void> {
    await this.items.insert({
      type: notice.type,
      name: notice.customerName,
      phone: notice.customerPhone,
      email: notice.customerEmail,
      body: notice.body,
      bookingId: notice.bookingId,
    });
  }

  /**
   * A to-do the system itself adds (e.g. a webhook switched off after failing deliveries),
   * signed 'System'; runs in the caller's transaction.
   */
  async addSystemTodo(todo: { name: string; body: string }): Promise<void> {
    await this.items.insert({
      type: 'todo',
      name: todo.name.slice(0, TODO_TITLE_MAX),
      body: todo.body.slice(0, TODO_BODY_MAX),
      createdBy: 'System',
    });
  }

  /**
   * Items of one type, open or ticked off. The ticked-off log is for admins (spec §6): other
   * staff get 403.
   */
  async list(query: InboxQueryDto, viewer: StaffPrincipal): Promise<InboxPageDto> {
    if (query.state === 'done' && viewer.role === 'employee') {
      throw new ProblemException(
        problem(403, ProblemCode.FORBIDDEN, 'Forbidden', 'The inbox log is for admins.'),
      );
    }
    const open = query.state === 'open';
    const rows = visibleTo(
      this.items
        .createQueryBuilder('item')
        .where('item.type = :type', { type: query.type })
        .andWhere(open ? 'item.ticked_off_at IS NULL' : 'item.ticked_off_at IS NOT NULL'),
      viewer,
    );
    const page = await keysetPage(rows, keysetBy(open ? 'received_at' : 'ticked_off_at'), query);
    return { items: page.items.map((item) => this.toDto(item)), nextCursor: page.nextCursor };
  }

  async addTodo(input: CreateTodoDto, staff: StaffPrincipal): Promise<InboxItemResultDto> {
    const item = await this.items.save(
      this.items.create({
        type: 'todo',
        name: input.name,
        body: input.body,
        createdBy: staffDisplayName(staff),
      }),
    );
    return { item: this.toDto(item) };
  }

  /**
   * Ticks an item off once, as 'Abgehakt von {name} ({date})'; a second tick-off (another
   * colleague was quicker) is 409 ALREADY_TICKED_OFF and keeps the first.
   */
  async tickOff(id: string, staff: StaffPrincipal): Promise<InboxItemResultDto> {
    return this.transactions.transaction(async () => {
      const item = await this.visibleItem(id, staff);
      const now = this.clock.now();
      const result = await this.items
        .createQueryBuilder()
        .update(InboxItem)
        .set({ tickedOffBy: staffDisplayName(staff), tickedOffAt: now })
        .where('id = :id AND ticked_off_at IS NULL', { id: item.id })
        .execute();
      if (result.affected === 0) {
        throw new ProblemException(
          problem(
            409,
            ProblemCode.ALREADY_TICKED_OFF,
            'Already ticked off',
            'Someone ticked this item off in the meantime.',
          ),
        );
      }
      return {
        item: this.toDto({ ...item, tickedOffBy: staffDisplayName(staff), tickedOffAt: now }),
      };
    });
  }

  /** Open to-dos and contact messages, for the main menu's badges (one query). */
  async openCounts(viewer: DemoViewer): Promise<OpenInboxCounts> {
    const row = await visibleTo(
      this.items
        .createQueryBuilder('item')
        .select(`count(*) FILTER (WHERE item.type = 'todo')::integer`, 'openTodos')
        .addSelect(`count(*) FILTER (WHERE item.type = 'contact')::integer`, 'openContactMessages')
        .where('item.ticked_off_at IS NULL')
        .andWhere(`item.type IN ('todo', 'contact')`),
      viewer,
    ).getRawOne<OpenInboxCounts>();
    return { openTodos: row?.openTodos ?? 0, openContactMessages: row?.openContactMessages ?? 0 };
  }

  private async visibleItem(id: string, viewer: DemoViewer): Promise<InboxItem> {
    const item = await visibleTo(
      this.items.createQueryBuilder('item').where('item.id = :id', { id }),
      viewer,
    ).getOne();
    if (!item) {
      throw new ProblemException(
        problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No such inbox item.'),
      );
    }
    return item;
  }

  private toDto(item: InboxItem): InboxItemDto {
    return {
      id: item.id,
      type: item.type,
      name: item.name,
      phone: item.phone,
      email: item.email,
      body: item.body,
      receivedAt: item.receivedAt,
      createdBy: item.createdBy,
      tickedOff:
        item.tickedOffBy && item.tickedOffAt
          ? tickedOffText(item.tickedOffBy, item.tickedOffAt, this.config.businessTimeZone)
          : null,
      tickedOffAt: item.tickedOffAt,
      bookingId: item.bookingId,
    };
  }
}
