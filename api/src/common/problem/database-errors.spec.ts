import { QueryFailedError } from 'typeorm';
import { isDatabaseUnavailable } from './database-errors';

function withCode(code: string, message = 'failed'): Error {
  return Object.assign(new Error(message), { code });
}

describe('isDatabaseUnavailable', () => {
  it.each([
    ['connection refused', withCode('ECONNREFUSED')],
    ['connection failure class 08', withCode('08006')],
    ['administrator shutdown', withCode('57P01')],
    ['statement timeout', withCode('57014')],
    ['database dropped', withCode('3D000')],
    ['too many connections', withCode('53300')],
    ['pool connect timeout', new Error('timeout exceeded when trying to connect')],
    ['terminated connection', new Error('Connection terminated unexpectedly')],
    ['TypeORM wrapping a driver error', new QueryFailedError('SELECT 1', [], withCode('57P01'))],
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
