import type { CreateTodoDto } from '@showcase/contracts/generated/model/createTodoDto';
import type { ProblemDto } from '@showcase/contracts/generated/model/problemDto';
import {
  addTodoBodyBodyMax,
  addTodoBodyNameMax,
} from '@showcase/contracts/generated/zod/inbox/inbox.zod';

export interface TodoFormValues {
  name: string;
  body: string;
}

export type TodoField = keyof TodoFormValues;

export type TodoErrorKey = 'nameRequired' | 'nameTooLong' | 'bodyRequired' | 'bodyTooLong';

export type TodoErrors = Partial<Record<TodoField, TodoErrorKey>>;

export const emptyTodoValues: TodoFormValues = { name: '', body: '' };

/** The contract's limits: a title of at most 60 characters, a description of at most 2000. */
export const todoLimits = { name: addTodoBodyNameMax, body: addTodoBodyBodyMax } as const;

/** What the server stores: both texts trimmed (it trims too). */
export function toCreateTodoRequest(values: TodoFormValues): CreateTodoDto {
  return { name: values.name.trim(), body: values.body.trim() };
}

/** A new to-do needs a title (≤ 60) and a description (≤ 2000), both counted trimmed. */
export function todoFormRules(values: TodoFormValues): TodoErrors {
  const { name, body } = toCreateTodoRequest(values);
  const errors: TodoErrors = {};
  if (name === '') errors.name = 'nameRequired';
  else if (name.length > todoLimits.name) errors.name = 'nameTooLong';
  if (body === '') errors.body = 'bodyRequired';
  else if (body.length > todoLimits.body) errors.body = 'bodyTooLong';
  return errors;
}

/** The server's 400 field problems in the form's words (its checks match the ones above). */
export function todoProblemErrors(problem: ProblemDto | undefined): TodoErrors {
  const errors: TodoErrors = {};
  for (const issue of problem?.errors ?? []) {
    if (issue.field !== 'name' && issue.field !== 'body') continue;
    errors[issue.field] =
      issue.code === 'TOO_LONG' ? `${issue.field}TooLong` : `${issue.field}Required`;
  }
  return errors;
}
