import { Injectable } from '@nestjs/common';
import { AppConfig, JobProducer } from '@app/core';
import type { PaymentProvider, ProbeDetailCode, ProbeResult, ProbeStatus } from '@app/contracts';
import { ProviderSettings } from '@app/provider-settings';
import { connect } from 'node:net';
import { DataSource } from 'typeorm';

const PROBE_TIMEOUT_MS = 3000;

/** What a probe saw: its English text, and the code and values the admin app words in its language. */
interface ProbeDetail {
  detail: string;
  code: ProbeDetailCode;
  params?: Record<string, string | number>;
}

/** A probe's failure with its code (any other error is 'error' with its message). */
class ProbeFailure extends Error {
  constructor(
    message: string,
    readonly code: ProbeDetailCode,
    readonly params?: Record<string, string | number>,
  ) {
    super(message);
  }
}

const failureOf = (error: unknown): ProbeDetail =>
  error instanceof ProbeFailure
    ? { detail: error.message, code: error.code, ...(error.params ? { params: error.params } : {}) }
    : { detail: (error as Error).message, code: 'error', params: { message: (error as Error).message } };

async function timed(
  name: string,
  kind: ProbeResult['kind'],
  failStatus: ProbeStatus,
  run: () => Promise<ProbeDetail>,
): Promise<ProbeResult> {
  const started = Date.now();
  try {
    const seen = await Promise.race([
      run(),
      new Promise<never>((_, reject) =>
        setTimeout(() => reject(new ProbeFailure('timed out', 'timed_out')), PROBE_TIMEOUT_MS).unref(),
      ),
    ]);
    return { name, kind, status: 'ok', responseMs: Date.now() - started, ...seen };
  } catch (error) {
    return { name, kind, status: failStatus, responseMs: null, ...failureOf(error) };
  }
}

/** Reads the greeting of an SMTP server: proves it accepts connections without sending mail. */
function smtpGreeting(smtpUrl: string): Promise<ProbeDetail> {
  const url = new URL(smtpUrl);
  return new Promise((resolve, reject) => {
    const socket = connect({ host: url.hostname, port: Number(url.port || 25) });
    socket.setTimeout(PROBE_TIMEOUT_MS);
    socket.once('data', (data) => {
      socket.end('QUIT\r\n');
      const line = String(data).split('\r\n')[0];
      const greeting = line.slice(0, 80);
      if (line.startsWith('220')) resolve({ detail: greeting, code: 'smtp_greeting', params: { greeting } });
      else reject(new ProbeFailure(`unexpected greeting: ${greeting}`, 'unexpected_greeting', { greeting }));
    });
    socket.once('timeout', () => {
      socket.destroy();
      reject(new ProbeFailure('no greeting', 'no_greeting'));
    });
    socket.once('error', reject);
  });
}

/** Any HTTP answer means the provider's host is reachable; its API is exercised by real calls. */
async function httpReachable(baseUrl: string): Promise<number> {
  const response = await fetch(baseUrl, { method: 'GET', signal: AbortSignal.timeout(PROBE_TIMEOUT_MS) });
  await response.arrayBuffer();
  return response.status;
}

/** The checks behind /api/health, /api/health/ready, the metrics and the server panel. */
@Injectable()
export class Probes {
  constructor(
    private readonly dataSource: DataSource,
    private readonly jobs: JobProducer,
    private readonly config: AppConfig,
    private readonly settings: ProviderSettings,
  ) {}

  database(): Promise<ProbeResult> {
    return timed('PostgreSQL', 'database', 'down', async () => {
      const rows: { version: string }[] = await this.dataSource.query('SELECT version()');
      const version = rows[0].version.split(' on ')[0];
      return { detail: version, code: 'version', params: { version } };
    });
  }

  queue(): Promise<ProbeResult> {
    const label = this.config.queue.backend === 'redis' ? 'Redis (BullMQ)' : 'PostgreSQL (BullMQ backend)';
    return timed(label, 'queue', 'down', async () => {
      const counts = await this.jobs.queue('maintenance').getJobCounts('waiting', 'active');
      const [waiting, active] = [counts.waiting ?? 0, counts.active ?? 0];
      return {
        detail: `maintenance queue: ${waiting} waiting, ${active} active`,
        code: 'queue_counts',
        params: { waiting, active },
      };
    });
  }

  /** What an api instance depends on to serve: the database and the queue backend. */
  core(): Promise<ProbeResult[]> {
    return Promise.all([this.database(), this.queue()]);
  }

  smtp(): Promise<ProbeResult> {
    return timed('SMTP', 'smtp', 'degraded', () => smtpGreeting(this.config.mail.smtpUrl));
  }

  /**
   * Each provider at the base URL of the settings in force (ProviderSettings: the admin's sealed
   * rows over the environment, the same settings the checkout's clients are built from), Stripe
   * included; the detail names the mode, so Server Control, System and the Payments tab speak of
   * the same endpoint.
   */
  providers(): Promise<ProbeResult[]> {
    const targets: [string, PaymentProvider][] = [
      ['PayWay', 'payway'],
      ['PayPal', 'paypal'],
      ['Stripe', 'stripe'],
      ['RoameSIM', 'roamesim'],
    ];
    return Promise.all(
      targets.map(([name, provider]) => {
        const { mode, credentials } = this.settings.get(provider);
        // RoameSIM names its base URL apiUrl.
        const baseUrl = credentials.baseUrl ?? credentials.apiUrl;
        return timed(name, 'provider', 'degraded', async () => {
          if (!baseUrl) throw new ProbeFailure(`no base URL (${mode})`, 'no_base_url', { mode });
          const status = await httpReachable(baseUrl);
          return { detail: `HTTP ${status} (${mode})`, code: 'http_status', params: { status, mode } };
        });
      }),
    );
  }
}

/**
 * Down when the database does not answer (no order can be taken); degraded when anything else does
 * not (a Redis outage: orders are still taken, their events wait in the outbox); else ok.
 */
export function overallStatus(probes: ProbeResult[]): ProbeStatus {
  if (probes.some((probe) => probe.kind === 'database' && probe.status !== 'ok')) return 'down';
  if (probes.some((probe) => probe.status !== 'ok')) return 'degraded';
  return 'ok';
}

/** Whether this api can take orders: the database answers (readiness; the queue may be down). */
export const canTakeOrders = (probes: ProbeResult[]): boolean => overallStatus(probes) !== 'down';
