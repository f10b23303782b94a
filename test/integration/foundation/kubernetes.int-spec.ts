import { envSchema, loadConfig, QUEUE_NAMES } from '@app/core';
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse, parseAllDocuments } from 'yaml';
import { LEASE_MS } from '../../../libs/esims/src/provisioning/provider-order.store';

const root = join(__dirname, '../../..');
const dir = join(root, 'deploy/k8s');

interface Container {
  name: string;
  image: string;
  command: string[];
  env?: { name: string; value: string }[];
  envFrom?: ({ configMapRef: { name: string } } | { secretRef: { name: string } })[];
  ports?: { name: string; containerPort: number }[];
  readinessProbe?: { httpGet: { path: string; port: string } };
  livenessProbe?: { httpGet: { path: string; port: string } };
  startupProbe?: { httpGet: { path: string; port: string } };
}
interface PodSpec {
  terminationGracePeriodSeconds?: number;
  restartPolicy?: string;
  containers: Container[];
}
interface Resource {
  kind: string;
  metadata: { name: string; namespace?: string };
  spec?: {
    template?: { spec: PodSpec };
    scaleTargetRef?: { kind: string; name: string };
    minReplicas?: number;
    type?: string;
    externalName?: string;
  };
  data?: Record<string, string>;
  stringData?: Record<string, string>;
}

/** `kubectl kustomize` when kubectl is installed; otherwise the same files, read as kustomize would list them. */
function render(): { resources: Resource[]; by: 'kubectl' | 'yaml' } {
  const kubectl = spawnSync('kubectl', ['kustomize', dir], { encoding: 'utf8' });
  if (kubectl.status === 0) {
    return {
      resources: parseAllDocuments(kubectl.stdout).map((doc) => doc.toJS() as Resource),
      by: 'kubectl',
    };
  }
  const kustomization = parse(readFileSync(join(dir, 'kustomization.yaml'), 'utf8')) as {
    namespace: string;
    resources: string[];
    images: { name: string; newName: string; newTag: string }[];
  };
  const resources = kustomization.resources.flatMap((file) =>
    parseAllDocuments(readFileSync(join(dir, file), 'utf8')).map((doc) => doc.toJS() as Resource),
  );
  for (const resource of resources) {
    if (resource.kind !== 'Namespace') resource.metadata.namespace = kustomization.namespace;
    for (const container of resource.spec?.template?.spec.containers ?? []) {
      const image = kustomization.images.find((entry) => entry.name === container.image);
      if (image) container.image = `${image.newName}:${image.newTag}`;
    }
  }
  return { resources, by: 'yaml' };
}

const { resources } = render();
const find = (kind: string, name: string): Resource => {
  const found = resources.find((resource) => resource.kind === kind && resource.metadata.name === name);
  if (!found) throw new Error(`no ${kind} ${name} in deploy/k8s`);
  return found;
};
const containerOf = (resource: Resource): Container => resource.spec!.template!.spec.containers[0];
const workers = resources.filter(
  (resource) => resource.kind === 'Deployment' && resource.metadata.name.startsWith('derleng-worker-'),
);
const config = find('ConfigMap', 'derleng-config').data ?? {};
const secret = find('Secret', 'derleng-secrets').stringData ?? {};
const envOf = (container: Container, secrets: Record<string, string> = secret): Record<string, string> => ({
  ...config,
  ...secrets,
  ...Object.fromEntries((container.env ?? []).map(({ name, value }) => [name, value])),
});
const realSecrets = {
  ...secret,
  DATABASE_URL: 'postgres://derleng:a-strong-database-password@postgres:5432/derleng',
  SESSION_SECRET: 'x'.repeat(48),
  SECRETS_KEY: 'y'.repeat(48),
  METRICS_TOKEN: 'm'.repeat(40),
  PAYWAY_MERCHANT_ID: 'merchant',
  PAYWAY_API_KEY: 'live-api-key',
  PAYPAL_CLIENT_ID: 'live-client',
  PAYPAL_CLIENT_SECRET: 'live-secret',
  PAYPAL_WEBHOOK_ID: 'WH-LIVE',
  ROAMESIM_PHONE: '85512345678',
  ROAMESIM_PASSWORD: 'live-password',
  ROAMESIM_SIGN_KEY: 'live-sign-key',
  SMTP_URL: 'smtps://user:pass@smtp.example.com:465',
};

