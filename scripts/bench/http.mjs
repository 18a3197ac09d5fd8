// Throughput and latency per route with autocannon, the routes interleaved over several rounds so
// a slow moment of a shared machine does not fall on one route only.
import autocannon from 'autocannon';

/** Distinct client addresses (10.0.0.1, 10.0.0.2, …) for routes with a tight per-address limit. */
function addressSequence() {
  let next = 0;
  return () => {
    next = (next % 0xfffffe) + 1;
    return `10.${(next >> 16) & 255}.${(next >> 8) & 255}.${next & 255}`;
  };
}

/** A session cookie and its CSRF token, as the web client gets them. */
async function csrfSession(baseUrl) {
  const response = await fetch(`${baseUrl}/api/v1/csrf`);
  if (response.status !== 200) throw new Error(`GET /api/v1/csrf answered ${response.status}`);
  const { token } = await response.json();
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0])
    .join('; ');
  if (!token || !cookie) throw new Error('GET /api/v1/csrf gave no session cookie or token');
  return { cookie, token };
}

/** The measured routes; `bare` is the reference the others are compared with. */
export async function benchRoutes(baseUrl) {
  const { cookie, token } = await csrfSession(baseUrl);
  const nextAddress = addressSequence();
  return [
    { name: 'GET /api/v1/health (bare)', method: 'GET', path: '/api/v1/health', bare: true },
    {
      name: 'GET /api/v1/vehicles?type=motorboats',
      method: 'GET',
      path: '/api/v1/vehicles?type=motorboats',
    },
    { name: 'GET /api/v1/gallery/items', method: 'GET', path: '/api/v1/gallery/items' },
    { name: 'GET /api/v1/settings/business', method: 'GET', path: '/api/v1/settings/business' },
    {
      name: 'POST /api/v1/contact-requests',
      method: 'POST',
      path: '/api/v1/contact-requests',
      expectedStatus: 201,
      headers: { 'content-type': 'application/json', cookie, 'x-csrf-token': token },
      body: JSON.stringify({
        sender: 'Erika Musterfrau',
        email: 'erika@example.com',
        body: 'Hello, we would like a website for our bakery. Please call us back. Thank you!',
      }),
      // The route allows 5 requests per 15 minutes per address: each request gets its own
      // address (the API trusts X-Forwarded-For from loopback in this run).
      perRequestHeaders: () => ({ 'x-forwarded-for': nextAddress() }),
    },
  ];
}

/** One request outside the measurement: the route must answer what the run expects. */
export async function checkRoute(baseUrl, route) {
  const response = await fetch(`${baseUrl}${route.path}`, {
    method: route.method,
    headers: { ...route.headers, ...route.perRequestHeaders?.() },
    body: route.body,
  });
  const text = await response.text();
  const expected = route.expectedStatus ?? 200;
  if (response.status !== expected) {
    throw new Error(
      `${route.name} answered ${response.status} (expected ${expected}): ${text.slice(0, 300)}`,
    );
  }
  return { status: response.status, bytes: Buffer.byteLength(text) };
}

/** One autocannon run of one route. */
export async function measure(baseUrl, route, { connections, durationSeconds }) {
  const request = {
    method: route.method,
    path: route.path,
    headers: route.headers ?? {},
    ...(route.body ? { body: route.body } : {}),
    ...(route.perRequestHeaders
      ? {
          setupRequest: (req) => ({
            ...req,
            headers: { ...req.headers, ...route.perRequestHeaders() },
          }),
        }
      : {}),
  };
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: durationSeconds,
    requests: [request],
  });
  const statuses = Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, { count }]) => [code, count]),
  );
  return {
    requestsPerSecond: result.requests.average,
    requests: result.requests.total,
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p99: result.latency.p99,
      max: result.latency.max,
    },
    non2xx: result.non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    statuses,
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Medians over the rounds per route, sums of counts, and each route's share of the bare route. */
export function summarise(routes, rounds) {
  const rows = routes.map((route, index) => {
    const runs = rounds.map((round) => round[index]);
    const statuses = {};
    for (const run of runs) {
      for (const [code, count] of Object.entries(run.statuses)) {
        statuses[code] = (statuses[code] ?? 0) + count;
      }
    }
    return {
      route: route.name,
      bare: route.bare === true,
      requestsPerSecond: median(runs.map((run) => run.requestsPerSecond)),
      p50Ms: median(runs.map((run) => run.latencyMs.p50)),
      p99Ms: median(runs.map((run) => run.latencyMs.p99)),
      perRound: runs.map((run) => run.requestsPerSecond),
      requests: runs.reduce((sum, run) => sum + run.requests, 0),
      non2xx: runs.reduce((sum, run) => sum + run.non2xx, 0),
      errors: runs.reduce((sum, run) => sum + run.errors + run.timeouts, 0),
      statuses,
    };
  });
  const bare = rows.find((row) => row.bare);
  for (const row of rows) row.ratioToBare = row.requestsPerSecond / bare.requestsPerSecond;
  return rows;
}
