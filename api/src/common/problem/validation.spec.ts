import { ValidationError } from 'class-validator';
import { toFieldProblems } from './validation';

function fieldError(
  property: string,
  constraints: Record<string, string>,
  children: ValidationError[] = [],
) {
  return Object.assign(new ValidationError(), { property, constraints, children });
}

describe('toFieldProblems', () => {
  it('reports one entry per field, the most basic rule first', () => {
    const problems = toFieldProblems([
      fieldError('email', { matches: 'bad format', isNotEmpty: 'empty' }),
      fieldError('body', { maxLength: 'too long' }),
    ]);
    expect(problems).toEqual([
      { field: 'email', code: 'REQUIRED', message: 'empty' },
      { field: 'body', code: 'TOO_LONG', message: 'too long' },
    ]);
  });

  it('names nested fields with a dotted path and derives codes for unmapped rules', () => {
    const problems = toFieldProblems([
      Object.assign(new ValidationError(), {
        property: 'address',
        children: [fieldError('zip', { isPostalCode: 'not a postal code' })],
      }),
    ]);
    expect(problems).toEqual([
      { field: 'address.zip', code: 'IS_POSTAL_CODE', message: 'not a postal code' },
    ]);
  });
});
