import type {
  DeclaredServerView,
  ProbeResult,
  ProcessInfo,
  ServerStatusRow,
  ServerStatusSummary,
} from '@app/contracts';

/** 1 first: what taking orders needs most. */
const PRIORITY: Record<string, number> = {
  database: 1,
  api: 2,
  queue: 3,
  worker: 4,
  provider: 5,
  smtp: 6,
};
const priorityOf = (type: string): number => PRIORITY[type] ?? 7;

/** The probes taken at one time (null: the time is each probe's own, unknown). */
export interface ProbeSet {
  probes: { probe: ProbeResult; at: string | null }[];
}

/**
 * The rows of the servers list: each probe as a service, each process from its heartbeat (with the
 * region of the declaration carrying its name), and each declared server no heartbeat has named yet
 * as expected, not seen. Sorted by priority, then name.
 */
export function serverRows(
  probes: ProbeSet['probes'],
  processes: ProcessInfo[],
  declared: DeclaredServerView[],
): ServerStatusRow[] {
  const declaration = (name: string) => declared.find((server) => server.name === name) ?? null;
  const rows: ServerStatusRow[] = [
    ...probes.map(({ probe, at }) => ({
      name: probe.name,
      kind: 'service' as const,
      type: probe.kind,
      region: null,
      status: probe.status === 'ok' ? ('online' as const) : ('offline' as const),
      responseTime: probe.responseMs,
      priority: priorityOf(probe.kind),
      lastChecked: at,
      process: null,
      probe,
      declared: null,
    })),
    ...processes.map((process) => ({
      name: process.name,
      kind: 'process' as const,
      type: process.role,
      region: declaration(process.name)?.region ?? null,
      status: process.alive ? ('online' as const) : ('offline' as const),
      responseTime: null,
      priority: priorityOf(process.role),
      lastChecked: process.lastSeenAt,
      process,
      probe: null,
      declared: declaration(process.name),
    })),
    ...declared
      .filter((server) => !processes.some((process) => process.name === server.name))
      .map((server) => ({
        name: server.name,
        kind: 'expected' as const,
        type: server.type,
        region: server.region,
        status: 'expected' as const,
        responseTime: null,
        priority: priorityOf(server.type),
        lastChecked: null,
        process: null,
        probe: null,
        declared: server,
      })),
  ];
  return rows.sort((a, b) => a.priority - b.priority || a.name.localeCompare(b.name));
}

/** The share of probes that answered ok, in percent; null with no probe. */
export const healthPercentage = (probes: ProbeResult[]): number | null =>
  probes.length
    ? Math.round((100 * probes.filter((probe) => probe.status === 'ok').length) / probes.length)
    : null;

export function serverSummary(rows: ServerStatusRow[], probes: ProbeResult[]): ServerStatusSummary {
  const count = (status: ServerStatusRow['status']) => rows.filter((row) => row.status === status).length;
  return {
    online: count('online'),
    offline: count('offline'),
    expected: count('expected'),
    total: rows.length,
    healthPercentage: healthPercentage(probes),
  };
}
