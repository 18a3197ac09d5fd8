import { appendFileSync } from 'node:fs';
import type { FuzzCase } from './cases';
import type { Operation } from './contract';
import { abbreviate, showText } from './encoding';
import type { FuzzClient, HttpResult } from './http-client';
import { addDelta, rowDelta, showDelta } from './row-counts';
import type { RowCounts } from './row-counts';

export type Who = 'root' | 'anonymous';

/** A client and how to bring its login back if a request ended it. */
export interface FuzzSession {
  who: Who;
  client: FuzzClient;
  restore(): Promise<void>;
}

/** Causes a run fails for; a group per cause, operation and mutation kind. */
export const FAILURE = {
  serverError: 'server error (5xx)',
  noAnswer: 'no answer (timeout or connection reset)',
  notProblem: '4xx that is not application/problem+json with status, code and title',
  beforeApp:
    "4xx written by Node's HTTP server before the app saw the request (no X-Request-Id, no problem+json; 431: request head over Node's header size limit, which a 'clientError' handler on the server could answer as problem+json)",
  leak: 'error body reveals internals (stack trace, SQL, file path)',
  storedByRefused: 'a refused request changed row counts',
  storedMalformed: 'a certainly malformed request was answered 2xx and stored rows',
  sessionLost: 'input did not reach validation (session or CSRF token lost)',
} as const;
export type FailureType = (typeof FAILURE)[keyof typeof FAILURE];

interface Example {
  who: Who;
  method: string;
  url: string;
  input: string;
  status: number | string;
  excerpt: string;
}

interface Group {
  cause: string;
  operation: string;
  kind: string;
  count: number;
  targets: Set<string>;
  statuses: Set<number | string>;
  whos: Set<Who>;
  example: Example;
  detail?: string;
}

/** The error texts that must never reach a client. */
const LEAK =
  /\bat \S+ \([^)]*:\d+:\d+\)|node_modules\/|\.[cm]?[jt]s:\d+|QueryFailedError|syntax error at or near|invalid input syntax for|duplicate key value|violates [\w ]*constraint|ECONNREFUSED/;

const excerpt = (text: string): string => showText(text, 160);

function problemShape(text: string, status: number): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  if (!body || typeof body !== 'object') return 'body is not an object';
  const { status: s, code, title } = body as Record<string, unknown>;
  if (typeof s !== 'number') return 'no numeric status';
  if (s !== status) return `status ${s} in the body, ${status} on the wire`;
  if (typeof code !== 'string' || code === '') return 'no code';
  if (typeof title !== 'string' || title === '') return 'no title';
  return undefined;
}

const codeOf = (result: HttpResult): string | undefined => {
  try {
    const body = JSON.parse(result.text) as { code?: unknown };
    return typeof body.code === 'string' ? body.code : undefined;
  } catch {
    return undefined;
  }
};

export class FuzzReport {
  readonly failures = new Map<string, Group>();
  readonly accepted = new Map<string, Group>();
  /** Rows written by requests answered 2xx: theirs, not counted against the malformed ones. */
  readonly acceptedRows: RowCounts = {};
  requests = 0;
  malformed = 0;
  readonly kinds = new Set<string>();
  /** How often each status (or transport error) was answered. */
  readonly statuses = new Map<number | string, number>();
  /** Answers that are neither validation nor success (401, 403, 404, 429), per operation. */
  readonly notValidation = new Map<string, number>();
  readonly timings: Array<{ operation: string; requests: number; ms: number }> = [];

  private add(
    into: Map<string, Group>,
    cause: string,
    operation: Operation,
    who: Who,
    fuzz: FuzzCase,
    result: HttpResult | undefined,
    detail?: string,
  ): void {
    const key = `${cause}|${operation.key}|${fuzz.kind}`;
    const status = result ? (result.error ?? result.status) : 'n/a';
    const group = into.get(key) ?? {
      cause,
      operation: operation.key,
      kind: fuzz.kind,
      count: 0,
      targets: new Set<string>(),
      statuses: new Set<number | string>(),
      whos: new Set<Who>(),
      example: {
        who,
        method: operation.method.toUpperCase(),
        url: abbreviate(fuzz.url, 110),
        input: fuzz.input,
        status,
        excerpt: result ? excerpt(result.text) : '',
      },
      detail,
    };
    group.count += 1;
    group.targets.add(fuzz.target);
    group.statuses.add(status);
    group.whos.add(who);
    into.set(key, group);
  }

