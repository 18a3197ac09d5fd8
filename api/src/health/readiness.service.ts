import { Injectable } from '@nestjs/common';
import { problem, ProblemException } from '../common/problem/problem';

/**
 * Whether this replica wants new traffic. main.ts turns it off the moment SIGTERM arrives, before
 * anything stops, so a balancer polling /health/ready moves traffic away while requests in flight
 * still finish.
 */
@Injectable()
export class Readiness {
  private stopping = false;

  get shuttingDown(): boolean {
    return this.stopping;
  }

  beginShutdown(): void {
    this.stopping = true;
  }
}

/** 503 from /health/ready while the replica shuts down (liveness keeps answering 200). */
export function shuttingDownProblem(): ProblemException {
  return new ProblemException(
    problem(
      503,
      'SHUTTING_DOWN',
      'Shutting down',
      'This instance is shutting down and takes no new work. Please try another one.',
    ),
  );
}
