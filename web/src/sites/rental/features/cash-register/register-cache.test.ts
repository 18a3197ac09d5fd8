import { getListOpenItemsQueryKey } from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import { getListProductsQueryKey } from '@showcase/contracts/generated/endpoints/products/products';
import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { OpenItemsDto } from '@showcase/contracts/generated/model/openItemsDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import {
  checkoutResult,
  registerBooking,
  registerProduct,
  unpaidCoupon,
} from '../../../../testing/staff-fixtures';
import { applyCheckoutResult } from './register-cache';

const DAY = '2030-07-12';
const booking = registerBooking({ id: 'b1' });
const other = registerBooking({ id: 'b2', vehicleName: 'Möwe' });
const cola = registerProduct({ id: 'cola', name: 'Cola 0,33 l', actualStock: 5 });
const kaffee = registerProduct({
  id: 'kaffee',
  name: 'Kaffee',
  actualStock: null,
  targetStock: null,
});
const input = {
  bookingId: 'b1',
  items: [
    { productId: 'cola', quantity: 2 },
    { productId: 'kaffee', quantity: 1 },
  ],
  paymentMethod: 'cash' as const,
  expectedTotalCents: 9810,
};

function cached() {
  const client = new QueryClient();
  const itemsKey = getListOpenItemsQueryKey({ day: DAY });
  const drinksKey = getListProductsQueryKey({ type: 'drinks' });
  client.setQueryData<OpenItemsDto>(itemsKey, {
    day: DAY,
    blocked: false,
    bookings: [booking, other],
    coupons: [unpaidCoupon()],
  });
  client.setQueryData<ProductListDto>(drinksKey, { items: [cola, kaffee] });
  client.setQueryData(getGetStaffOverviewQueryKey(), { unfinishedBookings: 1 });
  return { client, itemsKey, drinksKey };
}

describe('applyCheckoutResult', () => {
  it('a real checkout marks the open items, the products and the menu badges stale', async () => {
    const { client, itemsKey, drinksKey } = cached();
    await applyCheckoutResult(client, checkoutResult(), input);
    for (const key of [itemsKey, drinksKey, getGetStaffOverviewQueryKey()]) {
      expect(client.getQueryState(key)?.isInvalidated).toBe(true);
    }
  });

  it('a simulated one shows the booking settled and the stock sold until a reload', async () => {
    const { client, itemsKey, drinksKey } = cached();
    await applyCheckoutResult(client, checkoutResult({}, { simulated: true }), input);

    expect(client.getQueryData<OpenItemsDto>(itemsKey)?.bookings.map((each) => each.id)).toEqual([
      'b2',
    ]);
    expect(client.getQueryData<OpenItemsDto>(itemsKey)?.coupons).toHaveLength(1);
    expect(
      client.getQueryData<ProductListDto>(drinksKey)?.items.map((each) => each.actualStock),
    ).toEqual([3, null]);
    expect(client.getQueryState(itemsKey)?.isInvalidated).toBe(false);
  });
});
