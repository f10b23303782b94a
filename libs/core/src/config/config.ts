import { isPasswordValid, isPlausiblePhone, normalisePhone } from '@app/domain';
import { DEV_SECRETS, Env, envSchema } from './env.schema';
import { QUEUE_NAMES, QueueName } from '../queue/queue-names';

/** When support answers ('24/7') and how fast on average (hours). */
export interface SupportPromise {
  availability: string;
  responseHours: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((problem) => `  - ${problem}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The typed, validated configuration, grouped by concern (also its injection token). */
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export abstract class AppConfig {}
// eslint-disable-next-line @typescript-eslint/no-unsafe-declaration-merging
export interface AppConfig {
  env: Env['NODE_ENV'];
  production: boolean;
  http: {
    host: string;
    port: number;
    publicUrl: string;
    webDistDir?: string;
    /** Fastify's trustProxy: which peers' X-Forwarded-For is believed (the client address for throttling). */
    trustProxy: boolean | string;
    /** The token GET /metrics requires; unset (development only): /metrics is open. */
    metricsToken?: string;
    /** Whether /api/docs and /api/docs-json are served. */
    apiDocs: boolean;
    /** api processes sharing the port (API_PROCESSES; Node cluster when above 1). */
    processes: number;
  };
  /** PROCESS_NAME: this process among several of its kind (worker name in BullMQ, socket id prefix). */
  processName?: string;
  /** SERVER_NAME: the name of this process's heartbeat (a worker group's name), else its role. */
  serverName?: string;
  logLevel: Env['LOG_LEVEL'];
  db: { url: string; poolSize: number };
  queue: {
    backend: 'redis' | 'postgres';
    redisUrl?: string;
    activeQueues: QueueName[];
    outboxRelay: boolean;
  };
  security: { sessionSecret: string; secretsKey: string; previousSecretsKeys: string[] };
  auth: AuthConfig;
  payway: { baseUrl: string; merchantId: string; apiKey: string; rsaPublicKey?: string };
  paypal: {
    baseUrl: string;
    clientId: string;
    clientSecret: string;
    webhookId: string;
    webhookVerify: 'offline' | 'offline_or_api';
    webhookCaPem?: string;
    webhookCertHosts?: string[];
  };
  stripe: {
    enabled: boolean;
    baseUrl: string;
    secretKey?: string;
    publishableKey?: string;
    webhookSecret?: string;
  };
  roamesim: { baseUrl: string; phone: string; password: string; signKey: string; signVariant: 'A' | 'B' };
  /** The shop's Telegram bot (off when botToken is unset). */
  telegram: {
    baseUrl: string;
    botToken?: string;
    botUsername?: string;
    webhookSecret?: string;
    linkBaseUrl: string;
    /** Staff alerts go to this chat beside the staff email; unset, none. */
    staffChatId?: string;
  };
  providerTimeoutMs: number;
  mail: {
    smtpUrl: string;
    from: string;
    supportEmail: string;
    /** Printed in emails and the PDF guide when set. */
    supportTelegram?: string;
    supportPhone?: string;
    /** The support promise; null when not configured (then none is made). */
    supportPromise: SupportPromise | null;
  };
  pricing: { markup: number };
  /** Delivery guarantee: a failing order line is tried again after each of these waits (ms), in turn. */
  provisioning: { retryDelaysMs: number[] };
  /** Status sync schedule (ms): re-read an eSIM near an alert after hotMs, another after staleMs; sweep every sweepMs. */
  esimSync: { hotMs: number; staleMs: number; sweepMs: number };
  /** Abuse limits on the money path (sliding windows, counted in Postgres). */
  limits: LimitsConfig;
  sandboxUrl?: string;
  /** Per-queue worker concurrency from WORKER_CONCURRENCY_<QUEUE> (e.g. WORKER_CONCURRENCY_ESIM_SYNC). */
  concurrency: Record<QueueName, number>;
}

export interface LimitsConfig {
  createOrder: { perAddressPerMinute: number; perAddressPerHour: number; perSessionPerMinute: number };
  statusReads: { perAddressPerMinute: number; perSessionPerMinute: number };
  /** Pending (unpaid) orders one client may hold: per user or browser session, and per address. */
  unpaidOrders: { perClient: number; perAddress: number };
  /** Order-link emails (Find my order, Email me this link) one address may ask for in an hour. */
  orderLinkEmailsPerAddressPerHour: number;
}

/** Sessions, sign-in throttling and the first admin (docs/accounts.md). */
export interface AuthConfig {
  /** The cookie's full name: `__Host-<SESSION_COOKIE_NAME>` when secure. */
  cookieName: string;
  cookieSecure: boolean;
  /** Idle and absolute session lifetimes in ms, by the user's role. */
  lifetimes: Record<'user' | 'admin', { idleMs: number; absoluteMs: number }>;
  throttle: {
    perAccountPerMinute: number;
    perAccountPerHour: number;
    perAddressPerMinute: number;
    perAddressPerHour: number;
    signUpsPerAddressPerHour: number;
  };
  /** From ADMIN_PHONE/ADMIN_EMAIL/ADMIN_PASSWORD: created at the first start if no admin exists. */
  firstAdmin?: { phone: string; email: string; password: string; fullName: string };
  /** No admin and no ADMIN_* settings: generate one and print it once (the embedded default only). */
  generateFirstAdmin: boolean;
}

const MINUTE_MS = 60 * 1000;

/** 'true', 'false', or proxy addresses/CIDRs/names ('loopback', 'uniquelocal', '10.0.0.0/8,…'). */
function parseTrustProxy(value: string): boolean | string {
  if (value === 'true' || value === 'false') return value === 'true';
  return value;
}

const DEFAULT_CONCURRENCY: Record<QueueName, number> = {
  payments: 10,
  provisioning: 5,
  'esim-sync': 5,
  catalogue: 1,
  // An eSIM email draws its QR and PDF guide on the worker's event loop, which the provisioning
  // runs share: two at a time (one drawing while the other talks to SMTP) keep a burst of emails
  // from standing between RoameSIM's answers and the next eSIM stored.
  notifications: 2,
  maintenance: 2,
};

/** Validates the environment once and says what is wrong with every bad variable at the same time. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    );
  }
  const env = parsed.data;
  const problems: string[] = [];
  const activeQueues = (env.WORKER_QUEUES ?? [...QUEUE_NAMES]) as QueueName[];
  for (const name of activeQueues) {
    if (!QUEUE_NAMES.includes(name))
      problems.push(`WORKER_QUEUES: unknown queue "${name}" (known: ${QUEUE_NAMES.join(', ')})`);
  }
  const concurrency = { ...DEFAULT_CONCURRENCY };
  for (const name of QUEUE_NAMES) {
    const key = `WORKER_CONCURRENCY_${name.toUpperCase().replace(/-/g, '_')}`;
    const raw = source[key];
    if (raw === undefined || raw === '') continue;
    const value = Number(raw);
    if (!Number.isInteger(value) || value < 1 || value > 500)
      problems.push(`${key}: must be an integer from 1 to 500`);
    else concurrency[name] = value;
  }
  const backend = env.QUEUE_BACKEND ?? (env.REDIS_URL ? 'redis' : 'postgres');
  if (backend === 'redis' && !env.REDIS_URL) problems.push('REDIS_URL: required when QUEUE_BACKEND=redis');
  const config: AppConfig = {
    env: env.NODE_ENV,
    production: env.NODE_ENV === 'production',
    http: {
      host: env.HOST,
      port: env.PORT,
      publicUrl: (env.PUBLIC_URL ?? `http://${env.HOST}:${env.PORT}`).replace(/\/+$/, ''),
      webDistDir: env.WEB_DIST_DIR,
      trustProxy: parseTrustProxy(env.TRUST_PROXY),
      metricsToken: env.METRICS_TOKEN,
      apiDocs: env.API_DOCS ?? env.NODE_ENV !== 'production',
      processes: env.API_PROCESSES,
    },
    processName: env.PROCESS_NAME,
    serverName: env.SERVER_NAME,
    logLevel: env.LOG_LEVEL,
    db: { url: env.DATABASE_URL, poolSize: env.DATABASE_POOL_SIZE },
    queue: { backend, redisUrl: env.REDIS_URL, activeQueues, outboxRelay: env.OUTBOX_RELAY },
    security: {
      sessionSecret: env.SESSION_SECRET,
      secretsKey: env.SECRETS_KEY,
      previousSecretsKeys: env.SECRETS_KEY_PREVIOUS,
    },
    auth: authConfig(env, problems),
    payway: {
      baseUrl: env.PAYWAY_BASE_URL,
      merchantId: env.PAYWAY_MERCHANT_ID,
      apiKey: env.PAYWAY_API_KEY,
      rsaPublicKey: env.PAYWAY_RSA_PUBLIC_KEY,
    },
    paypal: {
      baseUrl: env.PAYPAL_BASE_URL,
      clientId: env.PAYPAL_CLIENT_ID,
      clientSecret: env.PAYPAL_CLIENT_SECRET,
      webhookId: env.PAYPAL_WEBHOOK_ID,
      webhookVerify: env.PAYPAL_WEBHOOK_VERIFY,
      webhookCaPem: env.PAYPAL_WEBHOOK_CA_PEM?.replace(/\\n/g, '\n'),
      webhookCertHosts: env.PAYPAL_WEBHOOK_CERT_HOSTS,
    },
    stripe: {
      enabled: env.STRIPE_ENABLED,
      baseUrl: env.STRIPE_BASE_URL,
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET,
    },
    roamesim: {
      baseUrl: env.ROAMESIM_BASE_URL,
      phone: env.ROAMESIM_PHONE,
      password: env.ROAMESIM_PASSWORD,
      signKey: env.ROAMESIM_SIGN_KEY,
      signVariant: env.ROAMESIM_SIGN_VARIANT,
    },
    telegram: {
      baseUrl: env.TELEGRAM_BASE_URL,
      botToken: env.TELEGRAM_BOT_TOKEN,
      botUsername: env.TELEGRAM_BOT_USERNAME,
      webhookSecret: env.TELEGRAM_WEBHOOK_SECRET,
      linkBaseUrl: env.TELEGRAM_LINK_BASE_URL,
      staffChatId: env.TELEGRAM_STAFF_CHAT_ID,
    },
    providerTimeoutMs: env.PROVIDER_TIMEOUT_MS,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM,
      supportEmail: env.SUPPORT_EMAIL,
      supportTelegram: env.SUPPORT_TELEGRAM,
      supportPhone: env.SUPPORT_PHONE,
      supportPromise:
        env.SUPPORT_AVAILABILITY && env.SUPPORT_RESPONSE_HOURS
          ? { availability: env.SUPPORT_AVAILABILITY, responseHours: env.SUPPORT_RESPONSE_HOURS }
          : null,
    },
    pricing: { markup: env.PRICE_MARKUP },
    provisioning: { retryDelaysMs: env.PROVISIONING_RETRY_SECONDS.map((seconds) => seconds * 1000) },
    esimSync: {
      hotMs: Math.round(env.ESIM_SYNC_HOT_SECONDS * 1000),
      staleMs: Math.round(env.ESIM_SYNC_STALE_SECONDS * 1000),
      sweepMs: Math.round(env.ESIM_SYNC_SWEEP_SECONDS * 1000),
    },
    limits: {
      createOrder: {
        perAddressPerMinute: env.CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS,
        perAddressPerHour: env.CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS,
        perSessionPerMinute: env.CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION,
      },
      statusReads: {
        perAddressPerMinute: env.STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS,
        perSessionPerMinute: env.STATUS_READS_MAX_PER_MINUTE_PER_SESSION,
      },
      unpaidOrders: {
        perClient: env.UNPAID_ORDERS_MAX_PER_CLIENT,
        perAddress: env.UNPAID_ORDERS_MAX_PER_ADDRESS,
      },
      orderLinkEmailsPerAddressPerHour: env.ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS,
    },
    sandboxUrl: env.SANDBOX_URL,
    concurrency,
  };
  if (config.production) problems.push(...productionProblems(env));
  if (problems.length) throw new ConfigError(problems);
  return config;
}

