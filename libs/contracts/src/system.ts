/** One memory sample of a process. */
export interface MemorySample {
  at: string;
  rssMb: number;
  heapUsedMb: number;
}

/** What the server panel shows about one running api or worker process (from its heartbeats). */
export interface ProcessInfo {
  id: string;
  /** The name its heartbeat carries (SERVER_NAME, else its role): what Add Server's declarations match. */
  name: string;
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

/** What a probe saw, as a code the admin app words in its language (the detail is its English text). */
export type ProbeDetailCode =
  | 'version'
  | 'queue_counts'
  | 'smtp_greeting'
  | 'http_status'
  | 'timed_out'
  | 'no_base_url'
  | 'no_greeting'
  | 'unexpected_greeting'
  | 'error';

export interface ProbeResult {
  name: string;
  kind: 'database' | 'queue' | 'smtp' | 'provider' | 'processes';
  status: ProbeStatus;
  responseMs: number | null;
  detail: string;
  /** The detail as a code and its values (absent in checks stored before codes were sent). */
  code?: ProbeDetailCode;
  params?: Record<string, string | number>;
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

/** The kinds of server an operator can declare with Add Server (a label; the name is what matches). */
export const SERVER_TYPES = ['api', 'worker', 'database'] as const;
export type ServerType = (typeof SERVER_TYPES)[number];

/**
 * A server declared with Add Server (POST /api/monitoring/add-server): a process the deployment
 * should have, e.g. a worker group. It shows as expected, not seen, until a process whose
 * heartbeat carries its name (SERVER_NAME) beats.
 */
export interface DeclaredServerView {
  name: string;
  region: string;
  type: ServerType;
  declaredAt: string;
}

/**
 * One row of POST /api/servers/status (the spec's server status: type, region, status,
 * responseTime, priority, lastChecked): a process from its heartbeat, a declared server not seen
 * yet, or a service from the probes.
 */
export interface ServerStatusRow {
  name: string;
  kind: 'process' | 'expected' | 'service';
  type: string;
  region: string | null;
  /** online: alive or probe ok; offline: heartbeat gone or probe failed; expected: declared, not seen. */
  status: 'online' | 'offline' | 'expected';
  responseTime: number | null;
  /** 1 first: what taking orders needs most (database, api, queue, worker, providers, SMTP, declared). */
  priority: number;
  lastChecked: string | null;
  /** The process (kind process), the probe (kind service) or the declaration (kind expected). */
  process: ProcessInfo | null;
  probe: ProbeResult | null;
  declared: DeclaredServerView | null;
}

export interface ServerStatusSummary {
  online: number;
  offline: number;
  expected: number;
  total: number;
  /** The share of probes that answered ok, in percent (null before any check). */
  healthPercentage: number | null;
}

/** POST /api/servers/status. */
export interface ServerStatusReply {
  success: true;
  servers: ServerStatusRow[];
  summary: ServerStatusSummary;
  /** When the providers and SMTP were last probed (Server Control's newest completed check). */
  checkedAt: string | null;
}

/** GET /api/monitoring/realtime (the spec's realtime monitoring). */
export interface RealtimeMonitoringReply {
  success: true;
  systemHealthPercentage: number | null;
  status: ProbeStatus;
  /** The shop does not switch between servers: both figures count switches that happened (none). */
  metrics: { totalSwitches: number; automaticFailovers: number };
  totalSwitches: number;
  /** The api process that answered: its name, the declared region of that name, its database round trip. */
  activeServer: { name: string; region: string | null; status: 'online'; responseTime: number | null };
  checkedAt: string | null;
}

/** POST /api/monitoring/add-server. */
export interface AddServerReply {
  success: true;
  server: DeclaredServerView;
}
