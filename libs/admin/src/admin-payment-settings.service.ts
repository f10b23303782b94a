import { Inject, Injectable } from '@nestjs/common';
import type { AuditActor } from '@app/audit';
import { ROAMESIM_CLIENT } from '@app/catalogue';
import {
  PAYMENT_PROVIDERS,
  PROVIDER_FIELDS,
  PROVIDER_MODES,
  REQUIRED_FIELDS,
  type ApiConfigReply,
  type ConnectionTestCode,
  type ConnectionTestResponse,
  type PaymentProvider,
  type PaymentSettingsResponse,
  type ProviderSettingsView,
  type ProviderStatus,
} from '@app/contracts';
import { AppConfig } from '@app/core';
import {
  EffectiveSettings,
  maskedCredential,
  productionSummary,
  ProviderSettings,
  SettingsChange,
} from '@app/provider-settings';
import {
  isProviderError,
  PaywayClient,
  probePaypalToken,
  probeStripeBalance,
  type ProbeResult,
  type RoamesimClient,
} from '@app/providers';

/** Whether checkout uses a provider: always, except Stripe, which is offered only while it is enabled. */
const usedByCheckout = (settings: EffectiveSettings): boolean =>
  settings.provider !== 'stripe' || settings.credentials.enabled === 'true';

const TEST_MESSAGES: Record<ConnectionTestCode, string> = {
  ok: 'Connection successful',
  auth_failed: 'The provider refused these credentials',
  unreachable: 'The provider could not be reached',
  provider_error: 'The provider answered with an error',
  not_configured: 'Required settings are missing',
};

const missingFields = (settings: EffectiveSettings): string[] =>
  REQUIRED_FIELDS[settings.provider].filter((field) => !settings.credentials[field]);

/**
 * The admin Payments tab: each provider's settings as answers show them (masked), the production
 * summary, changes through ProviderSettings (sealed, audited, live in every process) and the
 * "Test connection" call: PayWay's exchange rate, PayPal's OAuth token, Stripe's balance, a
 * RoameSIM login (its balance, through the process's client and shared token).
 */
@Injectable()
export class AdminPaymentSettings {
  constructor(
    private readonly settings: ProviderSettings,
    private readonly config: AppConfig,
    @Inject(ROAMESIM_CLIENT) private readonly roamesim: RoamesimClient,
  ) {}

  async read(): Promise<PaymentSettingsResponse> {
    const data = Object.fromEntries(
      PAYMENT_PROVIDERS.map((provider) => [provider, this.view(this.settings.get(provider))]),
    ) as Record<PaymentProvider, ProviderSettingsView>;
    const summary = productionSummary(
      Object.fromEntries(
        PAYMENT_PROVIDERS.map((provider) => {
          const settings = this.settings.get(provider);
          return [
            provider,
            {
              mode: settings.mode,
              credentials: settings.credentials,
              usedByCheckout: usedByCheckout(settings),
              lastTestOk: settings.lastTest?.ok ?? null,
            },
          ];
        }),
      ) as Parameters<typeof productionSummary>[0],
    );
    return { data, summary };
  }

  /** GET /api/admin/api-config: the same settings as the Payments tab's read, with the environment. */
  async apiConfig(): Promise<ApiConfigReply> {
    return {
      success: true,
      environment: this.config.env,
      queueBackend: this.config.queue.backend,
      ...(await this.read()),
    };
  }

  change(provider: PaymentProvider, change: SettingsChange, actor: AuditActor): Promise<boolean> {
    return this.settings.change(provider, change, actor);
  }

  async test(provider: PaymentProvider): Promise<ConnectionTestResponse> {
    const settings = this.settings.get(provider);
    const result: ProbeResult | { code: 'not_configured'; detail: string } = missingFields(settings).length
      ? { code: 'not_configured', detail: missingFields(settings).join(', ') }
      : await this.probe(settings);
    await this.settings.recordTest(provider, result.code === 'ok', result.code, result.detail);
    const status = result.code === 'ok' ? ('success' as const) : ('error' as const);
    const message = `${TEST_MESSAGES[result.code]}${result.detail ? ` (${result.detail})` : ''}`;
    return { status, code: result.code, message, data: { status, code: result.code, message, provider } };
  }

  private async probe(settings: EffectiveSettings): Promise<ProbeResult> {
    const { credentials } = settings;
    const timeoutMs = this.config.providerTimeoutMs;
    switch (settings.provider) {
      case 'paypal':
        return probePaypalToken({
          baseUrl: credentials.baseUrl,
          clientId: credentials.clientId,
          clientSecret: credentials.clientSecret,
          timeoutMs,
        });
      case 'stripe':
        return probeStripeBalance({
          baseUrl: credentials.baseUrl,
          secretKey: credentials.secretKey,
          timeoutMs,
        });
      case 'payway':
        return this.viaClient(() =>
          new PaywayClient({
            baseUrl: credentials.baseUrl,
            merchantId: credentials.merchantId,
            apiKey: credentials.apiKey,
            timeoutMs,
            hashViewTypeAndPaymentGate: false,
            acceptUnsignedPushback: false,
          }).exchangeRate(),
        );
      case 'roamesim':
        return this.viaClient(() => this.roamesim.getBalance());
    }
  }

  /** A client call's outcome: ok, or the provider's error code (a login/hash refusal is auth_failed). */
  private async viaClient(call: () => Promise<unknown>): Promise<ProbeResult> {
    try {
      await call();
      return { code: 'ok', detail: '' };
    } catch (error) {
      if (!isProviderError(error)) return { code: 'provider_error', detail: 'unexpected answer' };
      const status = error.httpStatus;
      if (error.code === 'TIMEOUT' || error.code === 'NETWORK')
        return { code: 'unreachable', detail: error.code };
      const auth =
        status === 401 ||
        status === 403 ||
        /^LOGIN_|HASH|MERCHANT|SIGN_WRONG|NO_API_PERMISSION/.test(error.code);
      return { code: auth ? 'auth_failed' : 'provider_error', detail: error.code };
    }
  }

  private view(settings: EffectiveSettings): ProviderSettingsView {
    const fields = PROVIDER_FIELDS[settings.provider] as readonly string[];
    return {
      provider: settings.provider,
      mode: settings.mode,
      modes: PROVIDER_MODES[settings.provider],
      status: this.status(settings),
      usedByCheckout: usedByCheckout(settings),
      source: settings.source,
      credentials: Object.fromEntries(
        fields.map((field) => [field, maskedCredential(field, settings.credentials[field])]),
      ),
      lastTest: settings.lastTest ? { ...settings.lastTest, at: settings.lastTest.at.toISOString() } : null,
      updatedAt: settings.updatedAt?.toISOString() ?? null,
    };
  }

  private status(settings: EffectiveSettings): ProviderStatus {
    if (missingFields(settings).length) return 'not_configured';
    if (!settings.lastTest) return 'untested';
    return settings.lastTest.ok ? 'connected' : 'failed';
  }
}
