import { Injectable } from '@nestjs/common';
import { hash, parseOptions, verify, type Algorithm, type Version } from '@node-rs/argon2';

/**
 * The binding's enums are `const enum`s (types only at run time), so their values are spelled here:
 * argon2id is 2 and version 0x13 (19) is 1 in @node-rs/argon2.
 */
const ARGON2ID = 2 as Algorithm;
const VERSION_0X13 = 1 as Version;

/** OWASP's argon2id setting: 19 MiB of memory, 2 passes, 1 lane (about 40 ms here). */
export const ARGON2_OPTIONS = {
  algorithm: ARGON2ID,
  version: VERSION_0X13,
  memoryCost: 19456,
  timeCost: 2,
  parallelism: 1,
} as const;

/** Longer passwords are refused before hashing, so a huge body cannot buy a long hash. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * argon2id hashing and verification (PHC strings, `$argon2id$v=19$m=…,t=…,p=…$salt$hash`); unknown
 * accounts are verified against a dummy hash. The binding (@node-rs/argon2) installs prebuilt.
 */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  /** False for a wrong password and for a malformed stored hash (never throws on bad input). */
  async verify(stored: string, password: string): Promise<boolean> {
    try {
      return await verify(stored, password);
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
  needsRehash(stored: string): boolean {
    try {
      const used = parseOptions(stored);
      return (
        used.algorithm !== ARGON2_OPTIONS.algorithm ||
        used.version !== ARGON2_OPTIONS.version ||
        used.memoryCost !== ARGON2_OPTIONS.memoryCost ||
        used.timeCost !== ARGON2_OPTIONS.timeCost ||
        used.parallelism !== ARGON2_OPTIONS.parallelism
      );
    } catch {
      return true;
    }
  }
}
