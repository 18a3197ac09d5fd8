import jestOpenAPI from 'jest-openapi';
import { createTestApp, OPENAPI_FILE } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

jestOpenAPI(OPENAPI_FILE);

const URL = '/api/v1/vehicles/price-durations';
const hours = (from: number, to: number, step = 1) =>
  Array.from({ length: Math.round((to - from) / step) + 1 }, (_, i) => from + i * step);

describe('GET /vehicles/price-durations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  // General hours 9–18 and no seasons: a nine-hour day.
  beforeEach(() =>
    t.db.query(
      `UPDATE business_settings SET general_opening_hour = 9, general_closing_hour = 18,
        season_begin_start = NULL, season_begin_end = NULL, season_begin_opening_hour = NULL,
        season_begin_closing_hour = NULL, season_end_start = NULL, season_end_end = NULL,
        season_end_opening_hour = NULL, season_end_closing_hour = NULL`,
    ),
  );

  const fetchDurations = async () => {
    const visitor = await t.session();
    const response = await visitor.agent.get(URL);
    expect(response.status).toBe(200);
    expect(response).toSatisfyApiSpec();
    return response.body as { openingSpanHours: number; durations: Record<string, number[]> };
  };

  it('tells a visitor whole hours up to the opening span, jet skis in half hours', async () => {
    expect(await fetchDurations()).toEqual({
      openingSpanHours: 9,
      durations: {
        motorboats: hours(1, 9),
        sailboats: hours(1, 9),
        jetskis: hours(0.5, 9, 0.5),
        canoes: hours(1, 9),
        houseboats: hours(1, 9),
      },
    });
    expect((await fetchDurations()).durations.jetskis).toHaveLength(18);
  });

  it('takes the longest opening day of the year, not a shorter season', async () => {
    await t.db.query(
      `UPDATE business_settings SET season_begin_start = '04-01', season_begin_end = '05-31',
        season_begin_opening_hour = 10, season_begin_closing_hour = 16`,
    );
    const { openingSpanHours, durations } = await fetchDurations();
    expect(openingSpanHours).toBe(9);
    expect(durations.motorboats).toEqual(hours(1, 9));
  });

  it('follows a longer season as well', async () => {
    await t.db.query(
      `UPDATE business_settings SET season_end_start = '09-01', season_end_end = '10-15',
        season_end_opening_hour = 8, season_end_closing_hour = 20`,
    );
    const { openingSpanHours, durations } = await fetchDurations();
    expect(openingSpanHours).toBe(12);
    expect(durations.motorboats).toEqual(hours(1, 12));
  });
});
