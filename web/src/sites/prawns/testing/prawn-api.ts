import type { CreatePrawnOrderDto } from '@showcase/contracts/generated/model/createPrawnOrderDto';
import type { PrawnOfferDto } from '@showcase/contracts/generated/model/prawnOfferDto';
import { http, HttpResponse } from 'msw';
import { server } from '../../../testing/msw-server';

/** The offer as the API sells it (fixed, so tests can look for the price). */
export const prawnOffer: PrawnOfferDto = {
  name: 'Prawn box, 1 kg',
  description: 'Hand-peeled North Sea prawns, delivered chilled.',
  priceCents: 3490,
};

/** Answers the offer; call in beforeEach of every test that renders the landing page. */
export function serveOffer(offer: PrawnOfferDto = prawnOffer): void {
  server.use(http.get('*/api/v1/prawn-orders/offer', () => HttpResponse.json(offer)));
}

/** Records every POSTed order body; `answer` decides the response (201 by default). */
export function recordOrders(answer?: (body: unknown) => Response | Promise<Response>): unknown[] {
  const bodies: unknown[] = [];
  server.use(
    http.post('*/api/v1/prawn-orders', async ({ request }) => {
      const body = (await request.json()) as unknown;
      bodies.push(body);
      if (answer) return answer(body);
      const order = body as CreatePrawnOrderDto;
      return HttpResponse.json(
        { ...order, id: 'order-1', priceCents: 3490, orderedAt: '2025-05-01T08:00:00Z' },
        { status: 201 },
      );
    }),
  );
  return bodies;
}
