import { Inject, Injectable } from '@nestjs/common';
import type { DemoViewer } from '../common/demo/demo-visibility';
import type { ResolvedConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { toCsv } from '../common/csv/csv';
import { germanDate } from '../common/staff-texts';
import { csvEuros, PAYMENT_METHOD_NAMES } from './cash-register.rules';
import type { PositionPeriod } from './cash-register.rules';
import { CashRegisterService } from './cash-register.service';

/** Spreadsheet exports of the register log and the cash positions (German headers). */
@Injectable()
export class CashRegisterExportService {
  constructor(
    private readonly register: CashRegisterService,
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
  ) {}

  async logCsv(viewer: DemoViewer): Promise<string> {
    const rows = await this.register.logRows(viewer);
    const time = new Intl.DateTimeFormat('de-DE', {
      timeZone: this.config.businessTimeZone,
      hour: '2-digit',
      minute: '2-digit',
    });
    return toCsv(
      [
        'Beleg',
        'Kassentag',
        'Uhrzeit',
        'Boot',
        'Stunden',
        'Nächte',
        'Buchungstag',
        'Buchung (€)',
        'Gutscheinverkauf (€)',
        'Produkte',
        'Gutschein',
        'Gutschein (€)',
        'Einnahme (€)',
        'MwSt. enthalten (€)',
        'Zahlart',
        'Kassierer',
      ],
      rows.map((row) => [
        row.receiptNumber,
        germanDate(row.registerDay),
        time.format(row.createdAt),
        row.booking?.vehicleName ?? null,
        row.booking?.hours === null || row.booking === null
          ? null
          : String(row.booking.hours).replace('.', ','),
        row.booking?.nights ?? null,
        row.booking ? germanDate(row.booking.day) : null,
        row.booking ? csvEuros(row.booking.priceCents) : null,
        row.soldCoupon ? csvEuros(row.soldCoupon.amountCents) : null,
        row.items
          .map((item) => `${item.quantity} × ${item.name} à ${csvEuros(item.priceCents)} €`)
          .join(', ') || null,
        row.couponHint ? `…${row.couponHint}` : null,
        csvEuros(row.couponCents),
        csvEuros(row.incomeCents),
        csvEuros(row.vatCents),
        PAYMENT_METHOD_NAMES[row.paymentMethod],
        row.cashier,
      ]),
    );
  }

  async positionsCsv(period: PositionPeriod, viewer: DemoViewer): Promise<string> {
    const { items } = await this.register.positions(period, viewer);
    const label = { day: 'Tag', month: 'Monat', year: 'Jahr' }[period];
    return toCsv(
      [label, 'Einnahmen (€)'],
      items.map((item) => [
        period === 'day'
          ? germanDate(item.period)
          : period === 'month'
            ? item.period.split('-').reverse().join('.')
            : item.period,
        csvEuros(item.incomeCents),
      ]),
    );
  }
}
