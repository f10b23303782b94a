import { Pool } from 'pg';

/** socket.io-adapter's message type for a broadcast (ClusterAdapter protocol). */
const BROADCAST = 3;
/** pg_notify's payload limit is 8000 bytes; pushes carry ids only, far below it. */
const MAX_PAYLOAD = 7900;

/**
 * Emits socket.io broadcasts through Postgres NOTIFY, in the message format the
 * @socket.io/postgres-adapter on the api side understands (uid, nsp, type, data).
 */
export class PostgresEmitter {
  private readonly channel: string;

  constructor(
    private readonly pool: Pool,
    private readonly nsp = '/',
    channelPrefix = 'socket.io',
  ) {
    this.channel = `${channelPrefix}#${nsp}`;
  }

  to(room: string | string[]): { emit(event: string, ...args: unknown[]): Promise<void> } {
    const rooms = Array.isArray(room) ? room : [room];
    return {
      emit: async (event: string, ...args: unknown[]) => {
        const payload = JSON.stringify({
          uid: 'emitter',
          nsp: this.nsp,
          type: BROADCAST,
          data: {
            packet: { type: 2, data: [event, ...args], nsp: this.nsp },
            opts: { rooms, except: [], flags: {} },
          },
        });
        if (Buffer.byteLength(payload) > MAX_PAYLOAD)
          throw new Error(`realtime event ${event} is too large for NOTIFY`);
        await this.pool.query('SELECT pg_notify($1, $2)', [this.channel, payload]);
      },
    };
  }
}
