import { QueryFailedError, QueryRunnerAlreadyReleasedError } from 'typeorm';
import {
  isDatabaseUnavailable,
  isExclusionViolation,
  isForeignKeyViolation,
  isUniqueViolation,
  sqlStateOf,
} from './database-errors';

function withCode(code: string, message = 'failed', extra: object = {}): Error {
  return Object.assign(new Error(message), { code, ...extra });
}

/** What TypeORM throws for a failed statement: the driver's error inside. */
const queryFailed = (code: string, constraint?: string) =>
  new QueryFailedError('INSERT …', [], withCode(code, 'violation', { constraint }));

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection failure class 08', withCode('08006')],
    ['administrator shutdown', withCode('57P01')],
    ['statement timeout', withCode('57014')],
    ['database dropped', withCode('3D000')],
    ['too many connections', withCode('53300')],
    ['a deadlock PostgreSQL broke', queryFailed('40P01')],
    ['a serialization failure', withCode('40001')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated connection', new Error('Connection terminated unexpectedly')],
    ['TypeORM wrapping a driver error', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
    // A transaction whose connection died: TypeORM released its runner, the COMMIT finds it gone.
    ['a commit after the connection was lost', new QueryRunnerAlreadyReleasedError()],
  ])('treats %s as unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(true);
  });

  it.each([
    ['a unique violation', withCode('23505')],
    ['an exclusion violation', withCode('23P01')],
    ['a syntax error', withCode('42601')],
    ['a programming error', new TypeError('x is undefined')],
    ['a non-error', 'ECONNREFUSED'],
  ])('does not treat %s as unavailable', (_, error) => {
    expect(isDatabaseUnavailable(error)).toBe(false);
  });
});

describe('constraint violations', () => {
  it('reads the SQLSTATE from TypeORM’s wrapper or the driver’s error', () => {
    expect(sqlStateOf(queryFailed('23505'))).toBe('23505');
    expect(sqlStateOf(withCode('23P01'))).toBe('23P01');
    expect(sqlStateOf(withCode('ECONNREFUSED'))).toBeUndefined();
    expect(sqlStateOf('23505')).toBeUndefined();
    expect(sqlStateOf(undefined)).toBeUndefined();
  });

  it.each([
    ['unique', isUniqueViolation, '23505'],
    ['exclusion', isExclusionViolation, '23P01'],
    ['foreign key', isForeignKeyViolation, '23503'],
  ] as const)('recognises a %s violation and only that', (_, check, code) => {
    expect(check(queryFailed(code))).toBe(true);
    expect(check(withCode(code))).toBe(true);
    for (const other of ['23505', '23P01', '23503', '57014'].filter((c) => c !== code)) {
      expect(check(queryFailed(other))).toBe(false);
    }
    expect(check(new TypeError('x is undefined'))).toBe(false);
  });

  it('matches a named constraint only when asked for that one', () => {
    const error = queryFailed('23505', 'UQ_employees_email');
    expect(isUniqueViolation(error, 'UQ_employees_email')).toBe(true);
    expect(isUniqueViolation(error, 'UQ_vehicles_name')).toBe(false);
    expect(isUniqueViolation(error)).toBe(true);
  });
});
