import { randomBytes } from 'node:crypto';
import { SimError } from './roamesim-request';

export interface RoamesimCredentials {
  phone: string;
  password: string;
  signKey: string;
}

/** Dev defaults; the real account sheet gives the phone, password and sign key. */
export const credentialsFromEnv = (env: NodeJS.ProcessEnv = process.env): RoamesimCredentials => ({
  phone: env.ROAMESIM_PHONE || '85500000000',
  password: env.ROAMESIM_PASSWORD || 'sandbox-password',
  signKey: env.ROAMESIM_SIGN_KEY || '1234567890qwertyuiopasdfghjklzxc',
});

/**
 * One account, one live token: each login replaces (and so invalidates) the previous token, as
 * the real API does. Tokens expire after tokenTtlMs.
 */
export class RoamesimAuth {
  private current: { token: string; expiresAt: number } | null = null;
  loginCount = 0;

  constructor(
    readonly credentials: RoamesimCredentials,
    private readonly ttlMs: () => number,
  ) {}

  login(phone: string | undefined, password: string | undefined): string {
    if (!phone || !password) throw new SimError(-2, 'phonenumber or password is empty');
    if (phone !== this.credentials.phone || password !== this.credentials.password) {
      throw new SimError(-1, 'user name or password wrong');
    }
    this.loginCount += 1;
    const token = `${29280 + this.loginCount}-${randomBytes(16).toString('hex').toUpperCase()}`;
    this.current = { token, expiresAt: Date.now() + this.ttlMs() };
    return token;
  }

  /** Throws -1 'token expire' unless the token is the live one. */
  check(token: string | undefined): void {
    if (!token) throw new SimError(-2, 'token is empty');
    if (!this.current || this.current.token !== token || Date.now() >= this.current.expiresAt) {
      throw new SimError(-1, 'token expire');
    }
  }

  expireNow(): void {
    this.current = null;
  }

  status(): { loginCount: number; tokenValidForMs: number | null } {
    return {
      loginCount: this.loginCount,
      tokenValidForMs: this.current ? Math.max(0, this.current.expiresAt - Date.now()) : null,
    };
  }
}
