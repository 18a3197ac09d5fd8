import { Catch, HttpException, HttpStatus, Logger } from '@nestjs/common';
import type { ArgumentsHost, ExceptionFilter } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { Request, Response } from 'express';
import { isDatabaseUnavailable } from './database-errors';
import {
  databaseUnavailableProblem,
  PROBLEM_CONTENT_TYPE,
  problem,
  ProblemCode,
  ProblemException,
} from './problem';
import type { Problem } from './problem';

const CODE_BY_STATUS: Record<number, ProblemCode> = {
  400: ProblemCode.BAD_REQUEST,
  401: ProblemCode.NOT_AUTHENTICATED,
  403: ProblemCode.FORBIDDEN,
  404: ProblemCode.NOT_FOUND,
  409: ProblemCode.CONFLICT,
  413: ProblemCode.PAYLOAD_TOO_LARGE,
  415: ProblemCode.UNSUPPORTED_MEDIA_TYPE,
  429: ProblemCode.RATE_LIMITED,
};

/** Turns anything thrown into an RFC 9457 response; never leaks stack traces, SQL or paths. */
export function toProblemException(error: unknown): ProblemException {
  if (error instanceof ProblemException) return error;
  if (error instanceof ThrottlerException) {
    return new ProblemException(
      problem(429, ProblemCode.RATE_LIMITED, 'Too many requests', 'Please wait and try again.'),
    );
  }
  if (error instanceof HttpException) {
    const status = error.getStatus();
    const code =
      CODE_BY_STATUS[status] ??
      (status >= 500 ? ProblemCode.INTERNAL_ERROR : ProblemCode.BAD_REQUEST);
    const title = HttpStatus[status]?.toString().replaceAll('_', ' ').toLowerCase() ?? 'error';
    return new ProblemException(
      problem(status, code, title.charAt(0).toUpperCase() + title.slice(1), error.message),
    );
  }
  if (isDatabaseUnavailable(error)) return databaseUnavailableProblem();
  return new ProblemException(
    problem(
      500,
      ProblemCode.INTERNAL_ERROR,
      'Internal server error',
      'Something went wrong on our side.',
    ),
  );
}

const errorLogger = new Logger('Errors');

/**
 * Writes the problem, unless an answer already went out: an error that arrives after that (a
 * session store failing in its end-of-response save) is logged, never answered a second time —
 * a second answer throws ERR_HTTP_HEADERS_SENT outside any handler and ends the process.
 */
export function sendProblem(response: Response, exception: ProblemException): void {
  if (response.headersSent) {
    errorLogger.warn(
      { code: exception.problem.code, status: exception.problem.status },
      'An error arrived after the response was sent; not answered again',
    );
    return;
  }
  const body: Problem = exception.problem;
  for (const [name, value] of Object.entries(exception.headers)) response.setHeader(name, value);
  response.status(body.status).type(PROBLEM_CONTENT_TYPE).send(JSON.stringify(body));
}

@Catch()
export class ProblemDetailsFilter implements ExceptionFilter {
  catch(error: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const request = http.getRequest<Request>();
    const response = http.getResponse<Response>();
    const exception = toProblemException(error);
    if (exception.problem.status >= 500) {
      errorLogger.error(
        {
          err: error,
          requestId: (request as Request & { id?: unknown }).id,
          method: request.method,
          url: request.originalUrl,
        },
        exception.problem.code,
      );
    }
    sendProblem(response, exception);
  }
}
