import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { SecretBox } from '@app/core';
import { DEFAULT_LANGUAGE, type Language } from '@app/i18n';
import { Notifications } from '@app/notifications';
import { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_TEXTS } from './account-errors';
import { addressKey } from './address-key';
import { PasswordHasher } from './password-hasher';
import { SessionService } from './session.service';
import { SignInThrottle } from './sign-in-throttle';
import { User } from './user.entity';
import { normaliseEmail } from './user-view';

/** A reset code lives this long, and may be tried this many times. */
export const RESET_CODE_MINUTES = 30;
export const RESET_CODE_MAX_TRIES = 5;

const hashCode = (code: string): Buffer => createHash('sha256').update(code).digest();

/** 8 digits, easy to type from an email on a phone; the table keeps only its SHA-256. */
const newCode = (): string => String(randomInt(0, 100_000_000)).padStart(8, '0');

export const resetCodeInvalid = () =>
  new HttpException(
    { code: 'RESET_CODE_INVALID', message: ACCOUNT_TEXTS.recovery.codeInvalid },
    HttpStatus.BAD_REQUEST,
  );

/**
 * Called in the transaction that replaces a password (change or reset), after the user's sessions
 * ended: the place to revoke anything else that opens the account without the password (rescue
 * links, when they exist). Register with `PasswordResets.onPasswordReplaced`.
 */
export type PasswordReplacedHook = (manager: EntityManager, userId: string) => Promise<void>;

/**
 * "Forgot password" by email: a single-use, 30-minute code (only its hash stored), sent by email
 * (sealed in the notification row, opened when the email is rendered). The request answers the
 * same whether or not the address has an account; requests and code tries are throttled.
 */
@Injectable()
export class PasswordResets {
  private readonly hooks: PasswordReplacedHook[] = [];

  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: SignInThrottle,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionService,
    private readonly notifications: Notifications,
    private readonly box: SecretBox,
  ) {}

  onPasswordReplaced(hook: PasswordReplacedHook): void {
    this.hooks.push(hook);
  }

  /** Runs the registered hooks (sessions are revoked by the caller in the same transaction). */
  async passwordReplaced(manager: EntityManager, userId: string): Promise<void> {
    for (const hook of this.hooks) await hook(manager, userId);
  }

  /** Always resolves the same way; an email goes out only when the address has an account. */
  async request(rawEmail: string, client: { ip?: string | null; language?: Language }): Promise<void> {
    const email = normaliseEmail(rawEmail);
    await this.throttle.reserve(
      this.throttle.resetRules(email, addressKey(client.ip)),
      new Date(),
      ACCOUNT_TEXTS.errors.tooManyAttempts,
    );
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    if (!user || user.disabledAt) return;
    const code = newCode();
    await this.dataSource.transaction(async (manager) => {
      // One live code per account: a new request replaces the previous one.
      await manager.query(
        'UPDATE password_reset SET used_at = now() WHERE user_id = $1 AND used_at IS NULL',
        [user.id],
      );
      const rows: { id: string }[] = await manager.query(
        `INSERT INTO password_reset (user_id, code_hash, expires_at)
         VALUES ($1, $2, now() + make_interval(mins => $3)) RETURNING id`,
        [user.id, hashCode(code), RESET_CODE_MINUTES],
      );
      await this.notifications.enqueue(manager, {
        kind: 'password_reset',
        subjectId: rows[0].id,
        to: user.email,
        language: client.language ?? DEFAULT_LANGUAGE,
        data: {
          customerName: user.fullName,
          email: user.email,
          minutes: RESET_CODE_MINUTES,
          sealed: { code: this.box.seal(code) },
        },
      });
    });
  }

  /**
   * Sets a new password with the emailed code: the code works once, within its lifetime and its
   * tries. Every session of the account ends; the owner gets the password_changed email.
   */
  async reset(
    input: { email: string; code: string; password: string },
    client: { ip?: string | null; language?: Language },
  ): Promise<void> {
    const email = normaliseEmail(input.email);
    const reservation = await this.throttle.reserveSignIn(`reset:${email}`, addressKey(client.ip));
    const user = await this.dataSource.getRepository(User).findOneBy({ email });
    const live: { id: string; code_hash: Buffer }[] = user
      ? await this.dataSource.query(
          `SELECT id, code_hash FROM password_reset
           WHERE user_id = $1 AND used_at IS NULL AND expires_at > now() AND failed_attempts < $2
           ORDER BY created_at DESC LIMIT 1`,
          [user.id, RESET_CODE_MAX_TRIES],
        )
      : [];
    const row = live[0];
    const given = hashCode(input.code.trim());
    if (!user || !row || !timingSafeEqual(given, row.code_hash)) {
      if (row)
        await this.dataSource.query(
          'UPDATE password_reset SET failed_attempts = failed_attempts + 1 WHERE id = $1',
          [row.id],
        );
      throw resetCodeInvalid();
    }
    const hash = await this.hasher.hash(input.password);
    await this.dataSource.transaction(async (manager) => {
      // Compare-and-set: of two concurrent uses of one code, only one changes the password.
      const used: unknown = await manager.query(
        'UPDATE password_reset SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
        [row.id],
      );
      const usedRows = Array.isArray(used) && Array.isArray(used[0]) ? used[0] : (used as unknown[]);
      if (!usedRows.length) throw resetCodeInvalid();
      await manager.update(User, { id: user.id }, { passwordHash: hash });
      await this.sessions.revokeAllOf(user.id, manager);
      await this.passwordReplaced(manager, user.id);
      await this.notifications.enqueue(manager, {
        kind: 'password_changed',
        subjectId: `reset:${row.id}`,
        to: user.email,
        language: client.language ?? DEFAULT_LANGUAGE,
        data: { customerName: user.fullName, changedAt: new Date().toISOString() },
      });
    });
    await this.throttle.release(reservation);
    this.sessions.notifyRevoked(user.id);
  }
}
