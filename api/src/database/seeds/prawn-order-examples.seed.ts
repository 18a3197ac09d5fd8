import { PRAWN_OFFER } from '../../orders/prawn-order.rules';
import type { Seed } from './run-seeds';

interface ExampleOrder {
  firstName: string;
  lastName: string;
  email: string;
  street: string;
  additional: string;
  postal: string;
  city: string;
  country: string;
  /** How long ago it arrived. */
  hoursAgo: number;
}

/** Fictitious customers at reserved example domains (RFC 2606): nobody real is behind them. */
const ORDERS: readonly ExampleOrder[] = [
  {
    firstName: 'Heike',
    lastName: 'Brandt',
    email: 'heike.brandt@example.org',
    street: 'Lindenallee 7',
    additional: 'Hinterhaus',
    postal: '20249',
    city: 'Hamburg',
    country: 'Deutschland',
    hoursAgo: 5,
  },
  {
    firstName: 'Matthias',
    lastName: 'Voss',
    email: 'm.voss@example.com',
    street: 'Am Deich 23',
    additional: 'Bitte beim Nachbarn abgeben',
    postal: '25761',
    city: 'Büsum',
    country: 'Deutschland',
    hoursAgo: 30,
  },
  {
    firstName: 'Claudia',
    lastName: 'Reinhardt',
    email: 'claudia.reinhardt@example.org',
    street: 'Schillerstraße 112',
    additional: '3. OG links',
    postal: '10625',
    city: 'Berlin',
    country: 'Deutschland',
    hoursAgo: 72,
  },
  {
    firstName: 'Florian',
    lastName: 'Engel',
    email: 'florian.engel@example.com',
    street: 'Mühlenweg 4',
    additional: 'Praxis im Erdgeschoss',
    postal: '24103',
    city: 'Kiel',
    country: 'Deutschland',
    hoursAgo: 170,
  },
  {
    firstName: 'Ingrid',
    lastName: 'Hansen',
    email: 'ingrid.hansen@example.org',
    street: 'Strandpromenade 2',
    additional: 'Ferienwohnung Möwe',
    postal: '25980',
    city: 'Sylt',
    country: 'Deutschland',
    hoursAgo: 340,
  },
];

/**
 * Example prawn orders, marked `example`: the order list the demo account sees (real orders stay
 * hidden from it), and what root sees before the first real order arrives.
 */
export const prawnOrderExamples: Seed = {
  name: 'prawn-order-examples',
  async run(manager) {
    for (const order of ORDERS) {
      await manager.query(
        `INSERT INTO prawn_orders (first_name, last_name, email, street, additional, postal, city,
                                   country, price_cents, ordered_at, example)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, now() - make_interval(hours => $10), true)`,
        [
          order.firstName,
          order.lastName,
          order.email,
          order.street,
          order.additional,
          order.postal,
          order.city,
          order.country,
          PRAWN_OFFER.priceCents,
          order.hoursAgo,
        ],
      );
    }
  },
};
