// A realistic amount of data on top of the demo seeds, written straight into the database (fast,
// and no rate limits or image processing involved). Table shapes: api/src/database/migrations.
import pg from 'pg';

/** The business time zone of the rental (the API's default BUSINESS_TZ). */
export const BUSINESS_TIME_ZONE = 'Europe/Berlin';
/** Hourly bookings start at 09, 11, 13, 15 or 17 business time and last 1 or 2 hours (to 19). */
const BOOKING_START_HOURS = [9, 11, 13, 15, 17];

/** Today's Monday in business time, as YYYY-MM-DD (the first day of the seeded weeks). */
export function businessMonday(now = new Date()) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: BUSINESS_TIME_ZONE }).format(now);
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
  return day.toISOString().slice(0, 10);
}

/** The calendar day `days` after `isoDay` (YYYY-MM-DD). */
export function addDays(isoDay, days) {
  const day = new Date(`${isoDay}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + days);
  return day.toISOString().slice(0, 10);
}

const COMMENT_TEXTS = [
  'The colours work beautifully together.',
  'I keep coming back to this one.',
  'Would this be available as a print?',
  'Lovely texture in the lower half.',
  'Reminds me of the coast in autumn.',
  'Bold choice, and it pays off.',
];

/**
 * Makes the fleet exactly `vehicles` in service: copies of vehicles in service (type, price
 * table, extras, descriptions; no pictures) when there are fewer, the newest blocked when there
 * are more.
 */
async function fleetOfSize(client, vehicles) {
  const { rows } = await client.query(
    `SELECT count(*)::int AS n FROM vehicles WHERE deleted_at IS NULL AND NOT blocked`,
  );
  const inService = rows[0].n;
  if (inService === 0) throw new Error('The demo fleet is empty: did the demo seeds run?');
  if (inService < vehicles) {
    await client.query(
      `WITH fleet AS (
         SELECT *, row_number() OVER (ORDER BY name) AS n
         FROM vehicles WHERE deleted_at IS NULL AND NOT blocked)
       INSERT INTO vehicles (type, name, passengers, price_cents, deposit_cents, licence,
         extra_barbecue, extra_music_box, extra_binoculars, captain_cents_per_hour,
         description_de, description_en)
       SELECT f.type, 'Bench vehicle ' || lpad(c::text, 2, '0'), f.passengers, f.price_cents,
              f.deposit_cents, f.licence, f.extra_barbecue, f.extra_music_box,
              f.extra_binoculars, f.captain_cents_per_hour, f.description_de, f.description_en
       FROM generate_series(1, $1::int) c
       JOIN fleet f ON f.n = 1 + (c - 1) % $2::int`,
      [vehicles - inService, inService],
    );
  } else if (inService > vehicles) {
    await client.query(
      `UPDATE vehicles SET blocked = true WHERE id IN (
         SELECT id FROM vehicles WHERE deleted_at IS NULL AND NOT blocked
         ORDER BY created_at DESC, name DESC LIMIT $1::int)`,
      [inService - vehicles],
    );
  }
}

/**
 * Hourly bookings of the vehicles in service over `weeks` weeks from `firstMonday`: distinct
 * vehicle, day and start hour (09-17 every two hours, 1 or 2 hours long), picked in a fixed
 * pseudo-random order, so no two overlap and the exclusion constraint never fires; the periods
 * are business-time wall hours turned into instants by PostgreSQL.
 */
async function hourlyBookings(client, { bookings, weeks, firstMonday }) {
  const { rowCount } = await client.query(
    `WITH fleet AS (
       SELECT id, name, price_cents, row_number() OVER (ORDER BY name) AS vn
       FROM vehicles WHERE deleted_at IS NULL AND NOT blocked),
     candidates AS (
       SELECT f.id AS vehicle_id, f.name, f.price_cents, d::date AS day, h AS start_hour,
              (1 + (f.vn * 3 + dn * 5 + h) % 2)::int AS hours,
              md5(f.vn || '/' || dn || '/' || h) AS shuffle
       FROM fleet f
       CROSS JOIN generate_series(0, $2::int * 7 - 1) dn
       CROSS JOIN LATERAL (SELECT $3::date + dn::int AS d) days
       CROSS JOIN unnest($4::int[]) h),
     slots AS (
       SELECT c.*, tstzrange(
                (c.day + make_interval(hours => c.start_hour)) AT TIME ZONE $5::text,
                (c.day + make_interval(hours => c.start_hour + c.hours)) AT TIME ZONE $5::text,
                '[)') AS period
       FROM candidates c),
     picked AS (
       SELECT s.*, row_number() OVER (ORDER BY s.shuffle) AS n
       FROM slots s
       WHERE NOT EXISTS (
         SELECT 1 FROM bookings b
         WHERE b.vehicle_id = s.vehicle_id AND b.cancelled_at IS NULL AND b.period && s.period)
       ORDER BY s.shuffle LIMIT $1::int)
     INSERT INTO bookings (kind, vehicle_id, vehicle_name, period, customer_name, customer_email,
       customer_phone, price_cents, booked_day, start_hour, hours, created_at)
     SELECT 'hourly', p.vehicle_id, p.name, p.period, 'Bench Customer ' || p.n,
            'customer' || p.n || '@example.com', '+49 30 ' || lpad(p.n::text, 7, '0'),
            coalesce((p.price_cents ->> p.hours::text)::int, 0), p.day, p.start_hour, p.hours,
            lower(p.period) - interval '10 days'
     FROM picked p`,
    [bookings, weeks, firstMonday, BOOKING_START_HOURS, BUSINESS_TIME_ZONE],
  );
  if (rowCount !== bookings) {
    throw new Error(
      `Only ${rowCount} of ${bookings} bookings fit into ${weeks} weeks of the fleet's free hours.`,
    );
  }
}

/**
 * Adds gallery members, artworks (reusing the demo's stored images), comments with replies,
 * votes on both, and contact requests; makes the rental fleet `vehicles` strong and books it by
 * the hour over `bookingWeeks` weeks from `firstMonday`; then refreshes the counters and planner
 * statistics. Returns the row counts afterwards.
 */
export async function seedDatabase(
  databaseUrl,
  { members, galleryItems, contactRequests, vehicles, bookings, bookingWeeks, firstMonday },
) {
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
    await fleetOfSize(client, vehicles);
    await hourlyBookings(client, { bookings, weeks: bookingWeeks, firstMonday });
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
      'bookings',
    ]) {
      const { rows } = await client.query(`SELECT count(*)::int AS n FROM ${table}`);
      counts[table] = rows[0].n;
    }
    const inService = await client.query(
      `SELECT count(*)::int AS n FROM vehicles WHERE deleted_at IS NULL AND NOT blocked`,
    );
    counts.vehicles_in_service = inService.rows[0].n;
    return counts;
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined);
    throw error;
  } finally {
    await client.end();
  }
}
