import { ValidationPipe } from '@nestjs/common';
import type { ValidationError } from 'class-validator';
import { validationProblem } from './problem';
import type { FieldProblem } from './problem';

/** class-validator constraint names → the API's stable field error codes. */
const FIELD_CODES: Record<string, string> = {
  isDefined: 'REQUIRED',
  isNotEmpty: 'REQUIRED',
  whitelistValidation: 'UNKNOWN_FIELD',
  isString: 'NOT_A_STRING',
  maxLength: 'TOO_LONG',
  minLength: 'TOO_SHORT',
  isLength: 'INVALID_LENGTH',
  matches: 'INVALID_FORMAT',
  isEmail: 'INVALID_FORMAT',
  isInt: 'NOT_AN_INTEGER',
  min: 'TOO_SMALL',
  max: 'TOO_LARGE',
  isBoolean: 'NOT_A_BOOLEAN',
  isEnum: 'NOT_ALLOWED',
  isIn: 'NOT_ALLOWED',
};

/** When a field breaks several rules, the most basic one is reported. */
const PRIORITY = [
  'whitelistValidation',
  'isDefined',
  'isNotEmpty',
  'isString',
  'isInt',
  'isBoolean',
];

function codeFor(constraint: string): string {
  return FIELD_CODES[constraint] ?? constraint.replace(/([a-z0-9])([A-Z])/g, '$1_$2').toUpperCase();
}

/** One entry per bad field, nested fields as dotted paths (`items.0.name`). */
export function toFieldProblems(errors: ValidationError[], parent = ''): FieldProblem[] {
  return errors.flatMap((error) => {
    const field = parent ? `${parent}.${error.property}` : error.property;
    const own: FieldProblem[] = [];
    const constraints = Object.entries(error.constraints ?? {});
    if (constraints.length > 0) {
      const rank = (name: string) => {
        const index = PRIORITY.indexOf(name);
        return index === -1 ? PRIORITY.length : index;
      };
      const [name, message] = [...constraints].sort(([a], [b]) => rank(a) - rank(b))[0]!;
      own.push({ field, code: codeFor(name), message });
    }
    return [...own, ...toFieldProblems(error.children ?? [], field)];
  });
}

export function createValidationPipe(): ValidationPipe {
  return new ValidationPipe({
    whitelist: true,
    forbidNonWhitelisted: true,
    transform: true,
    validationError: { target: false, value: false },
    exceptionFactory: (errors) => validationProblem(toFieldProblems(errors)),
  });
}
