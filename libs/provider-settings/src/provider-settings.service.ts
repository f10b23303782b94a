import { BadRequestException, Injectable, OnApplicationShutdown, OnModuleInit } from '@nestjs/common';
import { AdminAudit, AuditActor } from '@app/audit';
import {
  PAYMENT_PROVIDERS,
  PROVIDER_FIELDS,
  PROVIDER_MODES,
  SWITCH_FIELDS,
  URL_FIELDS,
  type ConnectionTestCode,
  type PaymentProvider,
} from '@app/contracts';
import { AppConfig, AppLogger, RotatingSecretBox } from '@app/core';
import { Client } from 'pg';
import { DataSource, EntityManager } from 'typeorm';
import { PROVIDER_SETTINGS_CHANNEL } from './channel';
import { auditValue } from './masking';
import { Credentials, environmentDefaults } from './provider-defaults';
import { rotateSealedSettings } from './rotate';

const VALUE_MAX = 8192;
const RECONNECT_MS = 1000;

/** A provider's settings in force in this process. */
export interface EffectiveSettings {
  provider: PaymentProvider;
  mode: string;
  credentials: Credentials;
  source: 'database' | 'environment';
  /** Bumped in this process at every reload of this provider: a cached client older than it is dropped. */
  generation: number;
  lastTest: { at: Date; ok: boolean; code: ConnectionTestCode; detail: string } | null;
  updatedAt: Date | null;
}

interface SettingRow {
  provider: PaymentProvider;
  mode: string | null;
  credentials: string | null;
  key_id: string | null;
  last_test_at: Date | null;
  last_test_ok: boolean | null;
  last_test_code: ConnectionTestCode | null;
  last_test_detail: string | null;
  updated_at: Date;
}

export type SettingsListener = (next: EffectiveSettings, previous: EffectiveSettings) => Promise<void> | void;

export interface SettingsChange {
  mode?: string;
  credentials?: Record<string, unknown>;
}

const sameSettings = (a: EffectiveSettings, b: EffectiveSettings): boolean =>
  a.mode === b.mode &&
  a.source === b.source &&
  JSON.stringify(a.credentials) === JSON.stringify(b.credentials);

const invalid = (message: string) => new BadRequestException({ message, code: 'VALIDATION_ERROR' });

/**
 * The one place provider clients read their configuration from (PayWay, PayPal, Stripe, RoameSIM).
 * Rows an admin saved (credentials sealed with AES-256-GCM under SECRETS_KEY) win over the
 * environment variables, which are only the first-boot defaults. Every process keeps the settings
 * in memory and LISTENs on `provider_settings_changed`: a change commits with a NOTIFY, each
 * process reloads that provider and bumps its generation, and clients built from an older
 * generation are dropped (LiveClient), so the next call uses the new settings without a restart.
 * Values are never logged.
 */
@Injectable()
export class ProviderSettings implements OnModuleInit, OnApplicationShutdown {
  private readonly box: RotatingSecretBox;
  private readonly defaults: ReturnType<typeof environmentDefaults>;
  private readonly current = new Map<PaymentProvider, EffectiveSettings>();
  private readonly listeners: SettingsListener[] = [];
  private listener?: Client;
  private stopped = false;
  private reconnectTimer?: NodeJS.Timeout;

  constructor(
    private readonly dataSource: DataSource,
    private readonly config: AppConfig,
    private readonly audit: AdminAudit,
    private readonly logger: AppLogger,
  ) {
    this.box = new RotatingSecretBox(config.security.secretsKey, config.security.previousSecretsKeys);
    this.defaults = environmentDefaults(config);
    for (const provider of PAYMENT_PROVIDERS)
      this.current.set(provider, this.fromRow(provider, undefined, 0));
  }

  async onModuleInit(): Promise<void> {
    await this.reload();
    await this.listen();
  }

