import type { BlacklistEntryDto } from '@showcase/contracts/generated/model/blacklistEntryDto';
import type { CheckoutDto } from '@showcase/contracts/generated/model/checkoutDto';
import type { CheckoutResultDto } from '@showcase/contracts/generated/model/checkoutResultDto';
import type { EmployeeDto } from '@showcase/contracts/generated/model/employeeDto';
import type { InboxItemDto } from '@showcase/contracts/generated/model/inboxItemDto';
import type { ProductDto } from '@showcase/contracts/generated/model/productDto';
import type { RegisterBookingDto } from '@showcase/contracts/generated/model/registerBookingDto';
import type { StaffBookingDto } from '@showcase/contracts/generated/model/staffBookingDto';
import type { StaffOverviewDto } from '@showcase/contracts/generated/model/staffOverviewDto';
import type { UnpaidCouponDto } from '@showcase/contracts/generated/model/unpaidCouponDto';
import type { WorkingHoursDto } from '@showcase/contracts/generated/model/workingHoursDto';

/** A booking as the staff API answers it; override what a test is about. */
export function staffBooking(overrides: Partial<StaffBookingDto> = {}): StaffBookingDto {
  return {
    id: '0b8f6a52-5d0e-4d2b-9a57-1f4a8d3c2e01',
    kind: 'hourly',
    vehicleId: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    vehicleName: 'Seestern',
    customerName: 'Jonas Berg',
    customerPhone: '+4930123456',
    customerEmail: 'jonas.berg@example.com',
    // 10:00–12:00 in Berlin (summer time).
    startsAt: '2030-07-12T08:00:00.000Z',
    endsAt: '2030-07-12T10:00:00.000Z',
    day: '2030-07-12',
    endDay: null,
    hours: 2,
    nights: null,
    priceCents: 9000,
    newPriceCents: null,
    priceChangeReason: null,
    couponCents: 0,
    customerComment: null,
    comments: [],
    bookedBy: null,
    paid: false,
    unpaidAfterEnd: false,
    awaitingPayment: false,
    cancelled: false,
    cancellationReason: null,
    createdAt: '2030-07-01T09:30:00.000Z',
    history: [],
    ...overrides,
  };
}

export function staffOverview(overrides: Partial<StaffOverviewDto> = {}): StaffOverviewDto {
  return {
    openTodos: 0,
    openContactMessages: 0,
    blockedVehicles: 0,
    unfinishedBookings: 0,
    ...overrides,
  };
}

export function inboxItem(overrides: Partial<InboxItemDto> = {}): InboxItemDto {
  return {
    id: '5a6b7c8d-9e0f-4a1b-8c2d-3e4f5a6b7c8d',
    type: 'todo',
    name: 'Bojen prüfen',
    phone: null,
    email: null,
    body: 'Die Bojen am Steg 2 auf Risse prüfen.',
    receivedAt: '2030-07-10T07:15:00.000Z',
    createdBy: 'Anna Berg',
    tickedOff: null,
    tickedOffAt: null,
    bookingId: null,
    ...overrides,
  };
}

export function blacklistEntry(overrides: Partial<BlacklistEntryDto> = {}): BlacklistEntryDto {
  return {
    id: '9d8c7b6a-5f4e-4d3c-8b2a-1f0e9d8c7b6a',
    name: 'Max Muster',
    phone: '+4917612345678',
    email: 'max.muster@example.com',
    reason: 'Boot beschädigt zurückgegeben (Gesperrt durch Admin)',
    createdAt: '2030-07-05T16:00:00.000Z',
    bookingId: null,
    bookedDay: null,
    ...overrides,
  };
}

/** An unpaid booking as the cash register lists it; override what a test is about. */
export function registerBooking(overrides: Partial<RegisterBookingDto> = {}): RegisterBookingDto {
  return {
    id: '3c4d5e6f-7a8b-4c9d-8e0f-1a2b3c4d5e6f',
    kind: 'hourly',
    vehicleName: 'Seestern',
    customerName: 'Jonas Berg',
    // 10:00–12:00 in Berlin (summer time).
    startsAt: '2030-07-12T08:00:00.000Z',
    endsAt: '2030-07-12T10:00:00.000Z',
    day: '2030-07-12',
    hours: 2,
    nights: null,
    priceCents: 9000,
    couponCents: 0,
    dueCents: 9000,
    unpaidAfterEnd: false,
    ...overrides,
  };
}

