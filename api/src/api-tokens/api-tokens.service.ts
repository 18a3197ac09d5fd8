import { Injectable } from '@nestjs/common';
import type { StaffPrincipal } from '../common/access/principals';
import { staffDisplayName } from '../common/access/principals';
import { Clock } from '../common/clock';
import { TransactionHost } from '../common/database/transaction-host';
import {
  notFoundProblem,
  problem,
  ProblemCode,
  ProblemException,
  validationProblem,
} from '../common/problem/problem';
import {
  ACTIVE_TOKEN_LIMIT,
  DEMO_ACTIVE_TOKEN_LIMIT,
  DEMO_TOKEN_MAX_LIFETIME_MS,
  generateToken,
  hashToken,
  isLive,
  LAST_USED_RESOLUTION_MS,
  TOKEN_MAX_LIFETIME_MS,
  visiblePrefix,
} from './api-token.rules';
import type { ApiScope } from '../common/access/api-scopes';
import type {
  ApiTokenDto,
  ApiTokenListDto,
  CreateApiTokenDto,
  CreatedApiTokenDto,
} from './dto/api-token.dto';
import { ApiToken } from './entities/api-token.entity';

/** A live token as the access guard needs it. */
export interface AuthenticatedToken {
  id: string;
  name: string;
  scopes: readonly ApiScope[];
  createdBy: string;
  createdAt: Date;
}

interface CreatorColumns {
  creator_role: string;
  creator_first_name: string;
  creator_last_name: string;
  creator_demo: boolean;
}

/**
 * API tokens: made by admins, shown once, stored as SHA-256 only, revocable, optionally
 * expiring. The public demo account's tokens are real (visitors may try the API) but short-lived
 * and few, and everything done with them is simulated and sees only examples, like the account.
 */
@Injectable()
export class ApiTokensService {
  constructor(
    private readonly transactions: TransactionHost,
    private readonly clock: Clock,
  ) {}

  private get tokens() {
    return this.transactions.repository(ApiToken);
  }

