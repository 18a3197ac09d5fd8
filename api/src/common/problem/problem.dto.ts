import { ApiProperty } from '@nestjs/swagger';

export class FieldProblemDto {
  /** The request field, dotted for nested fields (e.g. `email`). */
  field: string;
  /** Stable machine code, e.g. `REQUIRED`, `TOO_LONG`, `INVALID_FORMAT`, `UNKNOWN_FIELD`. */
  code: string;
  /** Human-readable English explanation (the web shows its own texts per code). */
  message: string;
}

/** RFC 9457 problem details. */
export class ProblemDto {
  /** URI identifying the problem type. */
  type: string;
  title: string;
  @ApiProperty({ type: 'integer' })
  status: number;
  detail: string;
  /** Stable machine code, e.g. `VALIDATION_FAILED`, `CSRF_INVALID`, `RATE_LIMITED`, `DB_UNAVAILABLE`. */
  code: string;
  /** One entry per invalid field (only for `VALIDATION_FAILED`). */
  errors?: FieldProblemDto[];
}