const SANDBOX_HOSTS = ['checkout-sandbox.payway.com.kh', 'api-m.sandbox.paypal.com'];

/** A loopback address or a provider's known sandbox host. */
export function isSandboxUrl(value: string): boolean {
  const host = new URL(value).hostname;
  return (
    host === 'localhost' ||
    host.startsWith('127.') ||
    host === '::1' ||
    host === '[::1]' ||
    SANDBOX_HOSTS.includes(host)
  );
}

function authConfig(env: Env, problems: string[]): AuthConfig {
  const production = env.NODE_ENV === 'production';
  const cookieSecure = env.SESSION_COOKIE_SECURE ?? production;
  const lifetimes = {
    user: {
      idleMs: env.SESSION_IDLE_MINUTES * MINUTE_MS,
      absoluteMs: env.SESSION_ABSOLUTE_MINUTES * MINUTE_MS,
    },
    admin: {
      idleMs: env.ADMIN_SESSION_IDLE_MINUTES * MINUTE_MS,
      absoluteMs: env.ADMIN_SESSION_ABSOLUTE_MINUTES * MINUTE_MS,
    },
  };
  if (env.SESSION_IDLE_MINUTES > env.SESSION_ABSOLUTE_MINUTES)
    problems.push('SESSION_IDLE_MINUTES: must not exceed SESSION_ABSOLUTE_MINUTES');
  if (env.ADMIN_SESSION_IDLE_MINUTES > env.ADMIN_SESSION_ABSOLUTE_MINUTES)
    problems.push('ADMIN_SESSION_IDLE_MINUTES: must not exceed ADMIN_SESSION_ABSOLUTE_MINUTES');
  if (
    env.ADMIN_SESSION_IDLE_MINUTES > env.SESSION_IDLE_MINUTES ||
    env.ADMIN_SESSION_ABSOLUTE_MINUTES > env.SESSION_ABSOLUTE_MINUTES
  )
    problems.push('ADMIN_SESSION_*_MINUTES: admin sessions must not outlive customer sessions');
  if (env.SIGNIN_MAX_FAILURES_PER_MINUTE > env.SIGNIN_MAX_FAILURES_PER_HOUR)
    problems.push('SIGNIN_MAX_FAILURES_PER_MINUTE: must not exceed SIGNIN_MAX_FAILURES_PER_HOUR');
  let firstAdmin: AuthConfig['firstAdmin'];
  const given = [env.ADMIN_PHONE, env.ADMIN_EMAIL, env.ADMIN_PASSWORD].filter((value) => value);
  if (given.length > 0 && given.length < 3)
    problems.push('ADMIN_PHONE, ADMIN_EMAIL, ADMIN_PASSWORD: set all three or none');
  else if (env.ADMIN_PHONE && env.ADMIN_EMAIL && env.ADMIN_PASSWORD) {
    if (!isPlausiblePhone(env.ADMIN_PHONE))
      problems.push('ADMIN_PHONE: not an international phone number (8 to 15 digits with the country code)');
    if (!isPasswordValid(env.ADMIN_PASSWORD))
      problems.push(
        'ADMIN_PASSWORD: needs 8+ characters with an uppercase and a lowercase letter, a digit and a special character',
      );
    firstAdmin = {
      phone: normalisePhone(env.ADMIN_PHONE),
      email: env.ADMIN_EMAIL.trim().toLowerCase(),
      password: env.ADMIN_PASSWORD,
      fullName: env.ADMIN_NAME,
    };
  }
  return {
    cookieName: cookieSecure ? `__Host-${env.SESSION_COOKIE_NAME}` : env.SESSION_COOKIE_NAME,
    cookieSecure,
    lifetimes,
    throttle: {
      perAccountPerMinute: env.SIGNIN_MAX_FAILURES_PER_MINUTE,
      perAccountPerHour: env.SIGNIN_MAX_FAILURES_PER_HOUR,
      perAddressPerMinute: env.SIGNIN_MAX_FAILURES_PER_MINUTE_PER_ADDRESS,
      perAddressPerHour: env.SIGNIN_MAX_FAILURES_PER_HOUR_PER_ADDRESS,
      signUpsPerAddressPerHour: env.SIGNUP_MAX_PER_HOUR_PER_ADDRESS,
    },
    firstAdmin,
    generateFirstAdmin: env.NODE_ENV === 'development',
  };
}

