import type { EsimReadyData, RenderContext } from './notification-kinds';

/** Data the specs share: one order with two eSIMs, as provisioning would snapshot it. */
export const esimReadyFixture = (): EsimReadyData => ({
  orderNumber: 'DE-20261122-7Q4K',
  customerName: 'Sokha Chan',
  orderLink: 'https://shop.example/order/3f2a9c1e-access-token',
  esims: [
    {
      iccid: '8985200012345678901',
      lpa: 'LPA:1$smdp.sandbox.roamesim.local$K7F3-9QWE-XY12',
      smdpAddress: 'smdp.sandbox.roamesim.local',
      activationCode: 'K7F3-9QWE-XY12',
      destination: 'Thailand',
      destinationKm: 'ថៃ',
      packageName: 'Thailand 5GB 7 days',
      dataLabel: '5GB',
      days: 7,
      expiresAt: '2026-12-30T10:00:00.000Z',
      status: 'not_installed',
    },
    {
      iccid: '8985200098765432109',
      lpa: 'LPA:1$smdp.sandbox.roamesim.local$ZZ99-AB12-CD34',
      smdpAddress: 'smdp.sandbox.roamesim.local',
      activationCode: 'ZZ99-AB12-CD34',
      destination: 'Vietnam',
      destinationKm: 'វៀតណាម',
      packageName: 'Vietnam 1GB 1 day',
      dataLabel: '1GB',
      days: 1,
      expiresAt: null,
    },
  ],
});

export const renderContextFixture = (language: 'en' | 'km'): RenderContext => ({
  language,
  support: {
    email: 'support@derleng.test',
    telegram: '@derleng_esim',
    phone: '+855 23 900 900',
    promise: { availability: '24/7', responseHours: 2 },
  },
  shopUrl: 'https://shop.example',
});
