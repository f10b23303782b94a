import { Client } from 'pg';

/** The NOTIFY channel of `order_event` and of audit entries about an order (payload: the order id). */
export const ORDER_TIMELINE_CHANNEL = 'order_timeline';
/** Wait before a lost LISTEN connection is opened again. */
const RECONNECT_MS = 2000;

/**
 * LISTENs on `order_timeline` on a connection of its own and hands each order id to `onOrder`,
 * while at least one admin socket of this process holds it (`hold` / `release`): every payment
 * check, pushback and provider call writes a timeline row and its NOTIFY, which nobody needs while
 * no admin is connected. A lost connection is opened again while held. Each api process listens
 * and pushes to its own sockets only, so every admin socket gets one hint per commit whatever the
 * number of api processes.
 */
export class OrderTimelineListener {
  private client?: Client;
  private listening?: Promise<void>;
  private timer?: NodeJS.Timeout;
  private holders = 0;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onOrder: (orderId: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  /** One more admin socket wants the hints; settles once this process listens (or failed to). */
  hold(): Promise<void> {
    this.holders += 1;
    this.open();
    return this.listening ?? Promise.resolve();
  }

  /** That socket left: with no holder left, the connection is closed. */
  release(): void {
    this.holders = Math.max(0, this.holders - 1);
    if (this.holders === 0) void this.close();
  }

  private open(): void {
    if (this.stopped || this.client || this.holders === 0) return;
    const client = new Client({ connectionString: this.databaseUrl, application_name: 'derleng-api' });
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.client = undefined;
      this.listening = undefined;
      void client.end().catch(() => undefined);
      if (!this.stopped && this.holders > 0 && !this.timer) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.open();
        }, RECONNECT_MS);
        this.timer.unref();
      }
    };
    client.on('error', (error) => {
      this.onError(error);
      drop();
    });
    client.on('end', drop);
    client.on('notification', (notice) => {
      if (notice.channel === ORDER_TIMELINE_CHANNEL && notice.payload) this.onOrder(notice.payload);
    });
    this.listening = client
      .connect()
      .then(() => client.query(`LISTEN ${ORDER_TIMELINE_CHANNEL}`))
      .then(
        () => undefined,
        (error: unknown) => {
          this.onError(error);
          drop();
        },
      );
  }

  private close(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    const client = this.client;
    this.client = undefined;
    this.listening = undefined;
    return client ? client.end().catch(() => undefined) : Promise.resolve();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.close();
  }
}
