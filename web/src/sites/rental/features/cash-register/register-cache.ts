import {
  getListDayBookingsQueryKey,
  getListUnfinishedBookingsQueryKey,
  getGetBookingLogQueryKey,
} from '@showcase/contracts/generated/endpoints/bookings/bookings';
import {
  getGetRegisterLogQueryKey,
  getListCashPositionsQueryKey,
  getListOpenItemsQueryKey,
} from '@showcase/contracts/generated/endpoints/cashregister/cashregister';
import { getListProductsQueryKey } from '@showcase/contracts/generated/endpoints/products/products';
import { getGetStaffOverviewQueryKey } from '@showcase/contracts/generated/endpoints/staff/staff';
import type { CheckoutInputDto } from '@showcase/contracts/generated/model/checkoutInputDto';
import type { CheckoutResultDto } from '@showcase/contracts/generated/model/checkoutResultDto';
import type { OpenItemsDto } from '@showcase/contracts/generated/model/openItemsDto';
import type { ProductListDto } from '@showcase/contracts/generated/model/productListDto';
import type { QueryClient } from '@tanstack/react-query';
import { applyStaffWrite, wasSimulated } from '../staff-shell/simulated-cache';

/**
 * What a checkout changes elsewhere: the register's open items and the products' stock, the
 * menu's badges (unfinished bookings), the day lists and the booking log (paid now), the
 * register log and the cash positions. Each key without parameters: every cached variant.
 */
const checkoutKeys = () => [
  getListOpenItemsQueryKey(),
  getListProductsQueryKey(),
  getGetStaffOverviewQueryKey(),
  getListDayBookingsQueryKey(),
  getListUnfinishedBookingsQueryKey(),
  getGetBookingLogQueryKey(),
  getGetRegisterLogQueryKey(),
  getListCashPositionsQueryKey(),
];

/** The open items without what the checkout settled. */
export function withoutSettled(items: OpenItemsDto, input: CheckoutInputDto): OpenItemsDto {
  return {
    ...items,
    bookings: items.bookings.filter((booking) => booking.id !== input.bookingId),
    coupons: items.coupons.filter((coupon) => coupon.id !== input.soldCouponId),
  };
}

/** A product list with what the checkout sold taken off the counted stock. */
export function withSoldStock(list: ProductListDto, input: CheckoutInputDto): ProductListDto {
  const sold = new Map((input.items ?? []).map((line) => [line.productId, line.quantity]));
  return {
    ...list,
    items: list.items.map((product) => {
      const quantity = sold.get(product.id);
      if (quantity === undefined || product.actualStock === null) return product;
      return { ...product, actualStock: Math.max(0, product.actualStock - quantity) };
    }),
  };
}

/**
 * After a checkout (applyStaffWrite): a real one reloads every list it touched; one the demo
 * account only simulated is written into the cached open items and product lists instead, so
 * the register shows the booking settled and the stock sold until a reload.
 */
export async function applyCheckoutResult(
  queryClient: QueryClient,
  result: CheckoutResultDto,
  input: CheckoutInputDto,
): Promise<void> {
  await applyStaffWrite<OpenItemsDto>(queryClient, result, checkoutKeys(), {
    queryKey: getListOpenItemsQueryKey(),
    update: (items) => withoutSettled(items, input),
  });
  if (wasSimulated(result)) {
    queryClient.setQueriesData<ProductListDto>(
      { queryKey: getListProductsQueryKey() },
      (list) => list && withSoldStock(list, input),
    );
  }
}
