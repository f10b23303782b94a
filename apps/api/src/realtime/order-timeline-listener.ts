import { Client } from 'pg';

/** The NOTIFY channel of `order_event` and of audit entries about an order (payload: the order id). */
export const ORDER_TIMELINE_CHANNEL = 'order_timeline';
/** Wait before a lost LISTEN connection is opened again. */
const RECONNECT_MS = 2000;

/**
 * LISTENs on `order_timeline` on a connection of its own and hands each order id to `onOrder`;
 * a lost connection is opened again. Each api process listens and pushes to its own sockets only,
 * so every admin socket gets one hint per commit whatever the number of api processes.
 */
export class OrderTimelineListener {
  private client?: Client;
  private timer?: NodeJS.Timeout;
  private stopped = false;

  constructor(
    private readonly databaseUrl: string,
    private readonly onOrder: (orderId: string) => void,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.stopped || this.client) return;
    const client = new Client({ connectionString: this.databaseUrl });
    this.client = client;
    const drop = () => {
      if (this.client !== client) return;
      this.client = undefined;
      void client.end().catch(() => undefined);
      if (!this.stopped && !this.timer) {
        this.timer = setTimeout(() => {
          this.timer = undefined;
          this.start();
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
    client
      .connect()
      .then(() => client.query(`LISTEN ${ORDER_TIMELINE_CHANNEL}`))
      .catch((error: unknown) => {
        this.onError(error);
        drop();
      });
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    const client = this.client;
    this.client = undefined;
    await client?.end().catch(() => undefined);
  }
}
