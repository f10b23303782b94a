import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { DataSource, EntityManager } from 'typeorm';
import { ACCOUNT_TEXTS } from './account-errors';
import { addressKey } from './address-key';
import { SignInThrottle } from './sign-in-throttle';
import { User } from './user.entity';
import { UserSession } from './user-session.entity';

/** A sensitive admin action needs a TOTP check this recent. */
export const RECENT_MFA_MS = 10 * 60 * 1000;
/** RFC 6238's time step. */
const STEP_SECONDS = 30;
/** Codes of the step before and after the current one are accepted (clock drift). */
const TOLERANCE_SECONDS = 30;
const RECOVERY_CODES = 10;
const ISSUER = 'Derleng eSIM';

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();
/** `xxxx-xxxx-xxxx`, lower-case hex: 48 random bits each. */
const newRecoveryCode = (): string =>
  randomBytes(6)
    .toString('hex')
    .replace(/(.{4})(?=.)/g, '$1-');
/** The rows of an `UPDATE … RETURNING` through DataSource.query (Postgres gives [rows, count]). */
const rowsOf = (result: unknown): unknown[] =>
  Array.isArray(result) && Array.isArray(result[0]) ? (result[0] as unknown[]) : (result as unknown[]);
const normaliseRecovery = (code: string): string => code.trim().toLowerCase().replace(/\s+/g, '');

export const mfaCodeInvalid = () =>
  new HttpException(
    { code: 'MFA_CODE_INVALID', message: ACCOUNT_TEXTS.mfa.codeInvalid },
    HttpStatus.BAD_REQUEST,
  );

export interface MfaEnrolment {
  /** Base32, for typing into the app by hand. */
  secret: string;
  otpauthUri: string;
  /** The otpauth URI as a PNG data URL (our `qrcode`). */
  qrDataUrl: string;
}

/**
 * Admin two-step verification: TOTP (RFC 6238: SHA-1, 6 digits, 30 s, otplib) with recovery codes.
 * An admin's new session is `mfa_pending` (SessionService.issue) until a code is given here; an
 * admin without TOTP enrols first (secret sealed under SECRETS_KEY, confirmed by a first code,
 * then 10 single-use recovery codes, stored as SHA-256). Code tries are throttled like sign-ins.
 */
@Injectable()
export class AdminMfa {
  constructor(
    private readonly dataSource: DataSource,
    private readonly throttle: SignInThrottle,
  ) {}

  async isEnrolled(userId: string): Promise<boolean> {
    const user = await this.dataSource.getRepository(User).findOneBy({ id: userId });
    return Boolean(user?.totpEnabledAt);
  }

  /** A new secret for an admin without TOTP (a pending session's first step). */
  async enrol(user: Pick<User, 'id' | 'email' | 'totpEnabledAt'>): Promise<MfaEnrolment> {
    if (user.totpEnabledAt) throw mfaCodeInvalid();
    const secret = generateSecret();
    await this.dataSource
      .getRepository(User)
      .update({ id: user.id }, { totpSecret: secret, totpLastStep: null });
    const otpauthUri = generateURI({ issuer: ISSUER, label: user.email, secret });
    return { secret, otpauthUri, qrDataUrl: await QRCode.toDataURL(otpauthUri, { margin: 1, width: 240 }) };
  }

  /** The first code confirms the enrolment: TOTP on, recovery codes handed out once, session verified. */
  async confirm(
    user: Pick<User, 'id' | 'totpEnabledAt'>,
    session: Pick<UserSession, 'id'>,
    code: string,
    ip: string | null | undefined,
  ): Promise<{ recoveryCodes: string[] }> {
    if (user.totpEnabledAt) throw mfaCodeInvalid();
    await this.checked(user.id, ip, async () => this.totpMatches(user.id, code));
    const recoveryCodes = Array.from({ length: RECOVERY_CODES }, newRecoveryCode);
    await this.dataSource.transaction(async (manager) => {
      await manager.update(User, { id: user.id }, { totpEnabledAt: new Date() });
      await manager.query('DELETE FROM mfa_recovery_code WHERE user_id = $1', [user.id]);
      for (const recovery of recoveryCodes)
        await manager.query('INSERT INTO mfa_recovery_code (user_id, code_hash) VALUES ($1, $2)', [
          user.id,
          sha256(recovery),
        ]);
      await this.markVerified(manager, session.id);
    });
    return { recoveryCodes };
  }

