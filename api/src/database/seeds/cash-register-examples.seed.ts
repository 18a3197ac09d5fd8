import { appendToRegisterLog } from '../../cashregister/cash-register.service';
import { checkoutTotals } from '../../cashregister/cash-register.rules';
import { addDays, businessDay, zonedInstant } from '../../common/time/business-time';
import type { Seed } from './run-seeds';

interface ExampleSale {
  daysAgo: number;
  hour: number;
  cashier: string;
  products: Array<[name: string, quantity: number]>;
  method: 'cash' | 'card';
  /** Cash handed over. */
  receivedCents?: number;
  /** A gift coupon paid part: its last four characters and how much. */
  coupon?: { hint: string; cents: number };
}

/** A few days at the kiosk, so the demo's register log and cash position are not empty. */
const SALES: readonly ExampleSale[] = [
  {
    daysAgo: 3,
    hour: 11.5,
    cashier: 'Miriam Schulte',
    products: [
      ['Mineralwasser 0,5 l', 2],
      ['Brezel', 1],
    ],
    method: 'cash',
    receivedCents: 1_000,
  },
  {
    daysAgo: 2,
    hour: 15,
    cashier: 'Jonas Krüger',
    products: [
      ['Tankfüllung Boot', 1],
      ['Eis am Stiel', 2],
    ],
    method: 'card',
  },
  {
    daysAgo: 1,
    hour: 10,
    cashier: 'Miriam Schulte',
    products: [
      ['Sonnencreme LSF 50', 1],
      ['Angelkarte (Tag)', 1],
    ],
    method: 'cash',
    receivedCents: 1_000,
    coupon: { hint: 'K7QX', cents: 2_000 },
  },
  {
    daysAgo: 0,
    hour: 9.25,
    cashier: 'Jonas Krüger',
    products: [
      ['Cola 0,33 l', 3],
      ['Fischbrötchen', 1],
    ],
    method: 'card',
  },
];

/**
 * Example checkouts through the register's own log writer (hash chain, receipt numbers, cash
 * positions), marked as examples: the demo account sees these and nothing real.
 */
export function cashRegisterExamples(timeZone: string): Seed {
  return {
    name: 'cash-register-examples',
    async run(manager) {
      const today = businessDay(new Date(), timeZone);
      const products: Array<{ id: string; name: string; priceCents: number }> = await manager.query(
        `SELECT id, name, price_cents AS "priceCents" FROM products`,
      );
      const byName = new Map(products.map((product) => [product.name, product]));
      for (const sale of SALES) {
        const lines = sale.products.map(([name, quantity]) => {
          const product = byName.get(name);
          if (!product) throw new Error(`Example sale names an unknown product: ${name}`);
          return {
            productId: product.id,
            name,
            quantity,
            priceCents: product.priceCents,
            totalCents: quantity * product.priceCents,
          };
        });
        const totals = checkoutTotals(
          { bookingCents: 0, soldCouponCents: 0, products: lines },
          sale.coupon?.cents ?? 0,
        );
        const day = addDays(today, -sale.daysAgo);
        const hour = Math.floor(sale.hour);
        const now = new Date(
          zonedInstant(day, hour, timeZone).getTime() + (sale.hour - hour) * 3_600_000,
        );
        await appendToRegisterLog(
          manager,
          {
            cashier: sale.cashier,
            cashierId: null,
            paymentMethod: sale.method,
            bookingId: null,
            bookingVehicle: null,
            bookingHours: null,
            bookingNights: null,
            bookingDay: null,
            bookingCents: null,
            soldCouponId: null,
            soldCouponCents: null,
            products: lines,
            couponHint: sale.coupon?.hint ?? null,
            couponCents: totals.couponCents,
            couponBalanceCents: sale.coupon ? 0 : null,
            incomeCents: totals.totalCents,
            receivedCents: sale.receivedCents ?? null,
            changeCents:
              sale.receivedCents === undefined ? null : sale.receivedCents - totals.totalCents,
            vatCents: totals.vatCents,
            idempotencyKey: null,
            requestHash: null,
          },
          { now, timeZone, example: true },
        );
      }
    },
  };
}
