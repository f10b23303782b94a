import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/** OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane (about 40 ms here). */
export const ARGON2_OPTIONS = {
  type: argon2.argon2id,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Longer passwords are refused before hashing, so a huge body cannot buy a long hash. */
export const PASSWORD_MAX_LENGTH = 128;

/** argon2id hashing and verification; unknown accounts are verified against a dummy hash. */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return argon2.hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a malformed stored hash (never throws on bad input). */
  async verify(hash: string, password: string): Promise<boolean> {
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Spends the same time as a real check, so a missing account cannot be told apart by timing. */
  async verifyNobody(password: string): Promise<false> {
    this.dummy ??= this.hash('dummy password that matches no account');
    await this.verify(await this.dummy, password);
    return false;
  }

  /** True when the stored hash was made with other parameters (rehashed at the next sign-in). */
  needsRehash(hash: string): boolean {
    try {
      return argon2.needsRehash(hash, ARGON2_OPTIONS);
    } catch {
      return true;
    }
  }
}
