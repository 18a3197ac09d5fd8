import { randomUUID } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import type { CreateStayDto, StayDto } from '../bookings/dto/stay.dto';
import { StaysService } from '../bookings/stays.service';
import type { StaffPrincipal } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import {
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import { CouponOrdersService } from '../coupons/coupon-orders.service';
import type { CouponOrderDto, CreateCouponOrderDto } from '../coupons/dto/coupon-order.dto';
import type { CouponPayPalOrderDto, PayPalOrderDto } from './dto/paypal.dto';
import { PayPalOrder } from './entities/paypal-order.entity';
import { PayPalClient, PayPalError } from './paypal.client';
import { CashRegisterService } from '../cashregister/cash-register.service';

/** How long a held stay waits for its payment (PayPal's approval takes a few minutes). */
export const PAYMENT_HOLD_MS = 15 * 60 * 1000;

function paymentsUnavailable(): ProblemException {
  return new ProblemException(
    problem(
      503,
      ProblemCode.PAYMENTS_UNAVAILABLE,
      'PayPal unavailable',
      'PayPal is not configured here; please pay by bank transfer.',
    ),
  );
}

function paymentFailed(detail: string): ProblemException {
  return new ProblemException(problem(422, ProblemCode.PAYMENT_FAILED, 'Payment failed', detail));
}

function payPalUnreachable(): ProblemException {
  return new ProblemException(
    problem(502, ProblemCode.PAYMENT_FAILED, 'PayPal failed', 'PayPal did not answer as expected.'),
  );
}

function noStayWaiting(): ProblemException {
  return new ProblemException(
    problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No stay waits for this payment.'),
  );
}

function noCouponWaiting(): ProblemException {
  return new ProblemException(
    problem(404, ProblemCode.NOT_FOUND, 'Not found', 'No gift coupon waits for this payment.'),
  );
}

/**
 * Stays and gift coupons paid with PayPal (Orders API v2, EUR): the stay (or coupon) is held
 * while the visitor pays, the capture is checked against what the server asked for, and a
 * payment that arrives for a period that was meanwhile taken is given back.
 */
@Injectable()
export class PaymentsService {
  private readonly logger = new Logger(PaymentsService.name);

  constructor(
    private readonly transactions: TransactionHost,
    private readonly stays: StaysService,
    private readonly couponOrders: CouponOrdersService,
    private readonly register: CashRegisterService,
    private readonly paypal: PayPalClient,
    private readonly clock: Clock,
  ) {}

  async createOrder(
    stay: CreateStayDto,
    staff: StaffPrincipal | undefined,
  ): Promise<PayPalOrderDto> {
    if (!this.paypal.enabled) throw paymentsUnavailable();
    if (stay.paymentMethod !== 'paypal') {
      throw validationProblem([
        { field: 'stay.paymentMethod', code: 'NOT_PAYPAL', message: 'Choose PayPal to pay here.' },
      ]);
    }
    const held = await this.transactions.transaction(async () => {
      await this.stays.releaseOwnHolds(stay);
      return this.stays.hold(stay, staff, this.holdExpiry());
    });
    if (held.status === 'confirmed') {
      return { orderId: null, amountCents: 0, currency: 'EUR', stay: held };
    }
    const amountCents = held.quote.dueCents;
    let orderId: string;
    try {
      orderId = await this.paypal.createOrder({
        amountCents,
        reference: held.id,
        description: `${held.vehicleName} ${held.startDay} – ${held.endDay}`,
        requestId: held.id,
      });
    } catch (error) {
      this.logFailure('create', error);
      // Without an order the hold only blocks the period: give it up at once.
      if (!this.transactions.willRollBack) await this.stays.releaseHold(held.id);
      throw payPalUnreachable();
    }
    await this.transactions
      .repository(PayPalOrder)
      .insert({ id: orderId, bookingId: held.id, amountCents, currency: 'EUR', status: 'created' });
    return { orderId, amountCents, currency: 'EUR', stay: held };
  }

  /**
   * Captures the approved order and confirms its stay. A repeated capture answers the confirmed
   * stay again; an amount or currency other than asked for, or a period taken meanwhile, is
   * refunded.
   */
  async capture(
    orderId: string,
    draft: CreateStayDto | undefined,
    staff: StaffPrincipal | undefined,
  ): Promise<StayDto> {
    if (!this.paypal.enabled) throw paymentsUnavailable();
    const order = await this.transactions.repository(PayPalOrder).findOneBy({ id: orderId });
    if (!order) return this.captureSimulated(orderId, draft, staff);
    // A coupon's order is captured through its own endpoint.
    const bookingId = order.bookingId;
    if (bookingId === null) throw noStayWaiting();
    if (order.status === 'captured') return this.stays.find(bookingId);
    if (order.status === 'refunded') throw this.alreadyRefunded();

    return this.captureOnce(order, {
      answer: () => this.stays.find(bookingId),
      confirm: async () => {
        const stay = await this.stays.confirmPaid(bookingId);
        await this.register.recordOnlinePayment({ bookingId });
        return stay;
      },
    });
  }

  /**
   * Demo mode rolled the order's hold back, so nothing was stored: the stay is held again from the
   * draft, in the request's rolled-back transaction, and paid with the captured order.
   */
  private async captureSimulated(
    orderId: string,
    draft: CreateStayDto | undefined,
    staff: StaffPrincipal | undefined,
  ): Promise<StayDto> {
    if (!this.transactions.willRollBack || !draft) throw noStayWaiting();
    const held = await this.stays.hold(draft, staff, this.holdExpiry());
    await this.captureAtPayPal(orderId, held.quote.dueCents);
    return this.stays.confirmPaid(held.id);
  }

  /**
   * Creates PayPal's order for a gift coupon, then holds the coupon (unpaid) with it. PayPal is
   * asked first, keyed by the coupon's new id: when it cannot be reached nothing is stored.
   */
  async createCouponOrder(input: CreateCouponOrderDto): Promise<CouponPayPalOrderDto> {
    if (!this.paypal.enabled) throw paymentsUnavailable();
    if (input.paymentMethod !== 'paypal') {
      throw validationProblem([
        { field: 'paymentMethod', code: 'NOT_PAYPAL', message: 'Choose PayPal to pay here.' },
      ]);
    }
    const couponId = randomUUID();
    const amountCents = input.amountCents;
    let orderId: string;
    try {
      orderId = await this.paypal.createOrder({
        amountCents,
        reference: couponId,
        description:
          input.lang === 'en' ? 'RentalRevolution gift coupon' : 'RentalRevolution Gutschein',
        requestId: couponId,
      });
    } catch (error) {
      this.logFailure('create', error);
      throw payPalUnreachable();
    }
    await this.transactions.transaction(async () => {
      await this.couponOrders.holdForPayPal(input, couponId);
      await this.transactions.repository(PayPalOrder).insert({
        id: orderId,
        bookingId: null,
        couponId,
        amountCents,
        currency: 'EUR',
        status: 'created',
      });
    });
    return { orderId, amountCents, currency: 'EUR' };
  }

  /**
   * Captures the approved order of a gift coupon: the coupon is paid and mailed with its PDF. A
   * repeated capture answers the paid coupon again; another amount or currency is refunded.
   */
  async captureCouponOrder(
    orderId: string,
    draft: CreateCouponOrderDto | undefined,
  ): Promise<CouponOrderDto> {
    if (!this.paypal.enabled) throw paymentsUnavailable();
    const order = await this.transactions.repository(PayPalOrder).findOneBy({ id: orderId });
    if (!order) return this.captureCouponSimulated(orderId, draft);
    const couponId = order.couponId;
    if (couponId === null) throw noCouponWaiting();
    if (order.status === 'captured') return this.couponOrders.find(couponId);
    if (order.status === 'refunded') {
      throw paymentFailed('This payment was refunded (PayPal took another amount).');
    }

    return this.captureOnce(order, {
      answer: () => this.couponOrders.find(couponId),
      confirm: async () => {
        const coupon = await this.couponOrders.confirmPayPalPayment(couponId);
        await this.register.recordOnlinePayment({
          soldCoupon: { id: coupon.id, amountCents: order.amountCents },
        });
        return coupon;
      },
    });
  }

  /**
   * Captures an order at PayPal and, in one transaction, marks it captured and confirms what it
   * paid for; the money is logged in the register there too (cashier PayPal). A concurrent
   * capture of the same order that got there first makes `answer` the answer. When confirming
   * is refused (the period was taken meanwhile, the coupon spent...), the capture is refunded.
   */
  private async captureOnce<Result>(
    order: PayPalOrder,
    purpose: { answer: () => Promise<Result>; confirm: () => Promise<Result> },
  ): Promise<Result> {
    const captureId = await this.captureAtPayPal(order.id, order.amountCents);
    try {
      return await this.transactions.transaction(async () => {
        const marked = await this.transactions
          .repository(PayPalOrder)
          .update(
            { id: order.id, status: 'created' },
            { status: 'captured', captureId, capturedAt: this.clock.now() },
          );
        if (!marked.affected) return purpose.answer();
        return purpose.confirm();
      });
    } catch (error) {
      if (error instanceof ProblemException && [404, 409, 422].includes(error.getStatus())) {
        await this.refund(order.id, captureId);
      }
      throw error;
    }
  }

  /**
   * Demo mode rolled the coupon order back, so nothing was stored: the coupon is held again from
   * the draft, in the request's rolled-back transaction, and paid with the captured order.
   */
  private async captureCouponSimulated(
    orderId: string,
    draft: CreateCouponOrderDto | undefined,
  ): Promise<CouponOrderDto> {
    if (!this.transactions.willRollBack || !draft || draft.paymentMethod !== 'paypal') {
      throw noCouponWaiting();
    }
    const couponId = randomUUID();
    const amountCents = await this.couponOrders.holdForPayPal(draft, couponId);
    await this.captureAtPayPal(orderId, amountCents);
    return this.couponOrders.confirmPayPalPayment(couponId);
  }

  /** Captures at PayPal and checks status, amount and currency; returns the capture's id. */
  private async captureAtPayPal(orderId: string, amountCents: number): Promise<string> {
    let capture;
    try {
      capture = await this.paypal.captureOrder(orderId);
    } catch (error) {
      this.logFailure('capture', error);
      if (error instanceof PayPalError && error.status !== undefined && error.status < 500) {
        throw paymentFailed('PayPal refused the payment.');
      }
      throw payPalUnreachable();
    }
    if (capture.status !== 'COMPLETED' || capture.captureId === null) {
      throw paymentFailed('PayPal did not complete the payment.');
    }
    if (capture.amountCents !== amountCents || capture.currency !== 'EUR') {
      await this.refund(orderId, capture.captureId);
      throw paymentFailed('PayPal took another amount than asked for; it was refunded.');
    }
    return capture.captureId;
  }

  private async refund(orderId: string, captureId: string): Promise<void> {
    try {
      const refundId = await this.paypal.refundCapture(captureId);
      await this.transactions
        .repository(PayPalOrder)
        .update({ id: orderId }, { status: 'refunded', captureId, refundId });
    } catch (error) {
      // Money taken and not given back needs a person: the log says which capture.
      this.logger.error({ orderId, captureId, err: error }, 'refund failed');
    }
  }

  private alreadyRefunded(): ProblemException {
    return new ProblemException(
      problem(
        409,
        ProblemCode.ALREADY_BOOKED,
        'Already booked',
        'This payment was refunded (the period was taken meanwhile, or PayPal took another amount).',
      ),
    );
  }

  private holdExpiry(): Date {
    return new Date(this.clock.now().getTime() + PAYMENT_HOLD_MS);
  }

  private logFailure(step: string, error: unknown): void {
    this.logger.warn({ step, message: (error as Error).message }, 'PayPal call failed');
  }
}
