/**
 * The admin's Monitoring, Real-time and Analytics tabs: shapes shared by the api and the web
 * (admin spec 2.9, 2.11 and 3: system health, memory stats, monitor status, loading progress).
 */
import type { CatalogueSyncProgress } from './catalogue';
import type { MemorySample, ProcessInfo } from './system';

export type MemoryStatus = 'low' | 'medium' | 'high' | 'critical';

/** Why the health is not operational (the web shows each in the admin's language). */
export type HealthProblem = 'database_down' | 'queue_down' | 'no_worker' | 'memory_high';

/** Advice the Memory monitor shows (translated by the web). */
export type MemoryRecommendation =
  'all_good' | 'run_cleanup' | 'restart_process' | 'gone_processes' | 'heap_nearly_full';

/** GET /api/system/health. */
export interface SystemHealth {
  status: 'operational' | 'warning' | 'error';
  problems: HealthProblem[];
  /** Seconds this api process has been up. */
  uptime: number;
  memory: { heapUsed: number; heapTotal: number; rss: number };
  totalPackages: number;
  totalOrders: number;
  totalEsims: number;
  processes: ProcessInfo[];
  /** Requests answered by this api process in the last minute and their 95th percentile. */
  requests: { perMinute: number; p95Ms: number | null; total: number };
}

/** One process's memory (from its heartbeat). */
export interface ProcessMemory {
  id: string;
  role: 'api' | 'worker';
  hostname: string;
  pid: number;
  alive: boolean;
  rssMb: number;
  heapUsedMb: number;
  heapTotalMb: number;
  status: MemoryStatus;
  trend: MemorySample[];
}

/** GET /api/system/memory: the answering process in the spec's fields (MB), and every process. */
export interface MemoryStats {
  rss: number;
  heapUsed: number;
  heapTotal: number;
  external: number;
  arrayBuffers: number;
  /** heapUsed / heapTotal, percent. */
  percentage: number;
  status: MemoryStatus;
  recommendations: MemoryRecommendation[];
  /** When an admin last ran Cleanup or Optimize (from the audit log). */
  lastCleanup: string | null;
  processes: ProcessMemory[];
}

/** What a memory action removed. */
export interface MemoryActionResult {
  /** MB of heap freed in the answering process (0 when nothing could be measured). */
  saved: number;
  freed: {
    expiredSessions: number;
    oldHeartbeats: number;
    finishedJobs: number;
    catalogueCacheEntries: number;
  };
  at: string;
}

/** GET /api/realtime/section24/status: the discovery monitor. */
export interface MonitorStatus {
  /** The 20-SKU discovery cycle runs (not paused). */
  isActive: boolean;
  /** socket.io clients connected to every api process. */
  connectedClients: number;
  /** api processes answering on the socket.io adapter. */
  apiProcesses: number;
  /** Packages first seen since the counter was cleared. */
  newPackages: number;
  counterSince: string;
  /** The last time a sync run finished. */
  lastUpdate: string | null;
  syncRunning: boolean;
}

/** POST /api/load-all-packages and /stop, GET /api/load-all-packages/status. */
export interface PackageLoadReply {
  success: boolean;
  progress: CatalogueSyncProgress;
  error?: string;
}

/** GET /api/realtime/config: the API configuration box, from our real settings. */
export interface DiscoveryConfig {
  baseUrl: string;
  tokenLifetimeSeconds: number;
  skusPerCycle: number;
  cycleSeconds: number;
  syncIntervalSeconds: number;
  targetPackages: number;
  dataStorageWindowSeconds: number;
  source: string;
}

/** A share of a total (the distribution bars). */
export interface Share {
  key: string;
  count: number;
  /** Percent of the total, one decimal. */
  percentage: number;
}

/** GET /api/admin/analytics?from&to (days in UTC, inclusive). */
export interface AdminAnalytics {
  from: string;
  to: string;
  packagesByContinent: Share[];
  packagesByType: Share[];
  /** One row per day of the range, days without orders included. */
  /** revenueCents: what paid orders brought in (after discounts and refunds); discountCents: what codes took off them. */
  daily: { day: string; orders: number; paidOrders: number; revenueCents: number; discountCents: number }[];
  ordersByStatus: Share[];
  ordersByPaymentMethod: Share[];
  /** destinationKm: the Khmer name ('' when unknown: the page shows the English one). */
  topDestinations: { destination: string; destinationKm: string; quantity: number; revenueCents: number }[];
  funnel: { carts: number; orders: number; paid: number; delivered: number };
  /** Seconds from the payment's confirmation to the order's first eSIM. */
  paymentToEsim: { samples: number; medianSeconds: number | null; p95Seconds: number | null };
}
