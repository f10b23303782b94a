import { HttpException, HttpStatus, Injectable, OnModuleInit } from '@nestjs/common';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { PasswordResets } from '@app/accounts';
import type { RescueLinkProblem } from '@app/contracts';
import { AppConfig } from '@app/core';
import { DataSource, EntityManager } from 'typeorm';

/** A rescue link works this long. */
export const RESCUE_LINK_DAYS = 7;

const MESSAGES: Record<RescueLinkProblem, string> = {
  RESCUE_LINK_INVALID: 'This top-up link is not valid',
  RESCUE_LINK_EXPIRED: 'This top-up link has expired',
  RESCUE_LINK_REVOKED: 'This top-up link was cancelled',
};

export const rescueLinkRefused = (code: RescueLinkProblem) =>
  new HttpException(
    { code, message: MESSAGES[code] },
    code === 'RESCUE_LINK_INVALID' ? HttpStatus.FORBIDDEN : HttpStatus.GONE,
  );

const hashOf = (token: string): Buffer => createHash('sha256').update(token).digest();
const TOKEN = /^[A-Za-z0-9_-]{32}\.[A-Za-z0-9_-]{22}$/;

/** The eSIM a link names, once its token checked out. */
export interface RescueGrant {
  esimId: string;
  userId: string | null;
  expiresAt: Date;
}

/**
 * The signed top-up links alerts carry (`/esim/{id}/rescue?t=…`): 24 random bytes and an HMAC of
 * them with the eSIM id under SESSION_SECRET, so a link altered in any character (or moved to
 * another eSIM) fails before the database is asked. Stored only as SHA-256, with the owner: a
 * password change or reset revokes the owner's links (PasswordResets.onPasswordReplaced, also run
 * on a change of sign-in phone or email), a deleted account takes them with it (foreign key).
 * A link opens one eSIM's renewal options and nothing else.
 */
@Injectable()
export class RescueLinks implements OnModuleInit {
  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly resets: PasswordResets,
  ) {}

  onModuleInit(): void {
    this.resets.onPasswordReplaced((manager, userId) => this.revokeAllOf(manager, userId));
  }

  private mac(esimId: string, nonce: string): string {
    return createHmac('sha256', this.config.security.sessionSecret)
      .update(`rescue:${esimId}:${nonce}`)
      .digest()
      .subarray(0, 16)
      .toString('base64url');
  }

  /** A new link token for the eSIM, stored hashed in the caller's transaction. */
  async issue(manager: EntityManager, esim: { id: string; userId: string | null }): Promise<string> {
    const nonce = randomBytes(24).toString('base64url');
    const token = `${nonce}.${this.mac(esim.id, nonce)}`;
    await manager.query(
      `INSERT INTO rescue_token (esim_id, user_id, token_hash, expires_at)
       VALUES ($1, $2, $3, now() + make_interval(days => $4))`,
      [esim.id, esim.userId, hashOf(token), RESCUE_LINK_DAYS],
    );
    return token;
  }

  /** Checks a token for this eSIM: signature, then the stored row (expired, revoked). */
  async check(esimId: string, token: string | undefined | null): Promise<RescueGrant> {
    if (!token || !TOKEN.test(token)) throw rescueLinkRefused('RESCUE_LINK_INVALID');
    const [nonce, mac] = token.split('.');
    const expected = Buffer.from(this.mac(esimId, nonce));
    if (expected.length !== mac.length || !timingSafeEqual(expected, Buffer.from(mac)))
      throw rescueLinkRefused('RESCUE_LINK_INVALID');
    const rows: { esim_id: string; user_id: string | null; expires_at: Date; revoked_at: Date | null }[] =
      await this.dataSource.query(
        'SELECT esim_id, user_id, expires_at, revoked_at FROM rescue_token WHERE token_hash = $1',
        [hashOf(token)],
      );
    const row = rows[0];
    if (!row || row.esim_id !== esimId) throw rescueLinkRefused('RESCUE_LINK_REVOKED');
    if (row.revoked_at) throw rescueLinkRefused('RESCUE_LINK_REVOKED');
    if (row.expires_at.getTime() <= Date.now()) throw rescueLinkRefused('RESCUE_LINK_EXPIRED');
    return { esimId, userId: row.user_id, expiresAt: row.expires_at };
  }

  /** Every live link of an account stops working (in the password change's transaction). */
  async revokeAllOf(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      'UPDATE rescue_token SET revoked_at = now() WHERE user_id = $1 AND revoked_at IS NULL',
      [userId],
    );
  }
}
