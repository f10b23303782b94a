import { esimReadyFixture } from './testing-fixtures';
import { withoutSecrets } from './notification-secrets';

describe('withoutSecrets', () => {
  const fixture = esimReadyFixture();

  it('keeps what the email shows but not the order link nor the eSIMs’ codes', () => {
    const stored = withoutSecrets(fixture);
    const text = JSON.stringify(stored);
    expect(stored).not.toHaveProperty('orderLink');
    for (const esim of fixture.esims) {
      expect(text).not.toContain(esim.activationCode);
      expect(text).not.toContain(esim.lpa);
      expect(text).toContain(esim.iccid);
    }
    expect(stored.orderNumber).toBe(fixture.orderNumber);
    expect(fixture).toHaveProperty('orderLink');
  });
});
