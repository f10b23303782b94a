import { Client } from 'pg';
import { io, Socket } from 'socket.io-client';
import request from 'supertest';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin } from '../accounts/accounts-client';

/**
 * The walking skeleton, end to end in one process pair: POST writes a row and an outbox event,
 * the relay queues a job, the worker runs it and pushes over /ws to the requesting session.
 */
export function describePipeline(backend: 'redis' | 'postgres'): void {
  describe(`system check pipeline on the ${backend} queue backend`, () => {
    let harness: Harness;
    let socket: Socket;
    /** The admin session cookie: /api/system/* is admin-only. */
    let admin: string;
    const sessionId = `sess${Date.now()}`;

    beforeAll(async () => {
      harness = await startHarness({ backend });
      admin = (await signedInAdmin(harness)).cookie;
      socket = io(harness.url, { path: '/ws', auth: { sessionId }, transports: ['websocket'] });
      await new Promise<void>((resolve, reject) => {
        socket.once('connect', () => resolve());
        socket.once('connect_error', reject);
      });
    });

    /** An admin asks for a system check from this session (its result is pushed to the session). */
    const requestCheck = () =>
      request(harness.url)
        .post('/api/system/checks')
        .set('cookie', admin)
        .set('origin', harness.url)
        .set('x-session-id', sessionId)
        .expect(202);

    afterAll(async () => {
      socket?.disconnect();
      await harness?.close();
    });

    it('refuses the system check to anyone but an admin', async () => {
      await request(harness.url).post('/api/system/checks').expect(401);
      await request(harness.url).get('/api/system/processes').expect(401);
    });

    it('delivers the check result to the session room and stores it', async () => {
      const pushed = new Promise<{ checkId: string; status: string }>((resolve) =>
        socket.once('system_check_complete', resolve),
      );
      const created = await requestCheck();
      expect(created.body.state).toBe('requested');

      const event = await pushed;
      expect(event.checkId).toBe(created.body.id);

      const stored = await request(harness.url)
        .get(`/api/system/checks/${created.body.id}`)
        .set('cookie', admin)
        .expect(200);
      expect(stored.body.state).toBe('completed');
      expect(stored.body.status).toBe(event.status);
      const names = stored.body.probes.map((probe: { name: string }) => probe.name);
      expect(names).toEqual(expect.arrayContaining(['PostgreSQL', 'SMTP', 'PayWay', 'PayPal', 'RoameSIM']));
      const database = stored.body.probes.find((probe: { kind: string }) => probe.kind === 'database');
      expect(database.status).toBe('ok');
      const queue = stored.body.probes.find((probe: { kind: string }) => probe.kind === 'queue');
      expect(queue.status).toBe('ok');
      expect(queue.name).toContain(backend === 'redis' ? 'Redis' : 'PostgreSQL');
      // SMTP points at a closed port in this harness: the check must say so rather than pretend.
      expect(stored.body.probes.find((probe: { kind: string }) => probe.kind === 'smtp').status).toBe(
        'degraded',
      );
      expect(stored.body.processes.map((process: { role: string }) => process.role).sort()).toEqual([
        'api',
        'worker',
      ]);
    });

    it('does not push one session’s result to another session', async () => {
      const other = io(harness.url, {
        path: '/ws',
        auth: { sessionId: 'someone-else-1' },
        transports: ['websocket'],
      });
      await new Promise<void>((resolve) => other.once('connect', () => resolve()));
      const received: unknown[] = [];
      other.on('system_check_complete', (payload) => received.push(payload));
      const mine = new Promise((resolve) => socket.once('system_check_complete', resolve));
      await requestCheck();
      await mine;
      expect(received).toEqual([]);
      other.disconnect();
    });

    it('keeps running when the database ends every connection, and pushes the next result', async () => {
      const db = new Client({ connectionString: harness.databaseUrl });
      await db.connect();
      const { rows } = await db.query<{ ended: number }>(
        `WITH others AS MATERIALIZED (
           SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid())
         SELECT count(*) FILTER (WHERE pg_terminate_backend(pid))::int AS ended FROM others`,
      );
      await db.end();
      // the api's and the worker's pools, the outbox and realtime listeners: all ended (57P01)
      expect(rows[0].ended).toBeGreaterThan(3);
      // A push is a hint: one sent while a listener reconnects is lost, so ask again until one arrives.
      let pushed: { checkId: string } | undefined;
      while (!pushed) {
        const next = new Promise<{ checkId: string } | undefined>((resolve) => {
          const timer = setTimeout(() => resolve(undefined), 5000);
          socket.once('system_check_complete', (event: { checkId: string }) => {
            clearTimeout(timer);
            resolve(event);
          });
        });
        const created = await requestCheck();
        pushed = await next;
        if (pushed) expect(pushed.checkId).toBe(created.body.id);
      }
      await request(harness.url).get('/api/health/ready').expect(200);
    });
  });
}
