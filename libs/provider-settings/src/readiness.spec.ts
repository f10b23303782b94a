import { productionSummary, type ReadinessInput } from './readiness';

const live = (credentials: Record<string, string>, mode: string): ReadinessInput => ({
  mode,
  credentials,
  usedByCheckout: true,
  lastTestOk: true,
});

const ready = {
  payway: live({ merchantId: 'm', apiKey: 'k', baseUrl: 'https://checkout.payway.com.kh' }, 'production'),
  paypal: live({ clientId: 'c', clientSecret: 's', baseUrl: 'https://api-m.paypal.com' }, 'live'),
  stripe: { mode: 'test', credentials: {}, usedByCheckout: false, lastTestOk: null },
  roamesim: live(
    { apiUrl: 'https://api.roamesim.com', phone: 'p', password: 'w', signKey: 'k' },
    'production',
  ),
};

describe('productionSummary', () => {
  it('is ready when every provider checkout uses is set, live, on a real address and tested', () => {
    expect(productionSummary(ready)).toEqual({ ready: true, issues: [] });
  });

  it('names each missing field, a non-live mode, a sandbox address and a failed or missing test', () => {
    const summary = productionSummary({
      ...ready,
      payway: {
        mode: 'sandbox',
        credentials: { merchantId: 'm', baseUrl: 'http://127.0.0.1:4010' },
        usedByCheckout: true,
        lastTestOk: false,
      },
      paypal: {
        ...ready.paypal,
        credentials: { ...ready.paypal.credentials, baseUrl: 'https://api-m.sandbox.paypal.com' },
        lastTestOk: null,
      },
    });
    expect(summary.ready).toBe(false);
    expect(summary.issues).toEqual([
      { provider: 'payway', code: 'missing_field', field: 'apiKey' },
      { provider: 'payway', code: 'not_live_mode' },
      { provider: 'payway', code: 'sandbox_url', field: 'baseUrl' },
      { provider: 'payway', code: 'test_failed' },
      { provider: 'paypal', code: 'sandbox_url', field: 'baseUrl' },
      { provider: 'paypal', code: 'untested' },
    ]);
  });

  it('leaves out a provider checkout does not use (Stripe)', () => {
    expect(productionSummary({ ...ready, stripe: { ...ready.stripe, lastTestOk: false } }).ready).toBe(true);
  });
});
