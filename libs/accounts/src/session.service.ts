import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { AppConfig } from '@app/core';
import type { UserRole } from '@app/contracts';
import { createHash, randomBytes } from 'node:crypto';
import { EntityManager, LessThanOrEqual, Repository } from 'typeorm';
import { initialExpiry, isSessionLive, needsTouch, slidIdleExpiry } from './session-lifetime';
import { SessionRevocations } from './session-revocations';
import { User } from './user.entity';
import { UserSession } from './user-session.entity';

/** 32 random bytes, base64url: the only form of a token the api accepts. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();

export interface SessionMeta {
  ip?: string | null;
  userAgent?: string | null;
}

export interface ResolvedSession {
  user: User;
  session: UserSession;
}

export interface IssuedSession {
  /** The cookie value; shown once, stored only as its SHA-256. */
  token: string;
  session: UserSession;
  /** For the cookie's Max-Age. */
  maxAgeSeconds: number;
}

/** Server-side sessions: issue, resolve (sliding the idle expiry), revoke. */
@Injectable()
export class SessionService {
  constructor(
    @InjectRepository(UserSession) private readonly repo: Repository<UserSession>,
    private readonly config: AppConfig,
    private readonly revocations: SessionRevocations,
  ) {}

  lifetimeOf(role: UserRole) {
    return this.config.auth.lifetimes[role === 'admin' ? 'admin' : 'user'];
  }

  async issue(
    user: Pick<User, 'id' | 'role'>,
    meta: SessionMeta,
    manager: EntityManager = this.repo.manager,
    now = new Date(),
  ): Promise<IssuedSession> {
    const token = randomBytes(32).toString('base64url');
    const lifetime = this.lifetimeOf(user.role);
    const expiry = initialExpiry(now, lifetime);
    const session = await manager.save(
      manager.create(UserSession, {
        tokenHash: hashToken(token),
        userId: user.id,
        lastSeenAt: now,
        idleExpiresAt: expiry.idle,
        absoluteExpiresAt: expiry.absolute,
        ip: meta.ip?.slice(0, 64) ?? null,
        userAgent: meta.userAgent?.slice(0, 255) ?? null,
        // An admin's session opens nothing until the second step (AdminMfa) clears this.
        mfaPending: user.role === 'admin',
      }),
    );
    return { token, session, maxAgeSeconds: Math.floor(lifetime.absoluteMs / 1000) };
  }

  /**
   * The live session of `token` and its user, or null (unknown, revoked, idle or past its end, or
   * waiting for its second step: only the two-step routes pass `allowMfaPending`).
   */
  async resolve(
    token: string | undefined | null,
    now = new Date(),
    options: { allowMfaPending?: boolean } = {},
  ): Promise<ResolvedSession | null> {
    if (!token || !TOKEN_PATTERN.test(token)) return null;
    const session = await this.repo.findOneBy({ tokenHash: hashToken(token) });
    if (!session) return null;
    if (session.mfaPending && !options.allowMfaPending) return null;
    if (!isSessionLive(now, { idle: session.idleExpiresAt, absolute: session.absoluteExpiresAt })) {
      await this.repo.delete({ id: session.id });
      return null;
    }
    const user = await this.repo.manager.findOneBy(User, { id: session.userId });
    if (!user) return null;
    if (user.disabledAt) {
      await this.repo.delete({ userId: user.id });
      return null;
    }
    if (needsTouch(now, session.lastSeenAt)) {
      // The user's current role picks the idle lifetime; the absolute end never moves. A role
      // change must revoke the user's sessions (revokeAllOf), so a new admin signs in again.
      const idle = slidIdleExpiry(now, session.absoluteExpiresAt, this.lifetimeOf(user.role));
      await this.repo.update({ id: session.id }, { lastSeenAt: now, idleExpiresAt: idle });
      Object.assign(session, { lastSeenAt: now, idleExpiresAt: idle });
    }
    return { user, session };
  }

  /** Ends the session of `token` (sign-out, rotation at sign-in). Unknown tokens are ignored. */
  async revokeToken(token: string | undefined | null): Promise<void> {
    if (!token || !TOKEN_PATTERN.test(token)) return;
    const session = await this.repo.findOneBy({ tokenHash: hashToken(token) });
    if (!session) return;
    await this.repo.delete({ id: session.id });
    this.revocations.revoked(session.userId);
  }

  /** Ends every session of a user (password change); call notifyRevoked after the commit. */
  async revokeAllOf(userId: string, manager: EntityManager = this.repo.manager): Promise<number> {
    const result = await manager.delete(UserSession, { userId });
    return result.affected ?? 0;
  }

  /**
   * Ends every session but `keepSessionId` (the admin's own; Force Logout All). Returns how many
   * ended and whose; call notifyRevoked for each user after the commit.
   */
  async revokeAllExcept(
    keepSessionId: string,
    manager: EntityManager = this.repo.manager,
  ): Promise<{ sessions: number; userIds: string[] }> {
    // TypeORM answers a DELETE with [rows, count].
    const [rows]: [{ user_id: string }[], number] = await manager.query(
      'DELETE FROM user_session WHERE id <> $1 RETURNING user_id',
      [keepSessionId],
    );
    return { sessions: rows.length, userIds: [...new Set(rows.map((row) => row.user_id))] };
  }

  /** After a commit that revoked sessions of `userId`: drops that user's sockets. */
  notifyRevoked(userId: string): void {
    this.revocations.revoked(userId);
  }

  /** Sessions past their idle or absolute end (the hourly sweep). */
  async pruneExpired(now = new Date()): Promise<number> {
    const idle = await this.repo.delete({ idleExpiresAt: LessThanOrEqual(now) });
    const absolute = await this.repo.delete({ absoluteExpiresAt: LessThanOrEqual(now) });
    return (idle.affected ?? 0) + (absolute.affected ?? 0);
  }
}