/** In production the app refuses development secrets and sandbox base URLs. */
function productionProblems(env: Env): string[] {
  const problems: string[] = [];
  for (const [key, devValue] of Object.entries(DEV_SECRETS)) {
    if (env[key as keyof Env] === devValue)
      problems.push(`${key}: the development default is not allowed in production`);
  }
  for (const key of [
    'PAYWAY_BASE_URL',
    'PAYPAL_BASE_URL',
    'ROAMESIM_BASE_URL',
    'TELEGRAM_BASE_URL',
  ] as const) {
    if (isSandboxUrl(env[key]))
      problems.push(`${key}: a sandbox address (${env[key]}) is not allowed in production`);
  }
  if (!env.REDIS_URL) problems.push('REDIS_URL: production runs its queues on Redis');
  if (env.SESSION_COOKIE_SECURE === false)
    problems.push('SESSION_COOKIE_SECURE: the session cookie is always Secure in production');
  if (!env.METRICS_TOKEN)
    problems.push('METRICS_TOKEN: required in production (Prometheus sends it as Authorization: Bearer …)');
  if (!env.PUBLIC_URL) problems.push('PUBLIC_URL: required in production (the browser origin, https://…)');
  else if (new URL(env.PUBLIC_URL).protocol !== 'https:' && !isSandboxUrl(env.PUBLIC_URL))
    problems.push('PUBLIC_URL: must be https in production (the session cookie is Secure)');
  return problems;
}
