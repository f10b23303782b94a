import { BeforeApplicationShutdown, Injectable, OnApplicationBootstrap } from '@nestjs/common';
import { DiscoveryService, MetadataScanner, Reflector } from '@nestjs/core';
import { Client } from 'pg';
import { DataSource } from 'typeorm';
import { AppConfig } from '../config/config';
import { AppLogger } from '../logging/logger';
import { orderIdOf, withTrace } from '../logging/trace-context';
import { DiscoveredHandler, discoverHandlers } from '../discovery/discover-handlers';
import { DomainEvent, EventName } from './events';
import { ON_EVENT } from './on-event.decorator';
import { OUTBOX_CHANNEL } from './outbox';

const BATCH = 100;
const POLL_MS = 1000;

interface OutboxRow {
  id: string;
  type: EventName;
  payload: DomainEvent['payload'];
  created_at: Date;
  attempts: number;
}

/**
 * Publishes outbox events to their listeners, at least once: rows are claimed with
 * FOR UPDATE SKIP LOCKED (any number of workers can relay side by side), marked published only
 * after every listener succeeded, and retried with backoff otherwise. Woken by NOTIFY at commit,
 * with a poll as the safety net.
 */
@Injectable()
export class OutboxRelay implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private listeners = new Map<EventName, DiscoveredHandler<EventName>[]>();
  private listenClient?: Client;
  private timer?: NodeJS.Timeout;
  private running = false;
  private again = false;
  private stopped = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly logger: AppLogger,
    private readonly discovery: DiscoveryService,
    private readonly scanner: MetadataScanner,
    private readonly reflector: Reflector,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const handler of discoverHandlers<EventName>(
      this.discovery,
      this.scanner,
      this.reflector,
      ON_EVENT,
    )) {
      const list = this.listeners.get(handler.key) ?? [];
      list.push(handler);
      this.listeners.set(handler.key, list);
    }
    if (!this.config.queue.outboxRelay) return;
    this.listenClient = new Client({ connectionString: this.config.db.url });
    this.listenClient.on('error', (error) =>
      this.logger.warn({ err: error }, 'outbox listen connection lost'),
    );
    await this.listenClient.connect();
    this.listenClient.on('notification', () => this.kick());
    await this.listenClient.query(`LISTEN ${OUTBOX_CHANNEL}`);
    this.timer = setInterval(() => this.kick(), POLL_MS);
    this.kick();
  }

  async beforeApplicationShutdown(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearInterval(this.timer);
    while (this.running) await new Promise((resolve) => setTimeout(resolve, 20));
    await this.listenClient?.end().catch(() => undefined);
  }

  /** Runs a drain now, or right after the current one. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = true;
    void this.drain()
      .catch((error: unknown) => this.logger.error({ err: error }, 'outbox relay failed'))
      .finally(() => {
        this.running = false;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Publishes everything due; returns how many events were delivered. */
  async drain(): Promise<number> {
    let delivered = 0;
    for (;;) {
      const batch = await this.dataSource.transaction(async (manager) => {
        const rows: OutboxRow[] = await manager.query(
          `SELECT id, type, payload, created_at, attempts FROM outbox_event
           WHERE published_at IS NULL AND available_at <= now()
           ORDER BY id LIMIT $1 FOR UPDATE SKIP LOCKED`,
          [BATCH],
        );
        const published: string[] = [];
        for (const row of rows) {
          try {
            await this.deliver(row);
            published.push(String(row.id));
            delivered += 1;
          } catch (error) {
            const delaySeconds = Math.min(300, 2 ** Math.min(row.attempts, 8));
            this.logger.warn(
              { err: error, eventId: row.id, type: row.type },
              'outbox event delivery failed, will retry',
            );
            await manager.query(
              `UPDATE outbox_event SET attempts = attempts + 1, last_error = $2,
               available_at = now() + make_interval(secs => $3) WHERE id = $1`,
              [row.id, String((error as Error).message ?? error).slice(0, 2000), delaySeconds],
            );
          }
        }
        // the batch's delivered rows in one statement, in the transaction that holds their locks
        if (published.length)
          await manager.query(
            'UPDATE outbox_event SET published_at = now(), attempts = attempts + 1 WHERE id = ANY($1::bigint[])',
            [published],
          );
        return rows.length;
      });
      if (batch < BATCH) return delivered;
    }
  }

  private async deliver(row: OutboxRow): Promise<void> {
    const event: DomainEvent = {
      id: String(row.id),
      type: row.type,
      payload: row.payload,
      createdAt: row.created_at,
    };
    const orderId = orderIdOf(row.payload);
    await withTrace({ event: row.type, orderId }, async () => {
      for (const listener of this.listeners.get(row.type) ?? []) await listener.call(event);
      if (orderId) this.logger.info({ outboxId: event.id }, 'event published');
    });
  }
}
