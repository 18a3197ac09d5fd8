import {
  Body,
  Controller,
  Get,
  Header,
  Headers,
  Inject,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  StreamableFile,
} from '@nestjs/common';
import { ApiHeader, ApiOkResponse, ApiProduces, ApiTags } from '@nestjs/swagger';
import { Roles, TokenScope } from '../common/access/access.decorators';
import { CurrentStaff } from '../common/access/principal.decorators';
import type { StaffPrincipal } from '../common/access/principals';
import { DemoSimulated } from '../common/demo/demo.decorator';
import { ApiProblems } from '../common/problem/api-problems.decorator';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { CashRegisterExportService } from './cash-register-export.service';
import { CashRegisterService } from './cash-register.service';
import { receiptPdf } from './receipt-pdf';
import {
  CashPositionsDto,
  CheckoutDto,
  CheckoutInputDto,
  CheckoutResultDto,
  LogVerificationDto,
  OpenItemsDto,
  OpenItemsQueryDto,
  PositionsQueryDto,
  RegisterLogPageDto,
  RegisterLogQueryDto,
} from './dto/cash-register.dto';

const STAFF = ['root', 'admin', 'employee'] as const;
const ADMINS = ['root', 'admin'] as const;

@ApiTags('cashregister')
@Controller('cashregister')
export class CashRegisterController {
  constructor(
    private readonly register: CashRegisterService,
    private readonly exports: CashRegisterExportService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  /** The day's unpaid bookings, the unpaid gift coupons, and whether the day is blocked. */
  @TokenScope('cashregister:read')
  @Roles(...STAFF)
  @Get('open-items')
  @ApiProblems(400, 401, 403, 503)
  listOpenItems(
    @Query() query: OpenItemsQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<OpenItemsDto> {
    return this.register.openItems(query.day, staff);
  }

  /**
   * Takes a payment: a booking, a sold gift coupon and products, optionally paid in part or in
   * full with a gift coupon, in one transaction. Send a fresh `Idempotency-Key` per checkout; a
   * retry with the same key and body answers the first checkout again and moves nothing (the same
   * key with another body is 422). 409 OUT_OF_STOCK names a product sold out meanwhile,
   * ALREADY_PAID / BOOKING_CANCELLED a booking settled meanwhile, TOTAL_CHANGED a total other
   * than `expectedTotalCents`; 422 COUPON_INVALID a code that cannot pay.
   */
  @Roles(...STAFF)
  @DemoSimulated()
  @Post('checkouts')
  @ApiHeader({
    name: 'Idempotency-Key',
    required: true,
    description: 'A new random key per checkout (8–64 of A–Z a–z 0–9 _ -), e.g. a UUID.',
    schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,64}$' },
  })
  @ApiProblems(400, 401, 403, 404, 409, 422, 503)
  createCheckout(
    @Body() input: CheckoutInputDto,
    @Headers('idempotency-key') idempotencyKey: string | undefined,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CheckoutResultDto> {
    return this.register.checkout(input, idempotencyKey, staff);
  }

  /** The register log of the last 14 days, newest first (admins). */
  @TokenScope('cashregister:read')
  @Roles(...ADMINS)
  @Get('log')
  @ApiProblems(400, 401, 403, 503)
  getRegisterLog(
    @Query() query: RegisterLogQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<RegisterLogPageDto> {
    return this.register.log(query, staff);
  }

  /** The register log of the last 14 days as CSV for a German spreadsheet (admins). */
  @TokenScope('cashregister:read')
  @Roles(...ADMINS)
  @Get('log.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="kassenbuch.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiProblems(401, 403, 503)
  downloadRegisterLog(@CurrentStaff() staff: StaffPrincipal): Promise<string> {
    return this.exports.logCsv(staff);
  }

  /**
   * Whether the log's hash chain is intact: each row's hash covers its content and the previous
   * row's hash, so a row changed or removed in the database shows here (admins).
   */
  @TokenScope('cashregister:read')
  @Roles(...ADMINS)
  @Get('log/verify')
  @ApiProblems(401, 403, 503)
  verifyRegisterLog(): Promise<LogVerificationDto> {
    return this.register.verify();
  }

  /** The takings per day (last 31), month (last 36) or year (all), newest first (admins). */
  @TokenScope('cashregister:read')
  @Roles(...ADMINS)
  @Get('positions')
  @ApiProblems(400, 401, 403, 503)
  listCashPositions(
    @Query() query: PositionsQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CashPositionsDto> {
    return this.register.positions(query.period, staff);
  }

  /** The cash positions as CSV for a German spreadsheet (admins). */
  @TokenScope('cashregister:read')
  @Roles(...ADMINS)
  @Get('positions.csv')
  @Header('Content-Type', 'text/csv; charset=utf-8')
  @Header('Content-Disposition', 'attachment; filename="kassenstand.csv"')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('text/csv')
  @ApiProblems(400, 401, 403, 503)
  downloadCashPositions(
    @Query() query: PositionsQueryDto,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<string> {
    return this.exports.positionsCsv(query.period, staff);
  }

  /** One checkout as logged (the receipt's content). */
  @TokenScope('cashregister:read')
  @Roles(...STAFF)
  @Get('checkouts/:id')
  @ApiProblems(400, 401, 403, 404, 503)
  getCheckout(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<CheckoutDto> {
    return this.register.find(id, staff);
  }

  /**
   * The checkout's receipt as a PDF for an 80 mm till roll: business details, items, coupon,
   * total with the VAT included, payment method, receipt number.
   */
  @TokenScope('cashregister:read')
  @Roles(...STAFF)
  @Get('checkouts/:id/receipt.pdf')
  @Header('Cache-Control', 'private, no-store')
  @ApiProduces('application/pdf')
  @ApiOkResponse({
    content: { 'application/pdf': { schema: { type: 'string', format: 'binary' } } },
  })
  @ApiProblems(400, 401, 403, 404, 503)
  async getCheckoutReceipt(
    @Param('id', new ParseUUIDPipe()) id: string,
    @CurrentStaff() staff: StaffPrincipal,
  ): Promise<StreamableFile> {
    const checkout = await this.register.find(id, staff);
    const pdf = await receiptPdf(checkout, this.config.agency, this.config.businessTimeZone);
    return new StreamableFile(Buffer.from(pdf), {
      type: 'application/pdf',
      disposition: `inline; filename="beleg-${checkout.receiptNumber}.pdf"`,
    });
  }
}