  async onApplicationShutdown(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.reconnectTimer);
    await this.listener?.end().catch(() => undefined);
  }

  /** The settings in force (synchronous: kept in memory, reloaded on every change). */
  get(provider: PaymentProvider): EffectiveSettings {
    return this.current.get(provider)!;
  }

  /**
   * Called with a provider's new and previous settings at each reload, before the new ones are in
   * force (clients built after it see both the new settings and what the listener did).
   */
  onChange(listener: SettingsListener): void {
    this.listeners.push(listener);
  }

  /** Reads the stored rows again (one provider or all) and bumps their generation. */
  async reload(only?: PaymentProvider): Promise<void> {
    const rows: SettingRow[] = await this.dataSource.query(
      `SELECT provider, mode, credentials, key_id, last_test_at, last_test_ok, last_test_code, last_test_detail,
         updated_at FROM provider_setting ${only ? 'WHERE provider = $1' : ''}`,
      only ? [only] : [],
    );
    for (const provider of only ? [only] : PAYMENT_PROVIDERS) {
      const row = rows.find((candidate) => candidate.provider === provider);
      const previous = this.current.get(provider)!;
      const next = this.fromRow(provider, row, previous.generation + 1);
      if (sameSettings(next, previous)) {
        // Only the test outcome moved: the clients built from these settings stay.
        this.current.set(provider, { ...next, generation: previous.generation });
        continue;
      }
      for (const listener of this.listeners) await listener(next, previous);
      this.current.set(provider, next);
    }
  }

  /**
   * An admin's change of mode and/or credentials: validated, sealed, stored with one audit entry
   * (the changed fields masked) in one transaction that also NOTIFYs every process. Credentials
   * not sent are kept; a change that changes nothing writes nothing. Returns whether it changed.
   */
  async change(provider: PaymentProvider, change: SettingsChange, actor: AuditActor): Promise<boolean> {
    const credentials = change.credentials ? this.validCredentials(provider, change.credentials) : undefined;
    if (change.mode !== undefined && !(PROVIDER_MODES[provider] as readonly string[]).includes(change.mode))
      throw invalid(`mode must be one of ${PROVIDER_MODES[provider].join(', ')}`);
    const changed = await this.dataSource.transaction(async (manager) => {
      const before = await this.lockedSettings(manager, provider);
      const nextMode = change.mode ?? before.mode;
      const nextCredentials = { ...before.credentials, ...credentials };
      const fields = Object.keys(credentials ?? {}).filter(
        (field) => nextCredentials[field] !== before.credentials[field],
      );
      const modeChanged = nextMode !== before.mode;
      if (!fields.length && !modeChanged) return false;
      const sealed = this.box.seal(JSON.stringify(nextCredentials), provider);
      await manager.query(
        `UPDATE provider_setting SET mode = $2, credentials = $3, key_id = $4, revision = revision + 1,
           updated_at = now(), updated_by = $5,
           last_test_at = CASE WHEN $6 THEN NULL ELSE last_test_at END,
           last_test_ok = CASE WHEN $6 THEN NULL ELSE last_test_ok END,
           last_test_code = CASE WHEN $6 THEN NULL ELSE last_test_code END,
           last_test_detail = CASE WHEN $6 THEN NULL ELSE last_test_detail END
         WHERE provider = $1`,
        [provider, nextMode, sealed.sealed, sealed.keyId, actor.id, fields.length > 0],
      );
      await this.audit.record(manager, {
        actor,
        action: fields.length ? 'payment_settings.credentials' : 'payment_settings.mode',
        targetType: 'provider',
        targetId: provider,
        before: {
          ...(modeChanged ? { mode: before.mode } : {}),
          ...Object.fromEntries(fields.map((field) => [field, auditValue(field, before.credentials[field])])),
        },
        after: {
          ...(modeChanged ? { mode: nextMode } : {}),
          ...Object.fromEntries(fields.map((field) => [field, auditValue(field, nextCredentials[field])])),
        },
      });
      await manager.query('SELECT pg_notify($1, $2)', [PROVIDER_SETTINGS_CHANNEL, provider]);
      return true;
    });
    if (changed) await this.reload(provider);
    return changed;
  }

  /** Keeps a connection test's outcome (the status badge); not a change of settings, not audited. */
  async recordTest(provider: PaymentProvider, ok: boolean, code: ConnectionTestCode, detail: string) {
    await this.dataSource.query(
      `INSERT INTO provider_setting (provider, last_test_at, last_test_ok, last_test_code, last_test_detail)
       VALUES ($1, now(), $2, $3, $4)
       ON CONFLICT (provider) DO UPDATE SET last_test_at = now(), last_test_ok = $2, last_test_code = $3,
         last_test_detail = $4`,
      [provider, ok, code, detail.slice(0, 300)],
    );
    await this.dataSource.query('SELECT pg_notify($1, $2)', [PROVIDER_SETTINGS_CHANNEL, provider]);
    await this.reload(provider);
  }

  /** Re-seals every stored row under the current SECRETS_KEY (see rotateSealedSettings). */
  rotate(): Promise<number> {
    return this.dataSource.transaction((manager) =>
      rotateSealedSettings((sql, params) => manager.query(sql, params), this.box),
    );
  }

  private async lockedSettings(
    manager: EntityManager,
    provider: PaymentProvider,
  ): Promise<EffectiveSettings> {
    await manager.query('INSERT INTO provider_setting (provider) VALUES ($1) ON CONFLICT DO NOTHING', [
      provider,
    ]);
    const rows: SettingRow[] = await manager.query(
      `SELECT provider, mode, credentials, key_id, last_test_at, last_test_ok, last_test_code, last_test_detail,
         updated_at FROM provider_setting WHERE provider = $1 FOR UPDATE`,
      [provider],
    );
    return this.fromRow(provider, rows[0], 0, true);
  }

  private validCredentials(provider: PaymentProvider, input: Record<string, unknown>): Credentials {
    const switches = SWITCH_FIELDS[provider] ?? [];
    const allowed = [...(PROVIDER_FIELDS[provider] as readonly string[]), ...switches];
    const result: Credentials = {};
    for (const [field, raw] of Object.entries(input)) {
      if (!allowed.includes(field))
        throw invalid(`credentials.${field} is not a ${provider} setting (one of ${allowed.join(', ')})`);
      if (raw === undefined || raw === null || raw === '') continue; // not sent: kept
      if (typeof raw !== 'string') throw invalid(`credentials.${field} must be text`);
      const value = raw.trim();
      if (!value || value.length > VALUE_MAX)
        throw invalid(`credentials.${field} must be 1 to ${VALUE_MAX} characters`);
      if (switches.includes(field)) {
        if (value !== 'true' && value !== 'false')
          throw invalid(`credentials.${field} must be true or false`);
        result[field] = value;
      } else if (URL_FIELDS.includes(field)) {
        let url: URL | undefined;
        try {
          url = new URL(value);
        } catch {
          url = undefined;
        }
        if (!url || !['http:', 'https:'].includes(url.protocol))
          throw invalid(`credentials.${field} must be an http(s) URL`);
        result[field] = value.replace(/\/+$/, '');
      } else result[field] = value;
    }
    return result;
  }

  private fromRow(
    provider: PaymentProvider,
    row: SettingRow | undefined,
    generation: number,
    strict = false,
  ): EffectiveSettings {
    const defaults = this.defaults[provider];
    let credentials = defaults.credentials;
    let source: EffectiveSettings['source'] = 'environment';
    if (row?.credentials) {
      try {
        credentials = JSON.parse(this.box.open(row.credentials, provider)) as Credentials;
        source = 'database';
      } catch (error) {
        if (strict) throw error;
        // The key is wrong or missing (SECRETS_KEY changed without SECRETS_KEY_PREVIOUS): say so, never the value.
        this.logger.error(
          { provider, keyId: row.key_id, reason: (error as Error).message },
          'stored provider settings do not open; the environment defaults apply',
        );
      }
    }
    return {
      provider,
      mode: row?.mode ?? defaults.mode,
      credentials,
      source,
      generation,
      lastTest:
        row?.last_test_at && row.last_test_ok !== null
          ? {
              at: row.last_test_at,
              ok: row.last_test_ok,
              code: row.last_test_code ?? (row.last_test_ok ? 'ok' : 'provider_error'),
              detail: row.last_test_detail ?? '',
            }
          : null,
      updatedAt: row?.credentials || row?.mode ? row.updated_at : null,
    };
  }

  /** LISTEN on a connection of its own; after losing it, reconnect and reload everything. */
  private async listen(): Promise<void> {
    if (this.stopped) return;
    const client = new Client({ connectionString: this.config.db.url });
    const retry = () => {
      if (this.stopped || this.listener !== client) return;
      this.listener = undefined;
      client.end().catch(() => undefined);
      this.reconnectTimer = setTimeout(() => {
        void this.listen()
          .then(() => this.reload())
          .catch(() => retry());
      }, RECONNECT_MS);
    };
    this.listener = client;
    client.on('error', retry);
    client.on('end', retry);
    client.on('notification', (message) => {
      const provider = message.payload as PaymentProvider;
      if (!PAYMENT_PROVIDERS.includes(provider)) return;
      this.reload(provider).catch((error: Error) =>
        this.logger.warn({ provider, reason: error.message }, 'provider settings reload failed'),
      );
    });
    try {
      await client.connect();
      await client.query(`LISTEN ${PROVIDER_SETTINGS_CHANNEL}`);
    } catch (error) {
      this.logger.warn({ reason: (error as Error).message }, 'provider settings: LISTEN failed, retrying');
      retry();
    }
  }
}

/**
 * A provider client built from the settings in force, rebuilt when they change (the cached client
 * of an older generation is dropped). `build` runs only on the first call after a change.
 */
export class LiveClient<T> {
  private cached?: { generation: number; client: T };

  constructor(
    private readonly settings: ProviderSettings,
    private readonly provider: PaymentProvider,
    private readonly build: (settings: EffectiveSettings) => T,
  ) {}

  get current(): T {
    const settings = this.settings.get(this.provider);
    if (!this.cached || this.cached.generation !== settings.generation)
      this.cached = { generation: settings.generation, client: this.build(settings) };
    return this.cached.client;
  }
}