  async create(input: CreateApiTokenDto, staff: StaffPrincipal): Promise<CreatedApiTokenDto> {
    const now = this.clock.now();
    const expiresAt = this.expiry(input.expiresAt, staff, now);
    return this.transactions.transaction(async () => {
      // One creator at a time, so two requests cannot both pass the limit.
      await this.transactions.manager.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
        `api-tokens:${staff.id}`,
      ]);
      const live = await this.tokens
        .createQueryBuilder('token')
        .where('token.created_by = :id', { id: staff.id })
        .andWhere('token.revoked_at IS NULL')
        .andWhere('(token.expires_at IS NULL OR token.expires_at > :now)', { now })
        .getCount();
      const limit = staff.demo ? DEMO_ACTIVE_TOKEN_LIMIT : ACTIVE_TOKEN_LIMIT;
      if (live >= limit) {
        throw new ProblemException(
          problem(
            409,
            ProblemCode.TOKEN_LIMIT_REACHED,
            'Too many tokens',
            `An account may hold ${limit} live tokens; revoke one first.`,
          ),
        );
      }
      const token = generateToken();
      const saved = await this.tokens.save(
        this.tokens.create({
          name: input.name,
          prefix: visiblePrefix(token),
          tokenHash: hashToken(token),
          scopes: [...input.scopes],
          createdBy: staff.id,
          expiresAt,
          revokedAt: null,
          lastUsedAt: null,
        }),
      );
      return {
        ...toDto(saved, {
          creator_role: staff.role,
          creator_first_name: staff.firstName,
          creator_last_name: staff.lastName,
          creator_demo: staff.demo,
        }),
        token,
      };
    });
  }

  /** Admins see every token; the demo account only its own. Newest first. */
  async list(staff: StaffPrincipal): Promise<ApiTokenListDto> {
    const query = this.withCreator().orderBy('token.created_at', 'DESC').addOrderBy('token.id');
    if (staff.demo) query.andWhere('token.created_by = :id', { id: staff.id });
    const { entities, raw } = await query.getRawAndEntities<CreatorColumns>();
    return { items: entities.map((token, index) => toDto(token, raw[index]!)) };
  }

  /** Revokes at once (idempotent); 404 for a token this viewer may not see. */
  async revoke(id: string, staff: StaffPrincipal): Promise<ApiTokenDto> {
    const query = this.withCreator().where('token.id = :id', { id });
    if (staff.demo) query.andWhere('token.created_by = :staff', { staff: staff.id });
    const { entities, raw } = await query.getRawAndEntities<CreatorColumns>();
    const token = entities[0];
    if (!token) throw notFoundProblem('API token');
    if (token.revokedAt === null) {
      token.revokedAt = this.clock.now();
      await this.tokens.update({ id }, { revokedAt: token.revokedAt });
    }
    return toDto(token, raw[0]!);
  }

  /**
   * The live token behind a bearer token, or undefined (unknown, revoked or expired). Notes the
   * use to the minute, without a write per request.
   */
  async authenticate(token: string): Promise<AuthenticatedToken | undefined> {
    const now = this.clock.now();
    const row = await this.tokens.findOneBy({ tokenHash: hashToken(token) });
    if (!row || !isLive(row, now)) return undefined;
    if (
      row.lastUsedAt === null ||
      now.getTime() - row.lastUsedAt.getTime() >= LAST_USED_RESOLUTION_MS
    ) {
      await this.tokens.update({ id: row.id }, { lastUsedAt: now });
    }
    return {
      id: row.id,
      name: row.name,
      scopes: row.scopes as ApiScope[],
      createdBy: row.createdBy,
      createdAt: row.createdAt,
    };
  }

  private withCreator() {
    return this.tokens
      .createQueryBuilder('token')
      .innerJoin('employees', 'creator', 'creator.id = token.created_by')
      .addSelect('creator.role', 'creator_role')
      .addSelect('creator.first_name', 'creator_first_name')
      .addSelect('creator.last_name', 'creator_last_name')
      .addSelect('creator.demo', 'creator_demo');
  }

  /** The expiry asked for, within the account's limits (a day for the demo account). */
  private expiry(requested: string | undefined, staff: StaffPrincipal, now: Date): Date | null {
    const maxLifetime = staff.demo ? DEMO_TOKEN_MAX_LIFETIME_MS : TOKEN_MAX_LIFETIME_MS;
    if (requested === undefined) {
      return staff.demo ? new Date(now.getTime() + DEMO_TOKEN_MAX_LIFETIME_MS) : null;
    }
    const expiresAt = new Date(requested);
    const fail = (message: string) =>
      validationProblem([{ field: 'expiresAt', code: 'INVALID_EXPIRY', message }]);
    if (Number.isNaN(expiresAt.getTime())) throw fail('Not a valid date and time.');
    if (expiresAt <= now) throw fail('The expiry must lie in the future.');
    if (expiresAt.getTime() - now.getTime() > maxLifetime) {
      throw fail(
        staff.demo
          ? 'Tokens of the demo account expire within a day.'
          : 'A token expires within a year at most.',
      );
    }
    return expiresAt;
  }
}

function toDto(token: ApiToken, creator: CreatorColumns): ApiTokenDto {
  return {
    id: token.id,
    name: token.name,
    prefix: token.prefix,
    scopes: token.scopes as ApiScope[],
    createdByName: staffDisplayName({
      role: creator.creator_role as StaffPrincipal['role'],
      firstName: creator.creator_first_name,
      lastName: creator.creator_last_name,
    }),
    createdAt: token.createdAt,
    expiresAt: token.expiresAt,
    revokedAt: token.revokedAt,
    lastUsedAt: token.lastUsedAt,
    demo: creator.creator_demo,
  };
}