/** A gift coupon ordered by bank transfer and not yet paid. */
export function unpaidCoupon(overrides: Partial<UnpaidCouponDto> = {}): UnpaidCouponDto {
  return {
    id: '4d5e6f7a-8b9c-4d0e-9f1a-2b3c4d5e6f7a',
    buyerName: 'Greta Gutschein',
    buyerEmail: 'greta@example.com',
    orderedOn: '2030-07-02',
    amountCents: 5000,
    ...overrides,
  };
}

/** A product of the register's range. */
export function registerProduct(
  overrides: Partial<ProductDto> & Pick<ProductDto, 'id' | 'name'>,
): ProductDto {
  return {
    type: 'drinks',
    priceCents: 250,
    actualStock: 10,
    targetStock: 20,
    changedBy: 'Admin',
    changedAt: '2030-06-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The answer to a checkout: receipt 17 by Admin, figures as the test gives them. */
export function checkoutResult(
  checkout: Partial<CheckoutDto> = {},
  overrides: Partial<Omit<CheckoutResultDto, 'checkout'>> = {},
): CheckoutResultDto {
  return {
    checkout: {
      id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b',
      receiptNumber: 17,
      createdAt: '2030-07-12T10:05:00.000Z',
      registerDay: '2030-07-12',
      cashier: 'Admin',
      paymentMethod: 'cash',
      booking: null,
      soldCoupon: null,
      items: [],
      subtotalCents: 0,
      couponHint: null,
      couponCents: 0,
      incomeCents: 0,
      receivedCents: null,
      changeCents: null,
      vatCents: 0,
      ...checkout,
    },
    couponBalanceCents: null,
    ...overrides,
  };
}

/** A staff account as GET /employees lists it; override what a test is about. */
export function employeeRecord(overrides: Partial<EmployeeDto> = {}): EmployeeDto {
  return {
    id: '6f7a8b9c-0d1e-4f2a-9b3c-4d5e6f7a8b9c',
    firstName: 'Jonas',
    lastName: 'Krüger',
    email: 'jonas.krueger@example.com',
    phone: '+4915112345601',
    street: 'Hafenstraße 12',
    additional: null,
    zipAndCity: '18055 Rostock',
    role: 'employee',
    active: true,
    createdAt: '2030-01-15T09:00:00.000Z',
    ...overrides,
  };
}

/** A day before or after `day` ('YYYY-MM-DD'), counted on UTC midnights. */
function shiftDay(day: string, count: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + count);
  return date.toISOString().slice(0, 10);
}

interface WorkingHoursOptions {
  employeeId: string;
  employeeName: string;
  from: string;
  to: string;
  /** Stored hours by day; other days are empty. */
  hours?: Readonly<Record<string, number>>;
  /** How many of the newest days the viewer may edit: 3 for one's own hours, 0 for others'. */
  editableDays?: number;
}

/**
 * The answer of GET /working-hours as the API builds it: every day from `to` back to `from`,
 * the newest `editableDays` editable, and each month's total in tenths (no float drift).
 */
export function workingHoursList({
  employeeId,
  employeeName,
  from,
  to,
  hours = {},
  editableDays = 3,
}: WorkingHoursOptions): WorkingHoursDto {
  const days: WorkingHoursDto['days'] = [];
  for (let day = to, index = 0; day >= from; day = shiftDay(day, -1), index += 1) {
    days.push({ date: day, hours: hours[day] ?? null, editable: index < editableDays });
  }
  const tenths = new Map<string, number>();
  for (const day of days) {
    const month = day.date.slice(0, 7);
    tenths.set(month, (tenths.get(month) ?? 0) + Math.round((day.hours ?? 0) * 10));
  }
  return {
    employeeId,
    employeeName,
    from,
    to,
    days,
    monthTotals: [...tenths].map(([month, total]) => ({ month, hours: total / 10 })),
  };
}

/** GET /me for the settings page: Erika (employeeProfile's account) with her address. */
export function settingsProfile(overrides: Partial<EmployeeDto> = {}): EmployeeDto {
  return {
    id: '2b8f9a70-6d0c-4c1e-9a55-7f7f0d7c1a11',
    firstName: 'Erika',
    lastName: 'Muster',
    email: 'erika@example.de',
    phone: '+4917612345678',
    street: 'Seeweg 7',
    additional: null,
    zipAndCity: '15526 Bad Saarow',
    role: 'employee',
    active: true,
    createdAt: '2030-04-01T08:00:00.000Z',
    ...overrides,
  };
}
