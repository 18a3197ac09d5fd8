import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { casesFor } from './cases';
import type { OperationInputs } from './cases';
import { contractViolation, readInputOperations } from './contract';
import type { Operation } from './contract';
import { MULTIPART_TYPE, multipartBody } from './encoding';
import { FuzzClient } from './http-client';
import { rowCounter, rowDelta, showDelta } from './row-counts';
import type { RowCounts } from './row-counts';
import { FAILURE, FuzzReport, runOperation } from './runner';
import type { FailureType, FuzzSession } from './runner';
import { startFakePayPal } from '../fake-paypal';
import type { FakePayPal } from '../fake-paypal';
import { createTestApp, OPENAPI_FILE, TEST_ROOT } from '../test-app';
import type { TestApp } from '../test-app';

/**
 * Fuzzing every operation of openapi.yaml that takes input (read at run time, so new routes are
 * covered without changes here): malformed bodies derived from each schema (wrong types, missing
 * and unknown fields, prototype keys, deep nesting, fast-check combinations of these), a fixed
 * corpus of hostile text and numbers in every field and parameter, wrong content types, broken
 * JSON and broken uploads. Sent as root (logged in with a gallery login beside, with a CSRF token,
 * so the input reaches validation) and, for public routes, anonymously.
 *
 * Asserted: no 5xx and no hang; every 4xx is problem+json with status, code and title; no refused
 * request changes the row count of any table (but `session`), and neither does a certainly
 * malformed one answered 2xx. Inputs the contract allows may be answered 2xx: the rows such a
 * request writes are accounted to it, and the run lists them. Failures are grouped by cause,
 * mutation kind and operation, each with one example request.
 *
 * FUZZ_SEED and FUZZ_RUNS reproduce or widen a run; FUZZ_TRACE=<file> writes one JSON line per
 * request.
 *
 * The operations are dealt round-robin into `of` shards, one test file each (fuzz-1-of-2…), each
 * on its own app and database: the requests of one file go one after the other, and two files
 * run on two cores side by side. Every shard keeps the order of the whole run (settings last).
 */
const SEED = Number(process.env.FUZZ_SEED ?? 20260115);
const NUM_RUNS = Number(process.env.FUZZ_RUNS ?? 12);
const MEMBER = { username: 'fuzzmember', password: 'fuzz-member-secret' };
const API = '/api/v1';

/** n as letters (1 → 'a', 27 → 'aa'): names that must start with a letter stay valid. */
const letters = (n: number): string => {
  let out = '';
  for (let rest = n; rest > 0; rest = Math.floor((rest - 1) / 26)) {
    out = String.fromCharCode(97 + ((rest - 1) % 26)) + out;
  }
  return out;
};

