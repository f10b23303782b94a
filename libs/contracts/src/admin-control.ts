import type { ProbeResult } from './system';

/** Whether the shop takes new orders (GET /api/shop/status; the storefront's banner). */
export interface ShopStatus {
  acceptingOrders: boolean;
  /** The customer-facing reason while orders are paused, else null. */
  message: string | null;
}

/** The Emergency Stop as the Control tab shows it. */
export interface EmergencyStopView {
  stopped: boolean;
  since: string | null;
  byEmail: string | null;
  pausedQueues: string[];
}

/** One queue's state and counts (Control tab). */
export interface QueueView {
  name: string;
  paused: boolean;
  waiting: number;
  active: number;
  delayed: number;
  failed: number;
  completed: number;
}

export interface ControlView {
  emergencyStop: EmergencyStopView;
  queues: QueueView[];
  /** Where the queue dashboard (bull-board) is served. */
  queueDashboardUrl: string;
}

export interface ForceLogoutResult {
  revokedSessions: number;
  users: number;
}

export interface RetryFailedResult {
  queue: string;
  retried: number;
}

export interface SyncRestartResult {
  queued: boolean;
  jobId: string;
}

/** The System tab's live cards. */
export interface SystemStatusView {
  /** The /api/health rule over these cards: down without the database, degraded with Redis (or SMTP) down. */
  status: ProbeResult['status'];
  checkedAt: string;
  database: ProbeResult & {
    migrationsApplied: number;
    migrationsKnown: number;
    lastMigration: string | null;
  };
  queue: ProbeResult & { backend: 'redis' | 'postgres' };
  /** address: host:port of the configured Redis (null: not configured). */
  redis: {
    configured: boolean;
    status: ProbeResult['status'] | 'fallback';
    detail: string;
    address: string | null;
  };
  smtp: ProbeResult;
  /** Each provider's probe from the newest completed system check (null: never checked). */
  providers: { checkedAt: string | null; probes: ProbeResult[] };
  app: { version: string; commit: string; nodeVersion: string; environment: string };
}

/** One line of the operations log download (GET /api/monitoring/download-logs). */
export interface OperationsLogEntry {
  at: string;
  kind: 'admin_action' | 'payment_event' | 'order_event' | 'job_failure' | 'provider_call' | 'notification';
  summary: string;
  detail: Record<string, unknown>;
}

/** The queue dashboard (bull-board), admins only. */
export const QUEUE_DASHBOARD_URL = '/api/admin/queues';
