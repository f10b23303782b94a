import { Esim } from '../esim.entity';
import { TopUp } from '../top-up.entity';
import { toEsimView, toUsageView, usagePercent } from './esim-views';

const esim = Object.assign(new Esim(), {
  id: 'e1',
  iccid: '8985200000000000017',
  orderId: 'o1',
  providerOrderNumber: 'EP1',
  smdpAddress: 'smdp.test',
  activationCode: 'CODE',
  lpa: 'LPA:1$smdp.test$CODE',
  status: 'active',
  destination: 'Cambodia',
  countryCode: 'KH',
  plan: 'Cambodia 500MB/Day Pass',
  data: '500MB',
  dataMb: 500,
  days: 1,
  customDays: 5,
  isDayPass: true,
  apiCode: '101-0-?-500-M-D',
  apn: 'internet',
  usedMb: null,
  remainingMb: null,
  activateBefore: new Date('2026-06-01T00:00:00Z'),
  activatedAt: null,
  expiresAt: null,
  lastSyncedAt: null,
  createdAt: new Date('2026-05-01T00:00:00Z'),
});
const topUp = Object.assign(new TopUp(), {
  id: 't1',
  esimId: 'e1',
  providerOrderNumber: 'EP2',
  status: 'active',
  data: '1GB',
  dataMb: 1024,
  daysAdded: 7,
  usedMb: 12,
  remainingMb: 1012,
  createdAt: new Date('2026-05-03T00:00:00Z'),
  expiresAt: null,
});

describe('eSIM views', () => {
  it('names the spec’s fields and counts the top-ups', () => {
    expect(toEsimView(esim, 'DL260501ABCDEF', [topUp])).toMatchObject({
      orderNumber: 'DL260501ABCDEF',
      packageType: 'DayPass',
      customDays: 5,
      unit: 'MB',
      qrCodeData: 'LPA:1$smdp.test$CODE',
      activateBefore: '2026-06-01T00:00:00.000Z',
      topUpCount: 1,
      topUps: [
        expect.objectContaining({ orderNumber: 'EP2', dataAmount: '1GB', dataUsed: 12, daysAdded: 7 }),
      ],
    });
  });

  it('usage percent: one decimal, capped at 100, null when unknown', () => {
    expect(usagePercent(256, 1024)).toBe(25);
    expect(usagePercent(1, 3)).toBe(33.3);
    expect(usagePercent(2000, 1024)).toBe(100);
    expect(usagePercent(null, 1024)).toBeNull();
    expect(usagePercent(10, 0)).toBeNull();
    expect(toUsageView(esim, []).usagePercent).toBeNull();
  });
});