  fail(
    cause: FailureType,
    operation: Operation,
    who: Who,
    fuzz: FuzzCase,
    result?: HttpResult,
    detail?: string,
  ): void {
    this.add(this.failures, cause, operation, who, fuzz, result, detail);
  }

  /** Checks one answer to a malformed request. */
  inspect(operation: Operation, who: Who, fuzz: FuzzCase, result: HttpResult): void {
    this.requests += 1;
    const status = result.error ? 'no answer' : result.status;
    this.statuses.set(status, (this.statuses.get(status) ?? 0) + 1);
    if ([401, 403, 404, 429].includes(result.status)) {
      const key = `${operation.key} ${who} ${result.status}${codeOf(result) ? ` ${codeOf(result)}` : ''}`;
      this.notValidation.set(key, (this.notValidation.get(key) ?? 0) + 1);
    }
    this.kinds.add(fuzz.kind.replace(/:.*/, ''));
    if (result.error) return this.fail(FAILURE.noAnswer, operation, who, fuzz, result);
    if (result.status >= 500) this.fail(FAILURE.serverError, operation, who, fuzz, result);
    else if (result.status >= 400) {
      const contentType = String(result.headers['content-type'] ?? '');
      if (result.headers['x-request-id'] === undefined && !contentType) {
        this.fail(FAILURE.beforeApp, operation, who, fuzz, result);
      } else if (!contentType.startsWith('application/problem+json')) {
        this.fail(
          FAILURE.notProblem,
          operation,
          who,
          fuzz,
          result,
          `Content-Type: ${contentType || 'none'}`,
        );
      } else {
        const shape = problemShape(result.text, result.status);
        if (shape) this.fail(FAILURE.notProblem, operation, who, fuzz, result, shape);
      }
    }
    if (result.status >= 400 && LEAK.test(result.text)) {
      this.fail(FAILURE.leak, operation, who, fuzz, result);
    }
    if (result.status < 400) {
      this.add(
        this.accepted,
        fuzz.violation
          ? `answered ${result.status} although the contract forbids the input`
          : `answered ${result.status}, the contract allows the input`,
        operation,
        who,
        fuzz,
        result,
        fuzz.violation,
      );
    } else {
      this.malformed += 1;
    }
  }

  /**
   * Groups by cause, then mutation kind; one entry per operation with its example request
   * (method, path, input, status, body excerpt), or with `brief` only the operations.
   */
  static format(groups: Iterable<Group>, brief = false): string {
    const tree = new Map<string, Map<string, Group[]>>();
    for (const group of groups) {
      const kinds = tree.get(group.cause) ?? new Map<string, Group[]>();
      kinds.set(group.kind, [...(kinds.get(group.kind) ?? []), group]);
      tree.set(group.cause, kinds);
    }
    const list = (items: Set<string>, max: number) =>
      [...items].slice(0, max).join(', ') + (items.size > max ? ', …' : '');
    const lines: string[] = [];
    for (const [cause, kinds] of tree) {
      const total = [...kinds.values()].reduce((sum, groups) => sum + groups.length, 0);
      lines.push('', `== ${cause} (${total} operation × mutation kind)`);
      for (const [kind, groups] of kinds) {
        if (brief) {
          const operations = groups.map(
            (g) => `${g.operation} (${list(g.targets, 4)}${g.detail ? `: ${g.detail}` : ''})`,
          );
          lines.push(`- [${kind}] ${operations.join('; ')}`);
          continue;
        }
        lines.push(`- [${kind}]`);
        for (const group of groups) {
          const e = group.example;
          const path = group.operation.replace(/^\S+ /, '');
          const statuses = [...group.statuses].join('/');
          lines.push(
            `    ${e.method} ${path} (as ${[...group.whos].join(' and ')}; ${list(group.targets, 5)}; ×${group.count}, status ${statuses})`,
            `      e.g. (${e.who}) input: ${e.input}  → ${e.status} ${e.excerpt || '(empty body)'}${group.detail ? `  [${group.detail}]` : ''}`,
            `      url: ${e.url}`,
          );
        }
      }
    }
    return lines.join('\n');
  }
}

