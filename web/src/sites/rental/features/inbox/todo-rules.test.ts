import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import { describe, expect, it } from 'vitest';
import { todoFormRules, todoProblemErrors, toCreateTodoRequest } from './todo-rules';

describe('todoFormRules', () => {
  it('accepts a title of 60 and a description of 2000 characters', () => {
    expect(todoFormRules({ name: 'a'.repeat(60), body: 'b'.repeat(2000) })).toEqual({});
  });

  it('asks for a title and a description, blank counting as empty', () => {
    expect(todoFormRules({ name: '   ', body: '\n' })).toEqual({
      name: 'nameRequired',
      body: 'bodyRequired',
    });
  });

  it('refuses a title over 60 and a description over 2000 characters', () => {
    expect(todoFormRules({ name: 'a'.repeat(61), body: 'b'.repeat(2001) })).toEqual({
      name: 'nameTooLong',
      body: 'bodyTooLong',
    });
  });

  it('counts the trimmed text', () => {
    expect(todoFormRules({ name: ` ${'a'.repeat(60)} `, body: ' ok ' })).toEqual({});
    expect(toCreateTodoRequest({ name: ' Bojen ', body: ' prüfen\n' })).toEqual({
      name: 'Bojen',
      body: 'prüfen',
    });
  });
});

describe('todoProblemErrors', () => {
  const problem = (errors: ProblemDto['errors']): ProblemDto => ({
    type: 'about:blank',
    title: 'Validation failed',
    status: 400,
    detail: 'Invalid input',
    code: 'VALIDATION_FAILED',
    errors,
  });

  it('maps the server field problems to the form fields', () => {
    expect(
      todoProblemErrors(
        problem([
          { field: 'name', code: 'TOO_LONG', message: 'too long' },
          { field: 'body', code: 'REQUIRED', message: 'required' },
          { field: 'other', code: 'UNKNOWN_FIELD', message: 'unknown' },
        ]),
      ),
    ).toEqual({ name: 'nameTooLong', body: 'bodyRequired' });
  });

  it('has nothing to say without field problems', () => {
    expect(todoProblemErrors(undefined)).toEqual({});
    expect(todoProblemErrors(problem(undefined))).toEqual({});
  });
});
