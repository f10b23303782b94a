import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { Metrics } from './metrics';
import { ShopMetrics } from './shop-metrics';

/**
 * deploy/monitoring as code: the alert rules and the dashboard parse, use only metrics this api
 * really exports (read from its registry, not listed by hand), and every alert has a promtool test
 * case feeding it the series that fire it.
 */
const folder = join(__dirname, '../../../../deploy/monitoring');

interface Rule {
  alert: string;
  expr: string;
  for?: string;
  labels?: Record<string, string>;
  annotations?: Record<string, string>;
}

const FUNCTIONS = new Set(['histogram_quantile']);

/** The metric names an expression reads (label matchers, groupings and ranges taken out). */
function metricNames(expr: string): string[] {
  const bare = expr
    .replace(/\{[^}]*\}/g, ' ')
    .replace(/\[[^\]]*\]/g, ' ')
    .replace(/\b(by|without)\s*\([^)]*\)/g, ' ');
  return [...new Set(bare.match(/[a-z_:][a-z0-9_:]*_[a-z0-9_:]*/g) ?? [])].filter(
    (name) => !FUNCTIONS.has(name),
  );
}

async function exportedNames(): Promise<{ names: Set<string>; text: string }> {
  const queries: Record<string, unknown[]> = {
    shop_paid: [{ n: 3 }],
    heartbeat_age: [{ id: 'worker1', age: 12 }],
    provider_calls: [{ id: 'worker1', calls: { roamesim: { ok: 7, error: 2 } } }],
    backup: [{ at: 1_795_000_000 }],
  };
  const dataSource = {
    query: jest.fn(async (sql: string) =>
      sql.includes('FROM orders')
        ? queries.shop_paid
        : sql.includes('provider_calls')
          ? queries.provider_calls
          : sql.includes('process_heartbeat')
            ? queries.heartbeat_age
            : queries.backup,
    ),
  };
  const queue = {
    getJobCounts: jest.fn(async () => ({ waiting: 1, active: 0, delayed: 0, failed: 0, completed: 4 })),
    getJobs: jest.fn(async () => [{ timestamp: Date.now() - 90_000 }]),
  };
  const jobs = { queue: () => queue };
  const shop = new ShopMetrics(
    dataSource as never,
    jobs as never,
    { read: async () => ({ slaMinutes: 15 }) } as never,
  );
  // The probes answer as a healthy api's do: the database and the queue up.
  const probes = {
    core: async () => [
      { kind: 'database', status: 'ok' },
      { kind: 'queue', status: 'ok' },
    ],
  };
  const metrics = new Metrics(jobs as never, probes as never, shop);
  metrics.observe({ method: 'GET', route: '/api/health', status: '200' }, 0.01);
  const text = await metrics.registry.metrics();
  const names = new Set(
    text
      .split('\n')
      .filter((line) => line && !line.startsWith('#'))
      .map((line) => line.split(/[{ ]/)[0]),
  );
  return { names, text };
}

describe('deploy/monitoring', () => {
  const rules = (
    parse(readFileSync(join(folder, 'alerts.yml'), 'utf8')) as { groups: { rules: Rule[] }[] }
  ).groups.flatMap((group) => group.rules);

  it('exports the shop figures the rules need, with the values read at scrape', async () => {
    const { text } = await exportedNames();
    expect(text).toContain('shop_paid_undelivered_past_sla 3');
    expect(text).toContain('worker_heartbeat_age_seconds{process="worker1"} 12');
    expect(text).toContain(
      'provider_requests_total{provider="roamesim",outcome="error",process="worker1"} 2',
    );
    expect(text).toContain('backup_last_success_timestamp_seconds 1795000000');
    expect(text).toMatch(/queue_oldest_waiting_seconds\{queue="provisioning"\} (8\d|9\d)/);
  });

  it('has the six alerts, each a threshold over metrics the api exports, with a duration, severity and summary', async () => {
    const { names } = await exportedNames();
    expect(rules.map((rule) => rule.alert).sort()).toEqual([
      'BackupTooOld',
      'PaidOrdersNotDelivered',
      'ProviderErrorRate',
      'QueueBacklogOld',
      'ServerErrors',
      'WorkerHeartbeatMissing',
    ]);
    for (const rule of rules) {
      const used = metricNames(rule.expr);
      expect({ alert: rule.alert, missing: used.filter((name) => !names.has(name)) }).toEqual({
        alert: rule.alert,
        missing: [],
      });
      expect(used.length).toBeGreaterThan(0);
      expect(rule.expr).toMatch(/ > [\d. *]+( or absent\(\w+\))?$/);
      expect(rule.for).toMatch(/^\d+m$/);
      expect(['page', 'ticket']).toContain(rule.labels?.severity);
      expect(rule.annotations?.summary).toBeTruthy();
    }
  });

  it('has a promtool test case firing every alert, fed series of exported metrics', async () => {
    const { names } = await exportedNames();
    const tests = parse(readFileSync(join(folder, 'alerts.test.yml'), 'utf8')) as {
      rule_files: string[];
      tests: {
        input_series: { series: string }[];
        alert_rule_test: { alertname: string; exp_alerts: unknown[] }[];
      }[];
    };
    expect(tests.rule_files).toEqual(['alerts.yml']);
    const fired = new Set(
      tests.tests.flatMap((test) =>
        test.alert_rule_test.filter((check) => check.exp_alerts.length > 0).map((check) => check.alertname),
      ),
    );
    expect([...fired].sort()).toEqual(rules.map((rule) => rule.alert).sort());
    for (const series of tests.tests.flatMap((test) => test.input_series))
      expect(names.has(series.series.split('{')[0])).toBe(true);
  });

  it('has a dashboard whose every panel reads metrics the api exports', async () => {
    const { names } = await exportedNames();
    const dashboard = JSON.parse(readFileSync(join(folder, 'dashboard.json'), 'utf8')) as {
      uid: string;
      panels: { id: number; title: string; targets: { expr: string }[] }[];
    };
    expect(dashboard.uid).toBe('derleng-shop');
    expect(new Set(dashboard.panels.map((panel) => panel.id)).size).toBe(dashboard.panels.length);
    for (const panel of dashboard.panels) {
      expect(panel.targets.length).toBeGreaterThan(0);
      for (const target of panel.targets)
        expect({
          panel: panel.title,
          missing: metricNames(target.expr).filter((name) => !names.has(name)),
        }).toEqual({
          panel: panel.title,
          missing: [],
        });
    }
  });
});