/** FUZZ_TRACE=<file>: one JSON line per request (operation, kind, input, status, code). */
const TRACE_FILE = process.env.FUZZ_TRACE;

/** Sends one case with the session's cookies, CSRF token and a fresh client address. */
function sendCase(client: FuzzClient, operation: Operation, fuzz: FuzzCase): Promise<HttpResult> {
  return client.send({
    method: operation.method.toUpperCase(),
    url: fuzz.url,
    headers: {
      ...(fuzz.body?.contentType ? { 'Content-Type': fuzz.body.contentType } : {}),
      ...fuzz.body?.headers,
    },
    body: fuzz.body?.data,
  });
}

/** The request was stopped by the login or CSRF check, not by validation. */
function stoppedBeforeValidation(
  result: HttpResult,
  session: FuzzSession,
  operation: Operation,
): boolean {
  const code = codeOf(result);
  if (result.status === 403 && code === 'CSRF_INVALID') return true;
  return (
    session.who === 'root' &&
    operation.requiresLogin &&
    result.status === 401 &&
    (code === 'NOT_AUTHENTICATED' || code === 'SESSION_EXPIRED')
  );
}

/**
 * Sends every case of one operation through each session. Writes are accounted one by one: the
 * rows a 2xx request wrote are its own; any other request must leave every count unchanged.
 */
export async function runOperation(
  operation: Operation,
  cases: readonly FuzzCase[],
  sessions: readonly FuzzSession[],
  counts: () => Promise<RowCounts>,
  report: FuzzReport,
): Promise<void> {
  const write = operation.method !== 'get';
  const started = Date.now();
  for (const session of sessions) {
    let before = await counts();
    for (const fuzz of cases) {
      let result = await sendCase(session.client, operation, fuzz);
      if (stoppedBeforeValidation(result, session, operation)) {
        await session.restore();
        before = await counts();
        result = await sendCase(session.client, operation, fuzz);
        if (stoppedBeforeValidation(result, session, operation)) {
          report.fail(FAILURE.sessionLost, operation, session.who, fuzz, result);
        }
      }
      report.inspect(operation, session.who, fuzz, result);
      if (TRACE_FILE) {
        const line = {
          operation: operation.key,
          who: session.who,
          kind: fuzz.kind,
          target: fuzz.target,
          input: fuzz.input,
          status: result.error ?? result.status,
          code: codeOf(result),
        };
        appendFileSync(TRACE_FILE, `${JSON.stringify(line)}\n`);
      }
      if (!write) continue;
      const after = await counts();
      const delta = rowDelta(before, after);
      if (!result.error && result.status < 400) {
        addDelta(report.acceptedRows, delta);
        if (fuzz.certain && Object.keys(delta).length > 0) {
          report.fail(
            FAILURE.storedMalformed,
            operation,
            session.who,
            fuzz,
            result,
            showDelta(delta),
          );
        }
        // A login or registration regenerates the session: fetch its token.
        await session.client.refreshToken();
      } else if (Object.keys(delta).length > 0) {
        report.fail(
          FAILURE.storedByRefused,
          operation,
          session.who,
          fuzz,
          result,
          showDelta(delta),
        );
      }
      before = after;
    }
    if (!write) {
      const delta = rowDelta(before, await counts());
      if (Object.keys(delta).length > 0) {
        const whole: FuzzCase = {
          kind: 'any GET',
          target: 'all',
          input: 'all GET cases',
          url: operation.path,
          certain: false,
        };
        report.fail(
          FAILURE.storedByRefused,
          operation,
          session.who,
          whole,
          undefined,
          showDelta(delta),
        );
      }
    }
  }
  report.timings.push({
    operation: operation.key,
    requests: cases.length * sessions.length,
    ms: Date.now() - started,
  });
}
