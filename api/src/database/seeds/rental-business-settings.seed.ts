import type { Seed } from './run-seeds';

/**
 * The demo rental's calendar: a spring and an autumn season with shorter days and a winter
 * off-season, so every calendar state shows in the showcase; the hiring popup is on.
 */
export const rentalBusinessSettings: Seed = {
  name: 'rental-business-settings',
  async run(manager) {
    await manager.query(
      `UPDATE business_settings SET
        hiring = true,
        general_opening_hour = 9, general_closing_hour = 19,
        off_season_start = '10-16', off_season_end = '03-31',
        season_begin_start = '04-01', season_begin_end = '05-31',
        season_begin_opening_hour = 10, season_begin_closing_hour = 18,
        season_end_start = '09-01', season_end_end = '10-15',
        season_end_opening_hour = 10, season_end_closing_hour = 18
      WHERE id = 1`,
    );
  },
};
