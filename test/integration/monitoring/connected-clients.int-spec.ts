import type { MonitorStatus } from '@app/contracts';
import { io, type Socket } from 'socket.io-client';
import { Harness, startHarness } from '../../support/harness';
import { signedInAdmin, TestUser } from '../accounts/accounts-client';
import { as } from '../admin/admin-support';
import { until } from '../catalogue/support';

jest.setTimeout(120_000);

const connect = (url: string): Promise<Socket> =>
  new Promise((resolve, reject) => {
    const socket = io(url, { path: '/ws', transports: ['websocket'], reconnection: false });
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });

/** The Section 2.4 monitor counts the sockets of every api process, through the Redis adapter. */
describe('connected clients across api processes', () => {
  let first: Harness;
  let second: Harness;
  let admin: TestUser;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    first = await startHarness({ backend: 'redis', worker: false });
    second = await startHarness({ backend: 'redis', worker: false, databaseUrl: first.databaseUrl });
    admin = await signedInAdmin(first);
  });
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    await second?.close();
    await first?.close();
  });

  const status = async (harness: Harness): Promise<MonitorStatus> =>
    (await as(harness, admin).get('/api/realtime/section24/status').expect(200)).body;

  it('counts sockets on both processes, from either of them', async () => {
    expect(await status(first)).toMatchObject({ connectedClients: 0, apiProcesses: 2 });
    sockets.push(await connect(first.url), await connect(second.url), await connect(second.url));
    expect(await status(first)).toMatchObject({ connectedClients: 3, apiProcesses: 2 });
    expect(await status(second)).toMatchObject({ connectedClients: 3, apiProcesses: 2 });

    sockets.pop()!.disconnect();
    const after = await until(async () => {
      const value = await status(first);
      return value.connectedClients === 2 ? value : undefined;
    }, 'the closed socket to leave the count');
    expect(after.apiProcesses).toBe(2);
  });
});
