import { z } from 'zod';

/** Development defaults: fine on a laptop, refused in production (see assertProductionSafe). */
export const DEV_SECRETS = {
  SESSION_SECRET: 'dev-session-secret-change-me-0123456789',
  SECRETS_KEY: 'dev-secrets-key-change-me-0123456789abcdef',
  PAYWAY_API_KEY: 'sandbox-payway-api-key',
  PAYPAL_CLIENT_SECRET: 'sandbox-client-secret',
  ROAMESIM_PASSWORD: 'sandbox-password',
  ROAMESIM_SIGN_KEY: '1234567890qwertyuiopasdfghjklzxc',
} as const;

const sandboxUrl = 'http://127.0.0.1:4010';
const port = z.coerce.number().int().min(0).max(65535);
const url = z.url();
const csv = z.string().transform((value) =>
  value
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean),
);
const minutes = z.coerce
  .number()
  .int()
  .min(1)
  .max(366 * 24 * 60);
const limit = z.coerce.number().int().min(1).max(100000);
const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'test', 'production']).default('development'),
  HOST: z.string().default('127.0.0.1'),
  PORT: port.default(3000),
  PUBLIC_URL: url.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  DATABASE_URL: url,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  REDIS_URL: url.optional(),
  QUEUE_BACKEND: z.enum(['redis', 'postgres']).optional(),
  WORKER_QUEUES: csv.optional(),
  /** api processes sharing PORT on this host (Node cluster; 1 = no cluster). */
  API_PROCESSES: z.coerce.number().int().min(1).max(64).default(1),
  /** This process's name among its kind ('api2', 'worker3'): BullMQ's processedBy, the socket id prefix. */
  PROCESS_NAME: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'lower-case letters, digits and -')
    .optional(),
  /** The name this process's heartbeat carries (default: its role), matched by the servers declared with Add Server. */
  SERVER_NAME: z
    .string()
    .regex(/^[A-Za-z0-9][A-Za-z0-9._-]{0,59}$/, 'letters, digits, ".", "_" and "-" (at most 60)')
    .optional(),
  OUTBOX_RELAY: bool.default(true),
  SESSION_SECRET: z.string().min(32).default(DEV_SECRETS.SESSION_SECRET),
  SECRETS_KEY: z.string().min(32).default(DEV_SECRETS.SECRETS_KEY),
  /** Earlier SECRETS_KEY values (comma-separated): they still open stored settings until rotated. */
  SECRETS_KEY_PREVIOUS: csv.default([]),
  WEB_DIST_DIR: z.string().optional(),
  PAYWAY_BASE_URL: url.default(sandboxUrl),
  PAYWAY_MERCHANT_ID: z.string().min(1).default('derleng_sandbox'),
  PAYWAY_API_KEY: z.string().min(1).default(DEV_SECRETS.PAYWAY_API_KEY),
  PAYWAY_RSA_PUBLIC_KEY: z.string().optional(),
  PAYPAL_BASE_URL: url.default(sandboxUrl),
  PAYPAL_CLIENT_ID: z.string().min(1).default('sandbox-client-id'),
  PAYPAL_CLIENT_SECRET: z.string().min(1).default(DEV_SECRETS.PAYPAL_CLIENT_SECRET),
  PAYPAL_WEBHOOK_ID: z.string().min(1).default('WH-SANDBOX'),
  /** offline: certificate chain + RSA signature only; offline_or_api: verify-webhook-signature when the certificate cannot be checked. */
  PAYPAL_WEBHOOK_VERIFY: z.enum(['offline', 'offline_or_api']).default('offline'),
  /** Extra trust anchor(s) for the webhook certificate chain (PEM; a local sandbox's root CA). */
  PAYPAL_WEBHOOK_CA_PEM: z.string().optional(),
  /** Hosts PAYPAL-CERT-URL may name (default: PAYPAL_BASE_URL's host and its api. twin). */
  PAYPAL_WEBHOOK_CERT_HOSTS: csv.optional(),
  /** Stripe card payments: the first-boot defaults of the admin's Stripe settings (sealed rows win). */
  STRIPE_ENABLED: bool.default(false),
  STRIPE_BASE_URL: url.default('https://api.stripe.com'),
  STRIPE_SECRET_KEY: z.string().optional(),
  STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  STRIPE_WEBHOOK_SECRET: z.string().optional(),
  /** Telegram's Bot API (the shop's bot): off without a token. */
  TELEGRAM_BASE_URL: url.default('https://api.telegram.org'),
  TELEGRAM_BOT_TOKEN: z.string().trim().min(1).optional(),
  TELEGRAM_BOT_USERNAME: z
    .string()
    .regex(/^[A-Za-z0-9_]{5,32}$/)
    .optional(),
  /** Sent by Telegram with every update (X-Telegram-Bot-Api-Secret-Token); 1–256 of A-Z a-z 0-9 _ -. */
  TELEGRAM_WEBHOOK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,256}$/)
    .optional(),
  /** Where the bot's deep links point: https://t.me/<bot>?start=<token> (the sandbox's /t.me in development). */
  TELEGRAM_LINK_BASE_URL: url.default('https://t.me'),
  /** The staff's Telegram chat (a group's id, e.g. -1001234567890): Needs attention and reconciliation alerts; unset, none. */
  TELEGRAM_STAFF_CHAT_ID: z
    .string()
    .trim()
    .regex(/^-?[0-9]{1,20}$/)
    .optional(),
  ROAMESIM_BASE_URL: url.default(sandboxUrl),
  ROAMESIM_PHONE: z.string().min(1).default('85500000000'),
  ROAMESIM_PASSWORD: z.string().min(1).default(DEV_SECRETS.ROAMESIM_PASSWORD),
  ROAMESIM_SIGN_KEY: z.string().min(1).default(DEV_SECRETS.ROAMESIM_SIGN_KEY),
  ROAMESIM_SIGN_VARIANT: z.enum(['A', 'B']).default('A'),
  PROVIDER_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(10000),
  SMTP_URL: z.string().default('smtp://127.0.0.1:2525'),
  MAIL_FROM: z.string().default('Derleng eSIM <no-reply@derleng.local>'),
  SUPPORT_EMAIL: z.email().default('support@derleng.local'),
  /** Shown in emails and the PDF guide when set, e.g. `@derleng_esim` and `+855 …`. */
  SUPPORT_TELEGRAM: z.string().trim().min(1).max(100).optional(),
  SUPPORT_PHONE: z.string().trim().min(1).max(40).optional(),
  /**
   * The support promise printed on the contact page, the FAQ, emails and the PDF guide ("We answer
   * 24/7, on average within 2 hours"): both set, or no promise is made anywhere.
   */
  SUPPORT_AVAILABILITY: z.string().trim().min(1).max(40).optional(),
  SUPPORT_RESPONSE_HOURS: z.coerce.number().int().min(1).max(72).optional(),
  PRICE_MARKUP: z.coerce.number().positive().max(100).default(5),
  /** Waits between a failing order line's provisioning tries, in seconds; after the last, the order needs attention. */
  PROVISIONING_RETRY_SECONDS: z
    .string()
    .default('30,60,120,300,600,1800')
    .transform((value) => value.split(',').map((part) => Number(part.trim())))
    .pipe(
      z
        .array(
          z
            .number()
            .int()
            .min(1)
            .max(24 * 3600),
        )
        .min(1)
        .max(50),
    ),
  /**
   * Status sync schedule, in seconds (fractions allowed, for SANDBOX_TIME_SCALE drills): an eSIM near
   * an alert is read again after the hot wait, any other live one after the stale wait; the sweep
   * runs every ESIM_SYNC_SWEEP_SECONDS. Hot wait + sweep period bound an alert's delay.
   */
  ESIM_SYNC_HOT_SECONDS: z.coerce.number().min(0.1).max(3600).default(240),
  ESIM_SYNC_STALE_SECONDS: z.coerce.number().min(0.1).max(86400).default(1800),
  ESIM_SYNC_SWEEP_SECONDS: z.coerce.number().min(0.25).max(3600).default(30),
  SANDBOX_URL: url.optional(),
  /** Bearer token GET /metrics requires (Authorization: Bearer …); required in production. */
  METRICS_TOKEN: z.string().min(32, 'at least 32 characters').optional(),
  /** Serve the OpenAPI docs (/api/docs, /api/docs-json): on by default, off by default in production. */
  API_DOCS: bool.optional(),
  /** Which peers may set X-Forwarded-For: 'false' (default: ignored), 'loopback', 'true', or addresses/CIDRs. */
  TRUST_PROXY: z.string().min(1).default('false'),
  // Abuse limits on the money path (docs/architecture.md "Abuse limits").
  CREATE_ORDER_MAX_PER_MINUTE_PER_ADDRESS: limit.default(20),
  CREATE_ORDER_MAX_PER_HOUR_PER_ADDRESS: limit.default(120),
  CREATE_ORDER_MAX_PER_MINUTE_PER_SESSION: limit.default(10),
  STATUS_READS_MAX_PER_MINUTE_PER_ADDRESS: limit.default(600),
  STATUS_READS_MAX_PER_MINUTE_PER_SESSION: limit.default(120),
  UNPAID_ORDERS_MAX_PER_CLIENT: limit.default(5),
  UNPAID_ORDERS_MAX_PER_ADDRESS: limit.default(20),
  ORDER_LINK_EMAILS_MAX_PER_HOUR_PER_ADDRESS: limit.default(10),
  // Accounts and sessions (docs/accounts.md).
  SESSION_COOKIE_NAME: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'letters, digits, - and _ only')
    .default('derleng_session'),
  /** Secure cookie with the __Host- prefix; on by default in production, where it cannot be turned off. */
  SESSION_COOKIE_SECURE: bool.optional(),
  SESSION_IDLE_MINUTES: minutes.default(7 * 24 * 60),
  SESSION_ABSOLUTE_MINUTES: minutes.default(30 * 24 * 60),
  ADMIN_SESSION_IDLE_MINUTES: minutes.default(30),
  ADMIN_SESSION_ABSOLUTE_MINUTES: minutes.default(8 * 60),
  SIGNIN_MAX_FAILURES_PER_MINUTE: limit.default(5),
  SIGNIN_MAX_FAILURES_PER_HOUR: limit.default(100),
  SIGNIN_MAX_FAILURES_PER_MINUTE_PER_ADDRESS: limit.default(20),
  SIGNIN_MAX_FAILURES_PER_HOUR_PER_ADDRESS: limit.default(300),
  SIGNUP_MAX_PER_HOUR_PER_ADDRESS: limit.default(20),
  /** The first admin, created at the first start when no admin exists (see npm run admin:create). */
  ADMIN_PHONE: z.string().optional(),
  ADMIN_EMAIL: z.email().optional(),
  ADMIN_PASSWORD: z.string().optional(),
  ADMIN_NAME: z.string().min(1).max(120).default('Administrator'),
});

export type Env = z.infer<typeof envSchema>;
