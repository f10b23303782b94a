import type { DeclaredServerView, ProbeResult, ProcessInfo } from '@app/contracts';
import { healthPercentage, serverRows, serverSummary } from './server-rows';

const process = (name: string, alive: boolean, role: 'api' | 'worker' = 'worker'): ProcessInfo => ({
  id: `${name}:${alive}`,
  name,
  role,
  hostname: 'host',
  pid: 1,
  queues: [],
  startedAt: '2026-11-28T00:00:00.000Z',
  lastSeenAt: '2026-11-28T00:01:00.000Z',
  uptimeSeconds: 60,
  rssMb: 100,
  heapUsedMb: 50,
  heapTotalMb: 80,
  memoryTrend: [],
  alive,
});
const probe = (name: string, kind: ProbeResult['kind'], status: ProbeResult['status']): ProbeResult => ({
  name,
  kind,
  status,
  responseMs: status === 'ok' ? 3 : null,
  detail: '',
});
const declared = (name: string): DeclaredServerView => ({
  name,
  region: 'Southeast Asia',
  type: 'worker',
  declaredAt: '2026-11-28T00:00:00.000Z',
});

describe('server rows', () => {
  it('shows a declared server as expected until a heartbeat carries its name, then as that process', () => {
    const before = serverRows([], [process('api', true, 'api')], [declared('worker-eu')]);
    expect(before.map((row) => [row.name, row.kind, row.status])).toEqual([
      ['api', 'process', 'online'],
      ['worker-eu', 'expected', 'expected'],
    ]);
    const after = serverRows([], [process('worker-eu', true)], [declared('worker-eu')]);
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ kind: 'process', status: 'online', region: 'Southeast Asia' });
    // Seen once, gone since: offline, not expected.
    const gone = serverRows([], [process('worker-eu', false)], [declared('worker-eu')]);
    expect(gone.map((row) => [row.kind, row.status])).toEqual([['process', 'offline']]);
  });

  it('orders by priority (database first) and counts the summary; health is the share of probes ok', () => {
    const probes = [probe('SMTP', 'smtp', 'degraded'), probe('PostgreSQL', 'database', 'ok')];
    const rows = serverRows(
      probes.map((p) => ({ probe: p, at: null })),
      [process('worker', true)],
      [declared('worker-eu')],
    );
    expect(rows.map((row) => row.name)).toEqual(['PostgreSQL', 'worker', 'worker-eu', 'SMTP']);
    expect(serverSummary(rows, probes)).toEqual({
      online: 2,
      offline: 1,
      expected: 1,
      total: 4,
      healthPercentage: 50,
    });
    expect(healthPercentage([])).toBeNull();
  });
});
