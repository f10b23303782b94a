/** What the server panel shows about one running api or worker process (from its heartbeats). */
export interface ProcessInfo {
  id: string;
  role: 'api' | 'worker';
  hostname: string;
  pid: number;
  queues: string[];
  startedAt: string;
  lastSeenAt: string;
  uptimeSeconds: number;
  rssMb: number;
  heapUsedMb: number;
  alive: boolean;
}

export type ProbeStatus = 'ok' | 'degraded' | 'down';

export interface ProbeResult {
  name: string;
  kind: 'database' | 'queue' | 'smtp' | 'provider' | 'processes';
  status: ProbeStatus;
  responseMs: number | null;
  detail: string;
}

export interface SystemCheckView {
  id: string;
  state: 'requested' | 'running' | 'completed';
  status: ProbeStatus | null;
  requestedAt: string;
  completedAt: string | null;
  probes: ProbeResult[];
  processes: ProcessInfo[];
}
