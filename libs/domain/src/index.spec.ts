import * as domain from './index';

describe('@app/domain barrel', () => {
  it('exports every rule module', () => {
    const functions = [
      'fromDecimalString',
      'toDecimalString',
      'formatUsd',
      'roundUpToWholeDollar',
      'scaleCents',
      'retailFromWholesale',
      'dayPassPrice',
      'fixedPlanDisplayPrice',
      'cartTotal',
      'paymentDialogTotal',
      'listDataLabel',
      'detailDataLabel',
      'esimDataLabel',
      'formatUsage',
      'classifyDestination',
      'destinationSlug',
      'normalisePhone',
      'missingPasswordRequirements',
      'compareEsims',
      'esimBannerTone',
      'defineLifecycle',
      'realtimeReconnectDelayMs',
      'isDomainRuleError',
    ];
    for (const name of functions) expect(typeof (domain as Record<string, unknown>)[name]).toBe('function');
    expect(domain.orderLifecycle.name).toBe('order');
    expect(domain.paymentLifecycle.name).toBe('payment');
    expect(domain.isDomainRuleError(new domain.TransitionError('order', 'a', 'b'))).toBe(true);
    expect(domain.isDomainRuleError(new Error('plain'))).toBe(false);
  });
});
