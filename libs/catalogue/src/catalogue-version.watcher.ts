import { BeforeApplicationShutdown, Injectable } from '@nestjs/common';
import { AppConfig, AppLogger } from '@app/core';
import { Client } from 'pg';
import { CATALOGUE_VERSION_CHANNEL, CatalogueVersion } from './catalogue-version';

/** The safety net under NOTIFY: the version is re-read this often. */
export const VERSION_POLL_MS = 2000;

/**
 * This process's view of the catalogue version, for its in-memory caches. It LISTENs for the NOTIFY
 * sent with every bump (seen within milliseconds by every api instance) and re-reads the row every
 * 2 s, so a missed notification (a dropped connection) delays a refresh by 2 s at most. Reading the
 * version never costs a request a database round trip. Starts on first use: a worker, which serves
 * no catalogue reads, never opens the connection.
 */
@Injectable()
export class CatalogueVersionWatcher implements BeforeApplicationShutdown {
  private known: number | null = null;
  private starting?: Promise<void>;
  private listener?: Client;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly config: AppConfig,
    private readonly version: CatalogueVersion,
    private readonly logger: AppLogger,
  ) {}

  async current(): Promise<number> {
    if (this.known === null) {
      this.starting ??= this.start();
      await this.starting;
    }
    return this.known ?? 0;
  }

  /** Reads the row now (tests and callers that must see their own write). */
  async refresh(): Promise<number> {
    this.observe(await this.version.read());
    return this.known ?? 0;
  }

  private async start(): Promise<void> {
    try {
      await this.refresh();
    } catch (error) {
      this.starting = undefined;
      throw error;
    }
    this.timer = setInterval(() => {
      this.refresh().catch((error: unknown) =>
        this.logger.warn({ err: error }, 'catalogue version poll failed'),
      );
      if (!this.listener) void this.listen();
    }, VERSION_POLL_MS);
    this.timer.unref();
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.stopped || this.listener) return;
    const client = new Client({ connectionString: this.config.db.url });
    this.listener = client;
    const drop = () => {
      if (this.listener === client) this.listener = undefined;
      void client.end().catch(() => undefined);
    };
    client.on('error', drop);
    client.on('end', drop);
    client.on('notification', (notice) => {
      if (notice.channel === CATALOGUE_VERSION_CHANNEL) this.observe(Number(notice.payload));
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${CATALOGUE_VERSION_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ err: error }, 'catalogue version listener failed; polling only');
      drop();
    }
  }

  private observe(version: number): void {
    if (Number.isSafeInteger(version) && (this.known === null || version > this.known)) this.known = version;
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    const client = this.listener;
    this.listener = undefined;
    await client?.end().catch(() => undefined);
  }
}
