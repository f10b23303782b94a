/**
 * The OAuth access token, cached until shortly before it expires; concurrent callers share one fetch.
 * invalidate(token) drops it after a 401 (only if it is still the current one).
 */
export interface FetchedToken {
  accessToken: string;
  expiresInSec: number;
}

export class PaypalTokenCache {
  private current: { value: string; refreshAt: number } | undefined;
  private pending: Promise<string> | undefined;

  constructor(
    private readonly fetchToken: () => Promise<FetchedToken>,
    private readonly now: () => number,
    private readonly marginSec: number,
  ) {}

  async get(): Promise<string> {
    if (this.current && this.now() < this.current.refreshAt) return this.current.value;
    this.pending ??= this.refresh().finally(() => {
      this.pending = undefined;
    });
    return this.pending;
  }

  invalidate(token: string): void {
    if (this.current?.value === token) this.current = undefined;
  }

  private async refresh(): Promise<string> {
    const fetched = await this.fetchToken();
    const lifetimeMs = Math.max(0, fetched.expiresInSec) * 1000;
    const marginMs = Math.min(this.marginSec * 1000, lifetimeMs / 2);
    this.current = { value: fetched.accessToken, refreshAt: this.now() + lifetimeMs - marginMs };
    return fetched.accessToken;
  }
}
