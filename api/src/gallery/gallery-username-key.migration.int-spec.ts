import { DataSource } from 'typeorm';
import type { QueryRunner } from 'typeorm';
import { GalleryUsernameKey1764547200000 } from '../database/migrations/1764547200000-GalleryUsernameKey';
import { createTestApp } from '../../test/test-app';
import type { TestApp } from '../../test/test-app';

/** Members registered before user names were compared by key, as the old schema allowed them. */
const LEGACY = [
  { username: 'Ada', createdAt: '2024-03-01T00:00:00Z' },
  // Older than `Ada`, and one name with it under NFKC + lower case: it keeps the key.
  { username: '\uFF21\uFF44\uFF41', createdAt: '2024-01-01T00:00:00Z' },
  { username: 'Straße', createdAt: '2024-02-01T00:00:00Z' },
  { username: 'ÖLBILD', createdAt: '2024-02-01T00:00:00Z' },
  { username: 'bob<b>', createdAt: '2024-02-01T00:00:00Z' },
];

describe('migration GalleryUsernameKey', () => {
  let t: TestApp;
  let dataSource: DataSource;
  let runner: QueryRunner;
  const migration = new GalleryUsernameKey1764547200000();

  beforeAll(async () => {
    t = await createTestApp();
    dataSource = new DataSource({ type: 'postgres', url: t.config.databaseUrl });
    await dataSource.initialize();
    runner = dataSource.createQueryRunner();
  });
  afterAll(async () => {
    await runner.release();
    await dataSource.destroy();
    await t.close();
  });

  it('gives existing members their key; of colliding names the oldest keeps it', async () => {
    await migration.down(runner);
    for (const { username, createdAt } of LEGACY) {
      await runner.query(
        `INSERT INTO gallery_members (username, password_hash, created_at) VALUES ($1, 'x', $2)`,
        [username, createdAt],
      );
    }
    await migration.up(runner);

    const { rows } = await t.db.query(
      `SELECT username, username_key AS key FROM gallery_members ORDER BY created_at, username COLLATE "C"`,
    );
    expect(rows).toEqual([
      { username: '\uFF21\uFF44\uFF41', key: 'ada' },
      { username: 'Straße', key: 'straße' },
      { username: 'bob<b>', key: 'bob<b>' },
      { username: 'ÖLBILD', key: 'ölbild' },
      // Younger than its look-alike: no key, so it can no longer log in, but its row stays.
      { username: 'Ada', key: null },
    ]);
  });

  it('keeps the key in step for every writer, and one name per key', async () => {
    await t.db.query(`INSERT INTO gallery_members (username, password_hash) VALUES ('Mila', 'x')`);
    const { rows } = await t.db.query(
      `SELECT username_key AS key FROM gallery_members WHERE username = 'Mila'`,
    );
    expect(rows).toEqual([{ key: 'mila' }]);
    await expect(
      t.db.query(`INSERT INTO gallery_members (username, password_hash) VALUES ('MILA', 'x')`),
    ).rejects.toMatchObject({ code: '23505', constraint: 'UQ_gallery_members_username_key' });
    await t.db.query(`UPDATE gallery_members SET username = 'Milan' WHERE username = 'Mila'`);
    const renamed = await t.db.query(
      `SELECT username_key AS key FROM gallery_members WHERE username = 'Milan'`,
    );
    expect(renamed.rows).toEqual([{ key: 'milan' }]);
  });
});
