import type { Seed } from './run-seeds';

type Row = [
  type: string,
  name: string,
  priceCents: number,
  actual: number | null,
  target: number | null,
];

/** A lakeside kiosk's range (spec §9 categories); names within 20 characters. */
const PRODUCTS: readonly Row[] = [
  ['drinks', 'Mineralwasser 0,5 l', 250, 38, 48],
  ['drinks', 'Apfelschorle 0,5 l', 300, 22, 36],
  ['drinks', 'Cola 0,33 l', 280, 9, 24],
  ['drinks', 'Radler 0,5 l', 380, 14, 24],
  ['drinks', 'Kaffee', 250, null, null],
  ['foods', 'Brezel', 180, 12, 20],
  ['foods', 'Fischbrötchen', 550, 8, 15],
  ['foods', 'Bratwurstbrötchen', 450, 20, 30],
  ['foods', 'Eis am Stiel', 200, 26, 40],
  ['others', 'Sonnencreme LSF 50', 1290, 6, 10],
  ['others', 'Angelkarte (Tag)', 1500, 40, 50],
  ['others', 'Wasserfeste Hülle', 990, 7, 12],
  ['others', 'Schwimmnudel', 490, 15, 20],
  ['services', 'Tankfüllung Boot', 3500, null, null],
  ['services', 'Bootsreinigung', 4000, null, null],
  ['services', 'Einweisung (30 min)', 2500, null, null],
];

/** The register's example range, so the demo can sell drinks and restock them at once. */
export const productRange: Seed = {
  name: 'product-range',
  async run(manager) {
    for (const [type, name, priceCents, actual, target] of PRODUCTS) {
      await manager.query(
        `INSERT INTO products (type, name, price_cents, actual_stock, target_stock, changed_by)
         VALUES ($1, $2, $3, $4, $5, 'Admin')`,
        [type, name, priceCents, actual, target],
      );
    }
  },
};
