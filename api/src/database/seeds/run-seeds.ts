import type { DataSource, EntityManager } from 'typeorm';
import { contactRequestExamples } from './contact-request-examples.seed';
import { rentalBusinessSettings } from './rental-business-settings.seed';

export interface Seed {
  /** Recorded in `seed_history`; a seed never runs twice. */
  name: string;
  run(manager: EntityManager): Promise<void>;
}

/** Demo data, added in order; new seeds go at the end with a new name. */
const SEEDS: Seed[] = [contactRequestExamples, rentalBusinessSettings];

export async function runSeeds(dataSource: DataSource, log: (line: string) => void): Promise<void> {
  for (const seed of SEEDS) {
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
