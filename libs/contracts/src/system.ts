/** One memory sample of a process. */
export interface MemorySample {
  at: string;
  rssMb: number;
  heapUsedMb: number;
}

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
  heapTotalMb: number;
  /** Memory samples, oldest first (about one a minute, the last 10). */
  memoryTrend: MemorySample[];
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