describe('Kubernetes manifests (deploy/k8s) run what the project really runs', () => {
  let ENTRYPOINTS: Record<string, string>;
  let compose: { services: Record<string, { command?: string[]; stop_grace_period?: string }> };
  beforeAll(async () => {
    ({ ENTRYPOINTS } = (await import(join(root, 'scripts/entrypoints.mjs'))) as {
      ENTRYPOINTS: Record<string, string>;
    });
    compose = parse(readFileSync(join(root, 'docker-compose.yml'), 'utf8'), {
      merge: true,
    }) as typeof compose;
  });

  it('starts the api, the workers and the migration with the entry points of the stack and docker-compose', () => {
    const api = containerOf(find('Deployment', 'derleng-api'));
    const migrate = containerOf(find('Job', 'derleng-migrate'));
    expect(api.command).toEqual(['node', ENTRYPOINTS.api]);
    expect(api.command).toEqual(compose.services.api.command);
    expect(migrate.command).toEqual(['node', ENTRYPOINTS.migrate]);
    expect(migrate.command).toEqual(compose.services.migrate.command);
    expect(workers.length).toBeGreaterThan(1);
    for (const worker of workers) {
      expect(containerOf(worker).command).toEqual(['node', ENTRYPOINTS.worker]);
      expect(containerOf(worker).command).toEqual(compose.services.worker.command);
    }
    expect(find('Job', 'derleng-migrate').spec!.template!.spec.restartPolicy).toBe('Never');
  });

  it('runs one image everywhere, in one namespace', () => {
    const images = new Set(
      resources.flatMap((resource) => resource.spec?.template?.spec.containers.map((c) => c.image) ?? []),
    );
    expect([...images]).toEqual(['registry.example.com/derleng-esim:latest']);
    for (const resource of resources.filter((r) => r.kind !== 'Namespace'))
      expect(resource.metadata.namespace).toBe('derleng');
  });

  it('probes the api: ready on /api/health/ready, alive on /api/health/live (no dependency), on the port it listens on', () => {
    const api = containerOf(find('Deployment', 'derleng-api'));
    expect(api.readinessProbe?.httpGet.path).toBe('/api/health/ready');
    expect(api.livenessProbe?.httpGet.path).toBe('/api/health/live');
    expect(api.startupProbe?.httpGet.path).toBe('/api/health/live');
    const port = api.ports?.find((p) => p.name === api.readinessProbe?.httpGet.port);
    expect(String(port?.containerPort)).toBe(envOf(api).PORT);
    expect(api.livenessProbe?.httpGet.port).toBe(port?.name);
  });

  it('scales the api with an HPA', () => {
    const hpa = find('HorizontalPodAutoscaler', 'derleng-api');
    expect(hpa.spec?.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'derleng-api' });
    expect(hpa.spec?.minReplicas).toBeGreaterThanOrEqual(2);
  });

  it('covers every queue exactly once across the worker groups', () => {
    const queues = workers.flatMap((worker) =>
      loadConfig(envOf(containerOf(worker), realSecrets)).queue.activeQueues.map(String),
    );
    expect([...queues].sort()).toEqual([...QUEUE_NAMES].sort());
  });

  it('gives workers more time to drain than their longest job takes', () => {
    const providerTimeoutMs = loadConfig(envOf(containerOf(workers[0]), realSecrets)).providerTimeoutMs;
    for (const worker of workers) {
      const graceMs = worker.spec!.template!.spec.terminationGracePeriodSeconds! * 1000;
      const queues = envOf(containerOf(worker)).WORKER_QUEUES.split(',');
      // a provisioning run or a catalogue sync holds a lease it renews; the others make a few provider calls
      const longest = queues.some((q) => ['provisioning', 'catalogue'].includes(q))
        ? LEASE_MS
        : 3 * providerTimeoutMs;
      expect(graceMs).toBeGreaterThan(longest);
    }
    const longestGrace = Math.max(
      ...workers.map((w) => w.spec!.template!.spec.terminationGracePeriodSeconds!),
    );
    expect(compose.services.worker.stop_grace_period).toBe(`${longestGrace}s`);
  });

  it('keeps credentials in a Secret whose placeholders the production check refuses', () => {
    for (const deployment of [...workers, find('Deployment', 'derleng-api')]) {
      const refs = containerOf(deployment).envFrom ?? [];
      expect(refs).toEqual([
        { configMapRef: { name: 'derleng-config' } },
        { secretRef: { name: 'derleng-secrets' } },
      ]);
    }
    for (const key of [
      'DATABASE_URL',
      'REDIS_URL',
      'SESSION_SECRET',
      'SECRETS_KEY',
      'PAYWAY_API_KEY',
      'PAYPAL_CLIENT_SECRET',
    ])
      expect(Object.keys(secret)).toContain(key);
    for (const key of Object.keys(config))
      expect(['SESSION_SECRET', 'SECRETS_KEY', 'DATABASE_URL']).not.toContain(key);
    const api = containerOf(find('Deployment', 'derleng-api'));
    expect(() => loadConfig(envOf(api))).toThrow(/SESSION_SECRET/);
  });

  it('passes the production config check once real credentials are filled in, on external Postgres and Redis', () => {
    const api = containerOf(find('Deployment', 'derleng-api'));
    const env = envOf(api, realSecrets);
    for (const key of Object.keys(env)) expect(Object.keys(envSchema.shape)).toContain(key);
    const loaded = loadConfig(env);
    expect(loaded.production).toBe(true);
    expect(loaded.queue.backend).toBe('redis');
    expect(new URL(secret.DATABASE_URL).hostname).toBe('postgres');
    expect(new URL(secret.REDIS_URL).hostname).toBe('redis');
    for (const name of ['postgres', 'redis']) expect(find('Service', name).spec?.type).toBe('ExternalName');
  });

  it('backs the managed database up nightly with pg_dump of its major version into a volume, keeping 14 days', () => {
    const cron = find('CronJob', 'derleng-backup') as unknown as {
      spec: {
        schedule: string;
        concurrencyPolicy: string;
        jobTemplate: { spec: { template: { spec: PodSpec } } };
      };
    };
    expect(cron.spec.schedule).toMatch(/^\d+ \d+ \* \* \*$/);
    expect(cron.spec.concurrencyPolicy).toBe('Forbid');
    const [container] = cron.spec.jobTemplate.spec.template.spec.containers;
    expect(container.image).toBe('postgres:18');
    const script = (container.command ?? []).join(' ');
    expect(script).toContain('pg_dump --format=custom');
    expect(script).toContain('INSERT INTO backup_run');
    expect(find('PersistentVolumeClaim', 'derleng-backups').metadata.namespace).toBe('derleng');
  });
});
