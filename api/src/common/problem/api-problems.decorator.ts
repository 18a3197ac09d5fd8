import { applyDecorators } from '@nestjs/common';
import { ApiResponse, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import { PROBLEM_CONTENT_TYPE } from './problem';
import { ProblemDto } from './problem.dto';

/** The description of each problem status, also used where the OpenAPI writer adds them. */
export const PROBLEM_RESPONSE_DESCRIPTIONS: Record<number, string> = {
  400: 'Invalid input (VALIDATION_FAILED, one entry per field in `errors`)',
  401: 'Not logged in (NOT_AUTHENTICATED)',
  403: 'Forbidden or missing/wrong CSRF token (FORBIDDEN, CSRF_INVALID)',
  404: 'Not found (NOT_FOUND)',
  409: 'Conflict',
  413: 'Request body too large (PAYLOAD_TOO_LARGE)',
  429: 'Too many requests (RATE_LIMITED); see Retry-After',
  503: 'Database unavailable (DB_UNAVAILABLE); see Retry-After',
};

/** Documents the problem+json answers a handler can give. */
export function ApiProblems(...statuses: number[]) {
  return applyDecorators(
    ApiExtraModels(ProblemDto),
    ...statuses.map((status) =>
      ApiResponse({
        status,
        description: PROBLEM_RESPONSE_DESCRIPTIONS[status] ?? 'Error',
        content: { [PROBLEM_CONTENT_TYPE]: { schema: { $ref: getSchemaPath(ProblemDto) } } },
      }),
    ),
  );
}
