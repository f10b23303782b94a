import {
  LIVE_MODE,
  PAYMENT_PROVIDERS,
  REQUIRED_FIELDS,
  URL_FIELDS,
  type PaymentProvider,
  type ProductionSummary,
  type ReadinessIssue,
} from '@app/contracts';
import { isSandboxUrl } from '@app/core';

export interface ReadinessInput {
  mode: string;
  credentials: Record<string, string>;
  usedByCheckout: boolean;
  lastTestOk: boolean | null;
}

const sandboxed = (url: string) => {
  try {
    return isSandboxUrl(url);
  } catch {
    return true;
  }
};

/**
 * The "Production Configuration Summary": for each provider the shop uses (Stripe only while it is
 * enabled), what stands between it and taking real money: a required field not set,
 * a mode other than the live one, an address of a sandbox, a connection test that failed or never ran.
 */
export function productionSummary(input: Record<PaymentProvider, ReadinessInput>): ProductionSummary {
  const issues: ReadinessIssue[] = [];
  for (const provider of PAYMENT_PROVIDERS) {
    const settings = input[provider];
    if (!settings.usedByCheckout) continue;
    for (const field of REQUIRED_FIELDS[provider])
      if (!settings.credentials[field]) issues.push({ provider, code: 'missing_field', field });
    if (settings.mode !== LIVE_MODE[provider]) issues.push({ provider, code: 'not_live_mode' });
    for (const field of URL_FIELDS)
      if (settings.credentials[field] && sandboxed(settings.credentials[field]))
        issues.push({ provider, code: 'sandbox_url', field });
    if (settings.lastTestOk === false) issues.push({ provider, code: 'test_failed' });
    else if (settings.lastTestOk === null) issues.push({ provider, code: 'untested' });
  }
  return { ready: issues.length === 0, issues };
}