export function describeFuzzShard(shard: number, of: number): void {
  describe(`fuzz ${shard}/${of}: malformed input to every operation`, () => {
    let t: TestApp;
    let mediaDir: string;
    let agent: Agent;
    let paypal: FakePayPal | undefined;
    const report = new FuzzReport();
    let unexplained: RowCounts = {};
    let operations: Operation[] = [];
    let allOperations: Operation[] = [];
    let rootClient: FuzzClient;
    let seconds = 0;
    const reproduce = `seed ${SEED}, ${NUM_RUNS} fast-check runs per operation (FUZZ_SEED=${SEED} FUZZ_RUNS=${NUM_RUNS} to reproduce)`;

    beforeAll(async () => {
      const started = Date.now();
      mediaDir = await mkdtemp(join(tmpdir(), 'fuzz-media-'));
      // PayPal is configured (a fake on loopback): the payment routes then answer input, not 503.
      paypal = await startFakePayPal();
      t = await createTestApp({
        MEDIA_DIR: mediaDir,
        PAYPAL_CLIENT_ID: paypal.clientId,
        PAYPAL_CLIENT_SECRET: paypal.clientSecret,
        PAYPAL_API_BASE: paypal.url,
      });
      const server = t.app.getHttpServer() as Server;
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const port = (server.address() as AddressInfo).port;
      agent = new Agent({ keepAlive: true, maxSockets: 2 });

      // Sessions: root with a gallery member login beside it (gallery routes), and a visitor.
      const root = new FuzzClient(port, agent);
      rootClient = root;
      await root.refreshToken();
      await root.json('POST', `${API}/auth/login`, TEST_ROOT);
      await root.refreshToken();
      await root.json('POST', `${API}/gallery/auth/register`, MEMBER);
      await root.refreshToken();
      const loginRoot = async () => {
        root.cookies.clear();
        await root.refreshToken();
        await root.json('POST', `${API}/auth/login`, TEST_ROOT);
        await root.refreshToken();
        await root.json('POST', `${API}/gallery/auth/login`, MEMBER);
        await root.refreshToken();
      };
      const visitor = new FuzzClient(port, agent);
      await visitor.refreshToken();
      const sessions: Record<'root' | 'anonymous', FuzzSession> = {
        root: {
          who: 'root',
          client: root,
          restore: async () => {
            await root.refreshToken();
            const me = await root.send({ method: 'GET', url: `${API}/auth/me` });
            const member = await root.send({ method: 'GET', url: `${API}/gallery/auth/me` });
            if (me.status !== 200 || member.status !== 200) await loginRoot();
          },
        },
        anonymous: { who: 'anonymous', client: visitor, restore: () => visitor.refreshToken() },
      };

      // Real rows for the path parameters, so valid-looking input gets past "not found".
      const png = await sharp({
        create: { width: 64, height: 48, channels: 3, background: '#336699' },
      })
        .png()
        .toBuffer();
      const upload = async (url: string) => {
        const response = await root.send({
          method: 'POST',
          url,
          headers: { 'Content-Type': MULTIPART_TYPE },
          body: multipartBody([
            { name: 'file', filename: 'fuzz.png', contentType: 'image/png', data: png },
          ]),
        });
        if (response.status !== 201)
          throw new Error(`upload ${url}: ${response.status} ${response.text}`);
        return JSON.parse(response.text) as { id: string };
      };
      const image = await upload(`${API}/media/images`);
      const item = await upload(`${API}/gallery/items`);
      // The durations a vehicle needs a price for follow the opening hours, which the settings
      // cases may change: asked afresh for each vehicle operation.
      const vehicleInput = async (name: string) => ({
        type: 'motorboats',
        name,
        passengers: 4,
        prices: Object.fromEntries(
          (
            (
              await root.json<{ durations: Record<string, number[]> }>(
                'GET',
                `${API}/vehicles/price-durations`,
                undefined,
              )
            ).durations.motorboats ?? [1]
          ).map((hours) => [String(hours), hours * 1000]),
        ),
        depositCents: 10000,
        licence: 'yes',
        extraBarbecue: false,
        extraMusicBox: false,
        extraBinoculars: false,
        captainCentsPerHour: null,
        descriptionDe: 'Ein Boot.',
        descriptionEn: 'A boat.',
        imageIds: [image.id],
      });
      const vehicleId = (
        await root.json<{ id: string }>('POST', `${API}/vehicles`, await vehicleInput('Fuzzkahn'))
      ).id;
      const commentId = (
        await root.json<{ id: string }>('POST', `${API}/gallery/items/${item.id}/comments`, {
          body: 'A comment to fuzz.',
        })
      ).id;
      const contactId = (
        await visitor.json<{ id: string }>('POST', `${API}/contact-requests`, {
          sender: 'Fuzz',
          email: 'fuzz@example.com',
          body: 'Hello',
        })
      ).id;
      const employeeId = (
        await root.json<{ id: string }>('POST', `${API}/employees`, {
          firstName: 'Fuzz',
          lastName: 'Employee',
          email: 'fuzz.employee@example.com',
          password: 'fuzz-pass',
        })
      ).id;
      const currentSettings = async () => {
        const { simulated: _, ...settings } = await root.json<Record<string, unknown>>(
          'GET',
          `${API}/settings/business`,
          undefined,
        );
        return settings;
      };
      await root.refreshToken();

      const idFor = (path: string): Record<string, string> => {
        if (path.includes('/vehicles/{id}')) return { id: vehicleId };
        if (path.includes('/gallery/items/{id}')) return { id: item.id };
        if (path.includes('/gallery/comments/{id}')) return { id: commentId };
        if (path.includes('/contact-requests/{id}')) return { id: contactId };
        if (path.includes('/employees/{id}')) return { id: employeeId };
        if (path.includes('/days/{date}')) return { date: '2030-06-15' };
        if (path.endsWith('/days')) return { from: '2030-06-01', to: '2030-06-30' };
        return {};
      };
      /** Bodies the generic, schema-derived example cannot know (business rules, real ids). */
      const special: Record<string, () => Promise<OperationInputs> | OperationInputs> = {
        createVehicle: async () => ({
          body: await vehicleInput('Fuzzboot'),
          unique: (body, n) => ({ ...body, name: `Fuzzboot${letters(n)}` }),
        }),
        updateVehicle: async () => ({ body: await vehicleInput('Fuzzkahn') }),
        updateBusinessSettings: async () => ({ body: await currentSettings() }),
        createEmployee: () => ({
          unique: (body, n) => ({ ...body, email: `fuzz.${n}@example.com` }),
        }),
        registerMember: () => ({ unique: (body, n) => ({ ...body, username: `fuzz${n}` }) }),
        // A fresh account per case: the per-account login limit (429) would stop the rest.
        login: () => ({
          unique: (body, n) => ({ ...body, email: `fuzz.login.${n}@example.com` }),
        }),
        logInMember: () => ({ unique: (body, n) => ({ ...body, username: `fuzzlogin${n}` }) }),
      };

      // Settings last: their valid cases change the opening hours other operations depend on.
      const last = (operation: Operation) => (operation.path.includes('/settings/') ? 1 : 0);
      allOperations = readInputOperations(OPENAPI_FILE).sort((a, b) => last(a) - last(b));
      operations = allOperations.filter((_, index) => index % of === shard - 1);
      const counts = await rowCounter(t.db);
      const baseline = await counts();
      for (const operation of operations) {
        const inputs: OperationInputs = {
          ...(await special[operation.operationId]?.()),
          params: idFor(operation.path),
        };
        if (operation.jsonBody && inputs.body) {
          const problem = contractViolation(operation.jsonBody, inputs.body);
          if (problem)
            throw new Error(`${operation.key}: the base body breaks the contract: ${problem}`);
        }
        const cases = casesFor(operation, inputs, { seed: SEED, numRuns: NUM_RUNS, png });
        const who = operation.requiresLogin ? [sessions.root] : [sessions.root, sessions.anonymous];
        await runOperation(operation, cases, who, counts, report);
      }
      const total = rowDelta(baseline, await counts());
      unexplained = rowDelta(report.acceptedRows, total);
      seconds = (Date.now() - started) / 1000;

      const accepted = FuzzReport.format(report.accepted.values(), true);
      const slowest = [...report.timings]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 5)
        .map((x) => `${x.operation} ${x.requests} req ${x.ms} ms`);
      const statuses = [...report.statuses]
        .sort(([a], [b]) => String(a).localeCompare(String(b)))
        .map(([status, n]) => `${status}×${n}`);
      console.info(
        [
          `fuzz ${shard}/${of}: ${report.requests} requests to ${operations.length} of ${allOperations.length} operations in ${seconds.toFixed(1)} s; ${reproduce}`,
          `  refused with 4xx/5xx: ${report.malformed}; statuses: ${statuses.join(', ')}`,
          `  mutation kinds: ${[...report.kinds].sort().join(', ')}`,
          `  rows written by 2xx answers (accounted to them): ${showDelta(report.acceptedRows) || 'none'}`,
          `  answered 401/403/404/429: ${[...report.notValidation].map(([key, n]) => `${key} ×${n}`).join('; ') || 'none'}`,
          `  slowest operations: ${slowest.join('; ')}`,
          accepted ? `Inputs answered 2xx (not counted as malformed):${accepted}` : '',
        ].join('\n'),
      );
    }, 300_000);

    afterAll(async () => {
      agent?.destroy();
      await t?.close();
      await paypal?.stop();
      if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
    });

    const failuresOf = (...causes: FailureType[]) =>
      [...report.failures.values()].filter((group) => (causes as string[]).includes(group.cause));
    const expectNone = (causes: FailureType[], what: string) => {
      const groups = failuresOf(...causes);
      if (groups.length > 0) {
        throw new Error(
          `${what}: ${groups.length} operation × mutation kind(s) failed; ${reproduce}${FuzzReport.format(groups)}`,
        );
      }
    };

    it('covers every operation of the contract that takes input (its shard of them)', () => {
      expect(allOperations.length).toBeGreaterThanOrEqual(20);
      expect(operations.length).toBeGreaterThanOrEqual(Math.floor(allOperations.length / of));
      expect(report.timings.map((x) => x.operation)).toEqual(operations.map((o) => o.key));
      expect(report.requests).toBeGreaterThan(1000 / of);
      expectNone([FAILURE.sessionLost], 'Cases that never reached validation');
    });

    it('answers every malformed request, and never with a 5xx', () => {
      expectNone([FAILURE.noAnswer, FAILURE.serverError], 'Server errors');
    });

    it('answers every 4xx as application/problem+json with status, code and title', () => {
      expectNone([FAILURE.notProblem, FAILURE.beforeApp, FAILURE.leak], 'Malformed error answers');
    });

    it('stores nothing for a malformed request (row counts of every table but session)', () => {
      expectNone(
        [FAILURE.storedByRefused, FAILURE.storedMalformed],
        'Malformed requests that changed rows',
      );
      expect(showDelta(unexplained)).toBe('');
    });

    it('leaves Object.prototype untouched and the app serving', async () => {
      const probe: Record<string, unknown> = {};
      expect(probe.fuzzPolluted).toBeUndefined();
      expect(probe.isAdmin).toBeUndefined();
      expect((await rootClient.send({ method: 'GET', url: `${API}/health` })).status).toBe(200);
      expect((await rootClient.send({ method: 'GET', url: `${API}/auth/me` })).status).toBe(200);
    });
  });
}