  /** A TOTP code, or one unused recovery code (then spent): the session is verified now. */
  async verify(
    user: Pick<User, 'id' | 'totpEnabledAt'>,
    session: Pick<UserSession, 'id'>,
    code: string,
    ip: string | null | undefined,
  ): Promise<void> {
    if (!user.totpEnabledAt) throw mfaCodeInvalid();
    await this.checked(user.id, ip, async () => {
      if (await this.totpMatches(user.id, code)) return true;
      return this.spendRecoveryCode(user.id, code);
    });
    await this.dataSource.transaction((manager) => this.markVerified(manager, session.id));
  }

  /** Whether this session proved TOTP within the last 10 minutes (sensitive admin actions). */
  isRecent(session: Pick<UserSession, 'mfaVerifiedAt'>, now = new Date()): boolean {
    return Boolean(session.mfaVerifiedAt && now.getTime() - session.mfaVerifiedAt.getTime() <= RECENT_MFA_MS);
  }

  /** Turns TOTP off for a user (admin:create --reset-mfa): the next sign-in enrols again. */
  static async reset(manager: EntityManager, userId: string): Promise<void> {
    await manager.query(
      'UPDATE app_user SET totp_secret = NULL, totp_enabled_at = NULL, totp_last_step = NULL WHERE id = $1',
      [userId],
    );
    await manager.query('DELETE FROM mfa_recovery_code WHERE user_id = $1', [userId]);
    await manager.query('DELETE FROM user_session WHERE user_id = $1', [userId]);
  }

  private async checked(userId: string, ip: string | null | undefined, check: () => Promise<boolean>) {
    const reservation = await this.throttle.reserveSignIn(`mfa:${userId}`, addressKey(ip));
    if (!(await check())) throw mfaCodeInvalid();
    await this.throttle.release(reservation);
  }

  /**
   * Whether `code` is this user's TOTP code of a step after the last one used, claiming that step:
   * a code works once (RFC 6238 §5.2), even for two sign-ins racing with it.
   */
  private async totpMatches(userId: string, code: string): Promise<boolean> {
    const token = code.replace(/\s+/g, '');
    if (!/^\d{6}$/.test(token)) return false;
    const user = await this.dataSource
      .getRepository(User)
      .createQueryBuilder('user')
      .addSelect(['user.totpSecret', 'user.totpLastStep'])
      .where('user.id = :userId', { userId })
      .getOne();
    if (!user?.totpSecret) return false;
    // otplib refuses an afterTimeStep past the window's last step (a clock set back): capped there,
    // every step of the window counts as used.
    const windowEnd = Math.floor((Date.now() / 1000 + TOLERANCE_SECONDS) / STEP_SECONDS);
    const lastStep = user.totpLastStep === null ? undefined : Math.min(Number(user.totpLastStep), windowEnd);
    const result = await verify({
      secret: user.totpSecret,
      token,
      epochTolerance: TOLERANCE_SECONDS,
      afterTimeStep: lastStep,
    });
    // TOTP's answer names the step it matched (the union type also covers HOTP's).
    if (!result.valid || !('timeStep' in result)) return false;
    const claimed: unknown = await this.dataSource.query(
      `UPDATE app_user SET totp_last_step = $2
        WHERE id = $1 AND (totp_last_step IS NULL OR totp_last_step < $2) RETURNING id`,
      [userId, result.timeStep],
    );
    return rowsOf(claimed).length === 1;
  }

  private async spendRecoveryCode(userId: string, code: string): Promise<boolean> {
    const hash = sha256(normaliseRecovery(code));
    const rows: { id: string; code_hash: Buffer }[] = await this.dataSource.query(
      'SELECT id, code_hash FROM mfa_recovery_code WHERE user_id = $1 AND used_at IS NULL',
      [userId],
    );
    const match = rows.find((row) => timingSafeEqual(row.code_hash, hash));
    if (!match) return false;
    const spent: unknown = await this.dataSource.query(
      'UPDATE mfa_recovery_code SET used_at = now() WHERE id = $1 AND used_at IS NULL RETURNING id',
      [match.id],
    );
    return rowsOf(spent).length === 1;
  }

  private async markVerified(manager: EntityManager, sessionId: string): Promise<void> {
    await manager.update(UserSession, { id: sessionId }, { mfaPending: false, mfaVerifiedAt: new Date() });
  }
}
