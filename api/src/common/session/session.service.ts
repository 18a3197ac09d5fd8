import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import type { ResolvedConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from '../clock';
import { TransactionHost } from '../database/transaction-host';
import { sessionCookieName } from './session-cookie';
import { LOGIN_SESSION_MAX_AGE_MS } from './session.constants';
import type { GalleryMemberSession, StaffSession } from './session-data';

/**
 * The one place that creates, regenerates and ends server-side sessions (express-session in
 * PostgreSQL). Staff and gallery logins live side by side in one session: a gallery login keeps
 * a staff login, a gallery logout keeps it too, and a staff login or logout replaces everything.
 * A new session id at every login prevents fixation; the CSRF token stays with the old id, so the
 * client fetches a new one.
 */
@Injectable()
export class SessionService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: ResolvedConfig,
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  /** The staff login stored in the caller's session, as stored (the access guard checks it). */
  staffOf(request: Request): StaffSession | undefined {
    return request.session?.staff;
  }

  /** The gallery login stored in the caller's session. */
  galleryMemberOf(request: Request): GalleryMemberSession | undefined {
    return request.session?.galleryMember;
  }

  /** Staff login: a fresh session that holds this login only. */
  async startStaffSession(
    request: Request,
    account: Pick<StaffSession, 'id' | 'role' | 'demo'>,
  ): Promise<StaffSession> {
    const staff: StaffSession = {
      id: account.id,
      role: account.role,
      demo: account.demo,
      loggedInAt: this.clock.now().getTime(),
    };
    await regenerate(request, (session) => {
      session.staff = staff;
    });
    return staff;
  }

  /** Gallery login (also right after registering): a fresh session; a staff login is kept. */
  async startGalleryMemberSession(request: Request, member: GalleryMemberSession): Promise<void> {
    const staff = request.session.staff;
    await regenerate(request, (session) => {
      session.galleryMember = member;
      if (staff) session.staff = staff;
    });
  }

  /** Staff logout: ends the whole session (also when there is none) and drops the cookie. */
  async endSession(request: Request, response: Response): Promise<void> {
    await this.destroy(request);
    this.clearCookie(response);
  }

  /** Gallery logout: with a staff login in the session only the member goes; else it all ends. */
  async endGalleryMemberSession(request: Request, response: Response): Promise<void> {
    if (request.session.staff) {
      delete request.session.galleryMember;
      return;
    }
    await this.destroy(request);
    this.clearCookie(response);
  }

  /**
   * Stores the session now, so that a store that is down answers this request (503) instead of
   * failing in express-session's save after the answer went out — e.g. a CSRF token must never
   * be handed out for a session that was not stored.
   */
  save(request: Request): Promise<void> {
    return new Promise((resolve, reject) =>
      request.session.save((error: unknown) => (error ? reject(error) : resolve())),
    );
  }

  /** Ends the caller's session, e.g. when its account was deactivated or it expired. */
  destroy(request: Request): Promise<void> {
    if (!request.session) return Promise.resolve();
    return new Promise((resolve, reject) =>
      request.session.destroy((error: unknown) => (error ? reject(error) : resolve())),
    );
  }

  /**
   * Ends every session of a staff account (deactivation, password reset). The session table
   * lives in the same database, so this joins a surrounding transaction: a simulated demo
   * deactivation is rolled back together with its sessions' removal.
   */
  async endAllStaffSessions(staffId: string): Promise<void> {
    await this.transactions.manager.query(
      `DELETE FROM "session" WHERE (("sess" -> 'staff') ->> 'id') = $1`,
      [staffId],
    );
  }

  private clearCookie(response: Response): void {
    response.clearCookie(sessionCookieName(this.config.publicUrl), { path: '/' });
  }
}

type SessionContents = Request['session'];

/** Swaps the session for a new one (new id, empty), fills it and saves it. */
function regenerate(request: Request, fill: (session: SessionContents) => void): Promise<void> {
  return new Promise((resolve, reject) =>
    request.session.regenerate((error: unknown) => {
      if (error) return reject(error);
      request.session.cookie.maxAge = LOGIN_SESSION_MAX_AGE_MS;
      fill(request.session);
      request.session.save((saveError: unknown) => (saveError ? reject(saveError) : resolve()));
    }),
  );
}
