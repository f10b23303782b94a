import { SecretBox } from '@app/core';
import { esimReadyFixture } from './testing-fixtures';
import { NotificationSecrets, sealSecrets } from './notification-secrets';

describe('sealSecrets and NotificationSecrets.fill', () => {
  const box = new SecretBox('k'.repeat(40));
  const fixture = esimReadyFixture();
  const orderId = '11111111-2222-4333-8444-555555555555';
  const secrets = new NotificationSecrets(
    { query: () => Promise.resolve([{ id: orderId, order_number: fixture.orderNumber }]) } as never,
    { http: { publicUrl: 'https://shop.test' }, security: { sessionSecret: 's'.repeat(40) } } as never,
    box,
  );

  it('stores no order link nor any eSIM code in clear', () => {
    const text = JSON.stringify(sealSecrets(fixture, box));
    expect(text).not.toContain('orderLink');
    for (const esim of fixture.esims) {
      expect(text).not.toContain(esim.activationCode);
      expect(text).not.toContain(esim.lpa);
      expect(text).toContain(esim.iccid);
    }
  });

  it('gives the renderer the codes back and a fresh order link with the order’s token', async () => {
    const stored = JSON.parse(JSON.stringify(sealSecrets(fixture, box))) as Record<string, unknown>;
    const filled = await secrets.fill('esim_ready', stored);
    expect(filled.esims).toEqual(fixture.esims);
    expect(filled.orderLink).toMatch(
      new RegExp(
        `^https://shop\\.test/order-confirmation\\?orderNumber=${fixture.orderNumber}&token=[\\w-]{20,}$`,
      ),
    );
  });
});
