import { Injectable } from '@nestjs/common';
import type { ArgumentMetadata, PipeTransform } from '@nestjs/common';
import { validationProblem } from '../problem/problem';
import type { FieldProblem } from '../problem/problem';

/**
 * C0 control characters and DEL, except tab, line feed and carriage return (text areas send
 * those). PostgreSQL refuses NUL in text outright; the others are never meant as text and are
 * a classic way to smuggle content past whoever reads it later.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL_CHARACTER = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

/**
 * No request of this API nests deeper than a few levels; class-transformer recurses per level,
 * so a body nested a thousand levels deep would exhaust the stack before validation.
 */
export const MAX_INPUT_DEPTH = 16;

/**
 * Keys that JSON.parse keeps as own properties but an assignment turns into a prototype change:
 * class-transformer then drops them silently, so the whitelist never sees them.
 */
const PROTOTYPE_KEYS: ReadonlySet<string> = new Set(['__proto__', 'constructor', 'prototype']);

const pathOf = (parent: string, key: string) => (parent ? `${parent}.${key}` : key);

/**
 * What is wrong with the structure of an input before any DTO sees it: strings (values and
 * keys) with control characters, prototype keys, and nesting beyond MAX_INPUT_DEPTH. One
 * problem per field.
 * Iterative, so it cannot overflow the stack itself.
 */
export function hostileInputProblems(input: unknown, field = ''): FieldProblem[] {
  const problems: FieldProblem[] = [];
  const pending: { value: unknown; path: string; depth: number }[] = [
    { value: input, path: field, depth: 0 },
  ];
  while (pending.length > 0) {
    const { value, path, depth } = pending.pop()!;
    if (typeof value === 'string') {
      if (CONTROL_CHARACTER.test(value)) {
        problems.push({
          field: path || 'body',
          code: 'CONTROL_CHARACTER',
          message: 'Control characters (other than tab and line breaks) are not allowed.',
        });
      }
      continue;
    }
    if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) continue;
    if (depth >= MAX_INPUT_DEPTH) {
      problems.push({
        field: path || 'body',
        code: 'TOO_DEEP',
        message: `Input may be nested at most ${MAX_INPUT_DEPTH} levels deep.`,
      });
      continue;
    }
    for (const [key, child] of Object.entries(value)) {
      const childPath = pathOf(path, CONTROL_CHARACTER.test(key) ? '?' : key);
      if (CONTROL_CHARACTER.test(key)) {
        problems.push({
          field: childPath,
          code: 'CONTROL_CHARACTER',
          message: 'Control characters are not allowed in field names.',
        });
        continue;
      }
      if (PROTOTYPE_KEYS.has(key)) {
        problems.push({
          field: childPath,
          code: 'UNKNOWN_FIELD',
          message: `The field ${key} is not allowed.`,
        });
        continue;
      }
      pending.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return problems;
}

/**
 * Runs before the ValidationPipe on every body, query and path parameter: hostile structure
 * gets a 400 naming the field instead of reaching class-transformer, the database (500) or a log.
 */
@Injectable()
export class HostileInputPipe implements PipeTransform {
  transform(value: unknown, metadata: ArgumentMetadata): unknown {
    if (metadata.type === 'custom') return value;
    const field =
      metadata.type === 'param' || metadata.type === 'query' ? (metadata.data ?? '') : '';
    const problems = hostileInputProblems(value, field);
    if (problems.length > 0) throw validationProblem(problems);
    return value;
  }
}
