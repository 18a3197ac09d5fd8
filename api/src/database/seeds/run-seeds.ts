import type { DataSource, EntityManager } from 'typeorm';
import type { MediaTarget } from '../../media/image-files';
import { artGallery } from './art-gallery.seed';
import { backOfficeExamples } from './back-office-examples.seed';
import { cashRegisterExamples } from './cash-register-examples.seed';
import { contactRequestExamples } from './contact-request-examples.seed';
import { demoCoupons } from './demo-coupons.seed';
import { prawnOrderExamples } from './prawn-order-examples.seed';
import { productRange } from './product-range.seed';
import { rentalBusinessSettings } from './rental-business-settings.seed';
import { rentalFleet } from './rental-fleet.seed';
import { staffExamples } from './staff-examples.seed';
import { workingHoursExamples } from './working-hours-examples.seed';

export interface Seed {
  /** Recorded in `seed_history`; a seed never runs twice. */
  name: string;
  run(manager: EntityManager): Promise<void>;
}

/** Demo data, added in order; new seeds go at the end with a new name. */
function seeds(context: SeedContext): Seed[] {
  return [
    contactRequestExamples,
    rentalBusinessSettings,
    rentalFleet(context.mediaDir),
    artGallery(context.mediaDir),
    prawnOrderExamples,
    staffExamples,
    demoCoupons,
    backOfficeExamples(context.timeZone),
    productRange,
    cashRegisterExamples(context.timeZone),
    workingHoursExamples(context.timeZone),
  ];
}

/** What seeds may need beyond the database. */
export interface SeedContext {
  /** Where pictures go (MEDIA_DIR). */
  mediaDir: MediaTarget;
  /** The business time zone (BUSINESS_TZ): example bookings lie around its today. */
  timeZone: string;
}

export async function runSeeds(
  dataSource: DataSource,
  context: SeedContext,
  log: (line: string) => void,
): Promise<void> {
  for (const seed of seeds(context)) {
    await dataSource.transaction(async (manager) => {
      const inserted: unknown[] = await manager.query(
        `INSERT INTO seed_history (name) VALUES ($1) ON CONFLICT DO NOTHING RETURNING name`,
        [seed.name],
      );
      if (inserted.length === 0) return;
      await seed.run(manager);
      log(`Seeded ${seed.name}`);
    });
  }
}
