// Throughput and latency per route with autocannon, the routes interleaved over several rounds so
// a slow moment of a shared machine does not fall on one route only; and one route's latency at a
// fixed rate of Poisson arrivals (open loop), where a slow answer does not hold back the next send.
import { Agent, request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
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

/** What the week's answer holds, for the check before the measurement. */
function describeWeek(text) {
  const week = JSON.parse(text);
  const slots = week.days.flatMap((day) => day.slots);
  const booked = slots.reduce((sum, slot) => sum + slot.bookedVehicleIds.length, 0);
  const states = [...new Set(slots.map((slot) => slot.state))].join('/');
  return (
    `week of ${week.weekStart}, ${week.days.length} days × ${slots.length / week.days.length} ` +
    `slots, ${week.vehicleIds.length} vehicles, ${booked} booked vehicle-half-hours, states ${states}`
  );
}

/**
 * The measured routes; `bare` is the reference the others are compared with, `openLoop` the
 * route also measured at a fixed rate. `weekDay`: a day in the weeks the seed booked.
 */
export async function benchRoutes(baseUrl, { weekDay }) {
  const { cookie, token } = await csrfSession(baseUrl);
  const nextAddress = addressSequence();
  return [
    { name: 'GET /api/v1/health (bare)', method: 'GET', path: '/api/v1/health', bare: true },
    {
      name: `GET /api/v1/availability/week?from=${weekDay}`,
      method: 'GET',
      path: `/api/v1/availability/week?from=${weekDay}`,
      describe: describeWeek,
      openLoop: true,
    },
    {
      name: `GET /api/v1/availability/week?from=${weekDay}&type=motorboats`,
      method: 'GET',
      path: `/api/v1/availability/week?from=${weekDay}&type=motorboats`,
      describe: describeWeek,
    },
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
  return {
    status: response.status,
    bytes: Buffer.byteLength(text),
    description: route.describe?.(text),
  };
}

/**
 * Waits until the API has worked off the requests a run left in flight (autocannon stops sending,
 * the API still answers what it has read): readiness checks queue for the same database pool, so
 * a slow route's backlog does not eat into the next route's seconds.
 */
export async function settle(baseUrl) {
  for (let check = 0; check < 2; check += 1) {
    const response = await fetch(`${baseUrl}/api/v1/health/ready`);
    await response.arrayBuffer();
  }
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

/** A small seeded generator (mulberry32): the same arrival times in every run. */
function seededRandom(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
}

/** Send times (ms from the start) of a Poisson process: exponential gaps with mean 1/rate. */
export function poissonSchedule(ratePerSecond, durationMs, random = seededRandom(20261127)) {
  const times = [];
  for (let at = 0; ;) {
    at += (-Math.log(1 - random()) / ratePerSecond) * 1000;
    if (at >= durationMs) return times;
    times.push(at);
  }
}

/** Nearest-rank percentile of ascending values. */
function percentile(sorted, share) {
  if (sorted.length === 0) return undefined;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1))];
}

const roundMs = (value) => (value === undefined ? undefined : Number(value.toFixed(1)));

/**
 * Open loop: requests at `ratePerSecond` with Poisson arrivals for `durationSeconds`, each sent at
 * its scheduled time whether or not earlier ones were answered, over keep-alive sockets (up to
 * `maxSockets`; beyond them requests wait in the agent's queue). Latency runs from each request's
 * scheduled send time to the end of its answer, so time spent queueing, in the client included,
 * counts. Waits up to `timeoutMs` for the last answers.
 */
export async function measureOpenLoop(
  baseUrl,
  route,
  { ratePerSecond, durationSeconds, maxSockets = 256, timeoutMs = 30_000 },
) {
  const url = new URL(route.path, baseUrl);
  const agent = new Agent({ keepAlive: true, maxSockets, maxFreeSockets: maxSockets });
  const schedule = poissonSchedule(ratePerSecond, durationSeconds * 1000);
  const latencies = [];
  const statuses = {};
  let errors = 0;
  let inFlight = 0;
  let maxInFlight = 0;
  let maxSendLagMs = 0;
  let lastAnswerAt = 0;
  const answers = [];

  const send = (scheduledAt) =>
    new Promise((resolve) => {
      maxSendLagMs = Math.max(maxSendLagMs, performance.now() - scheduledAt);
      inFlight += 1;
      maxInFlight = Math.max(maxInFlight, inFlight);
      let finished = false;
      // Once per request: an error after the answer's end (or both objects failing) is no news.
      const done = (status) => {
        if (finished) return;
        finished = true;
        inFlight -= 1;
        const now = performance.now();
        lastAnswerAt = Math.max(lastAnswerAt, now);
        if (status === undefined) errors += 1;
        else {
          statuses[status] = (statuses[status] ?? 0) + 1;
          latencies.push(now - scheduledAt);
        }
        resolve();
      };
      const req = httpRequest(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: `${url.pathname}${url.search}`,
          method: route.method,
          headers: route.headers ?? {},
        },
        (res) => {
          res.on('data', () => undefined);
          res.on('end', () => done(res.statusCode));
          res.on('error', () => done(undefined));
        },
      );
      req.setTimeout(timeoutMs, () => req.destroy(new Error('timeout')));
      req.on('error', () => done(undefined));
      req.end(route.body);
    });

  const startedAt = performance.now() + 20;
  await new Promise((resolve) => {
    let next = 0;
    const tick = () => {
      const elapsed = performance.now() - startedAt;
      while (next < schedule.length && schedule[next] <= elapsed) {
        answers.push(send(startedAt + schedule[next]));
        next += 1;
      }
      if (next >= schedule.length) resolve();
      else setTimeout(tick, Math.max(0, schedule[next] - (performance.now() - startedAt)));
    };
    setTimeout(tick, Math.max(0, startedAt - performance.now()));
  });
  await Promise.all(answers);
  agent.destroy();

  latencies.sort((a, b) => a - b);
  const answered = latencies.length;
  const non2xx = Object.entries(statuses)
    .filter(([code]) => !code.startsWith('2'))
    .reduce((sum, [, count]) => sum + count, 0);
  return {
    route: route.name,
    targetRatePerSecond: ratePerSecond,
    durationSeconds,
    maxSockets,
    requests: schedule.length,
    // The Poisson schedule's own rate (it varies around the target).
    offeredRatePerSecond: schedule.length / durationSeconds,
    // Answers per second from the first scheduled send to the last answer.
    achievedRatePerSecond: answered / ((Math.max(lastAnswerAt, startedAt + 1) - startedAt) / 1000),
    latencyMs: {
      p50: roundMs(percentile(latencies, 0.5)),
      p90: roundMs(percentile(latencies, 0.9)),
      p99: roundMs(percentile(latencies, 0.99)),
      max: roundMs(latencies.at(-1)),
    },
    maxInFlight,
    maxSendLagMs: roundMs(maxSendLagMs),
    non2xx,
    errors,
    statuses,
  };
}
