import { Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import { isPasswordValid } from '@app/domain';
import { randomBytes, randomInt } from 'node:crypto';
import { User } from './user.entity';
import { UsersService } from './users.service';

export interface AdminCredentials {
  fullName: string;
  phone: string;
  email: string;
  password: string;
}

const SPECIALS = '!@#$%^&*?';

/** A strong password that meets the shop's rules: 20 random base64url characters plus classes. */
export function generatePassword(): string {
  for (;;) {
    const body = randomBytes(15).toString('base64url');
    const candidate = `${body}${SPECIALS[randomInt(SPECIALS.length)]}${randomInt(10)}aZ`;
    if (isPasswordValid(candidate)) return candidate;
  }
}

/** Generated credentials: a number in the unassigned +999 country code, so it is nobody's phone. */
export function generateAdminCredentials(): AdminCredentials {
  const digits = Array.from({ length: 9 }, () => randomInt(10)).join('');
  return {
    fullName: 'Administrator',
    phone: `+999${digits}`,
    email: `admin-${randomBytes(3).toString('hex')}@derleng.local`,
    password: generatePassword(),
  };
}

/** The console lines that show generated credentials, once. */
export function credentialsBanner(credentials: AdminCredentials, signInUrl: string): string {
  const rule = '─'.repeat(72);
  return [
    rule,
    'No admin account existed, so one was created. It is shown this once:',
    `  sign in at  ${signInUrl}`,
    `  email       ${credentials.email}`,
    `  phone       ${credentials.phone}`,
    `  password    ${credentials.password}`,
    'Keep it somewhere safe. Make your own admin with `npm run admin:create -- --phone … --email …`.',
    rule,
    '',
  ].join('\n');
}

/**
 * At start, when no admin exists: creates one from ADMIN_PHONE/ADMIN_EMAIL/ADMIN_PASSWORD, or, in
 * the embedded development default, generates one and prints it on the console once. Production
 * without settings only warns (an admin comes from `npm run admin:create`). Never on a page.
 */
@Injectable()
export class FirstAdmin implements OnApplicationBootstrap {
  constructor(
    private readonly users: UsersService,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.ensure();
  }

  /** Returns the admin it created, or null when one existed or none was configured. */
  async ensure(write: (text: string) => void = (text) => process.stdout.write(text)): Promise<User | null> {
    const { firstAdmin, generateFirstAdmin } = this.config.auth;
    if (!firstAdmin && !generateFirstAdmin) {
      if (!(await this.users.hasAdmin()))
        this.logger.warn('no admin account: create one with `npm run admin:create -- --phone … --email …`');
      return null;
    }
    const credentials = firstAdmin ?? generateAdminCredentials();
    const created = await this.users.withAdminsLock(async (manager) => {
      if (await this.users.hasAdmin(manager)) return null;
      return this.users.create({ ...credentials, role: 'admin', isVerified: true }, manager);
    });
    if (!created) return null;
    this.logger.info({ userId: created.id, email: created.email }, 'first admin account created');
    if (!firstAdmin)
      write(credentialsBanner(credentials, `${this.config.http.publicUrl}/signin?subdomain=admin`));
    return created;
  }
}
