// A realistic amount of data on top of the demo seeds, written straight into the database (fast,
// and no rate limits or image processing involved). Table shapes: api/src/database/migrations.
import pg from 'pg';

const COMMENT_TEXTS = [
  'The colours work beautifully together.',
  'I keep coming back to this one.',
  'Would this be available as a print?',
  'Lovely texture in the lower half.',
  'Reminds me of the coast in autumn.',
  'Bold choice, and it pays off.',
];

/**
 * Adds gallery members, artworks (reusing the demo's stored images), comments with replies,
 * votes on both, and contact requests; then refreshes the counters and planner statistics.
 * Returns the row counts afterwards.
 */
export async function seedDatabase(databaseUrl, { members, galleryItems, contactRequests }) {
  const client = new pg.Client({ connectionString: databaseUrl });
  client.on('error', () => undefined);
  await client.connect();
  try {
    await client.query('BEGIN');
    const demo = await client.query(`SELECT count(*)::int AS images FROM gallery_items`);
    if (demo.rows[0].images === 0)
      throw new Error('The demo gallery is empty: did the demo seeds run?');

    await client.query(
      `INSERT INTO gallery_members (username, password_hash)
       SELECT 'member' || lpad(n::text, 4, '0'), '!not-a-password-hash'
       FROM generate_series(1, $1::int) n`,
      [members],
    );
    // Newest first is the gallery's order: these are older than the demo's twelve.
    await client.query(
      `WITH demo AS (SELECT array_agg(image_id ORDER BY uploaded_at) AS ids FROM gallery_items)
       INSERT INTO gallery_items (image_id, uploader_name, uploaded_at)
       SELECT ids[1 + n % array_length(ids, 1)], 'Curator',
              now() - interval '40 days' - make_interval(hours => n * 9)
       FROM demo, generate_series(1, $1::int) n`,
      [galleryItems],
    );
    await client.query(`
      CREATE TEMP TABLE bench_members ON COMMIT DROP AS
        SELECT id, username, row_number() OVER (ORDER BY username) AS n
        FROM gallery_members WHERE username LIKE 'member%';
      CREATE TEMP TABLE bench_items ON COMMIT DROP AS
        SELECT id, uploaded_at, row_number() OVER (ORDER BY uploaded_at, id) AS n
        FROM gallery_items;`);
    // About two in three members vote on each artwork, one vote in seven a dislike.
    await client.query(`
      INSERT INTO gallery_item_votes (item_id, member_id, value)
      SELECT i.id, m.id, CASE WHEN (i.n + m.n) % 7 = 0 THEN -1 ELSE 1 END
      FROM bench_items i JOIN bench_members m ON (i.n * 31 + m.n * 17) % 3 <> 0`);
    // 0-8 comments per artwork (about 4), every third one answered.
    await client.query(
      `INSERT INTO gallery_comments (item_id, author_id, author_name, body, depth, created_at)
       SELECT i.id, m.id, m.username, ($1::text[])[1 + (i.n + c) % array_length($1::text[], 1)],
              0, i.uploaded_at + make_interval(hours => c::int)
       FROM bench_items i
       CROSS JOIN LATERAL generate_series(1, i.n % 9) c
       JOIN bench_members m ON m.n = 1 + (i.n * 7 + c) % (SELECT count(*) FROM bench_members)`,
      [COMMENT_TEXTS],
    );
    await client.query(`
      INSERT INTO gallery_comments
        (item_id, parent_id, author_id, author_name, body, depth, created_at)
      SELECT c.item_id, c.id, m.id, m.username, 'Thank you, glad it speaks to you!', 1,
             c.created_at + interval '1 hour'
      FROM (SELECT id, item_id, created_at, row_number() OVER (ORDER BY created_at, id) AS n
            FROM gallery_comments WHERE depth = 0) c
      JOIN bench_members m ON m.n = 1 + (c.n * 13) % (SELECT count(*) FROM bench_members)
      WHERE c.n % 3 = 0`);
    await client.query(`
      INSERT INTO gallery_comment_votes (comment_id, member_id, value)
      SELECT c.id, m.id, 1
      FROM (SELECT id, row_number() OVER (ORDER BY created_at, id) AS n FROM gallery_comments) c
      JOIN bench_members m ON (c.n + m.n) % 10 = 0
      ON CONFLICT DO NOTHING`);
    // The counters follow from the stored rows, as the API keeps them.
    await client.query(`
      UPDATE gallery_comments c SET like_count = coalesce(
        (SELECT sum(value) FROM gallery_comment_votes v WHERE v.comment_id = c.id), 0);
      UPDATE gallery_items i SET
        like_count = coalesce((SELECT sum(value) FROM gallery_item_votes v WHERE v.item_id = i.id), 0),
        comment_count = (SELECT count(*) FROM gallery_comments c WHERE c.item_id = i.id);`);
    await client.query(
      `INSERT INTO contact_requests (sender, email, body, sent_at, seen)
       SELECT 'Visitor ' || n, 'visitor' || n || '@example.com',
              'Hello, we are planning a new website for our business and would like an offer. '
              || 'Could you call us back next week? Best regards',
              now() - make_interval(mins => n * 97), n > 25
       FROM generate_series(1, $1::int) n`,
      [contactRequests],
    );
    await client.query('COMMIT');
    await client.query('ANALYZE');
    const counts = {};
    for (const table of [
      'gallery_members',
      'gallery_items',
      'gallery_comments',
      'gallery_item_votes',
      'gallery_comment_votes',
      'contact_requests',
      'vehicles',
    ]) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0].n;
    }
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
