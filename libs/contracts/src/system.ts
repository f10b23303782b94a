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

/**
 * GET /api/health: what this api instance depends on, as it answers now (always HTTP 200 while the
 * process answers). down: the database does not answer; degraded: something else does not (Redis).
 */
export interface HealthReport {
  status: ProbeStatus;
  uptimeSeconds: number;
  checks: ProbeResult[];
}

/** GET /api/health/ready (200, or 503 with the same checks while the database does not answer). */
export interface ReadinessReport {
  status: ProbeStatus;
  checks: ProbeResult[];
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
