/** The current time, injectable so tests can move it (session expiry, token lifetimes). */
export abstract class Clock {
  abstract now(): Date;
}

export class SystemClock extends Clock {
  now(): Date {
    return new Date();
  }
}
