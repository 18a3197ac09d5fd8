import { useGetPrawnOffer } from '@showcase/contracts/generated/endpoints/orders/orders';

/** The product and its price as the server sets them; shared by the page and the dialog. */
export function usePrawnOffer() {
  return useGetPrawnOffer();
}
