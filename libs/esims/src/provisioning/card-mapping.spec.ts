import type { RoamesimCard } from '@app/providers';
import { draftFromCard, isCardComplete, labelToMb, type SoldLine } from './card-mapping';

const card = (overrides: Partial<RoamesimCard> = {}): RoamesimCard => ({
  iccid: '8985200000000000017',
  smdpAddress: 'smdp.example.test',
  activationCode: 'ABC123',
  lpa: 'LPA:1$smdp.example.test$ABC123',
  data: '5GB',
  validityDays: 7,
  activateBefore: '2026-05-20(GMT+8)',
  startDate: '',
  endDate: '',
  usedMb: 0,
  apn: 'internet',
  pdfUrl: '',
  ...overrides,
});

const line: SoldLine = {
  destination: 'Thailand',
  packageName: 'Thailand 5GB 7 Days',
  data: '5GB',
  packageDays: 7,
  isDayPass: false,
  days: null,
  apiCode: 'TH-0-7-5-G',
  countryCode: 'TH',
};

describe('labelToMb', () => {
  it.each([
    ['5GB', 5120],
    ['500MB', 500],
    ['1.5 GB', 1536],
    ['Unlimited', 0],
    ['', 0],
  ])('%s → %d', (label, mb) => expect(labelToMb(label)).toBe(mb));
});

describe('isCardComplete', () => {
  it('needs an ICCID and the activation data', () => {
    expect(isCardComplete(card())).toBe(true);
    expect(isCardComplete(card({ iccid: '' }))).toBe(false);
    expect(isCardComplete(card({ lpa: '', activationCode: '' }))).toBe(false);
    expect(isCardComplete(card({ lpa: '' }))).toBe(true);
  });
});

describe('draftFromCard', () => {
  it('maps a fresh card: not installed, install-before date as expiry, usage from the allowance', () => {
    const draft = draftFromCard(card({ usedMb: 120.4 }), line);
    expect(draft).toMatchObject({
      iccid: '8985200000000000017',
      lpa: 'LPA:1$smdp.example.test$ABC123',
      status: 'not_installed',
      countryCode: 'TH',
      dataMb: 5120,
      usedMb: 120.4,
      remainingMb: 4999.6,
      customDays: null,
      activatedAt: null,
    });
    expect(draft.activateBefore?.toISOString()).toBe('2026-05-20T15:59:59.000Z');
    expect(draft.expiresAt).toEqual(draft.activateBefore);
  });

  it('builds the LPA string when the answer lacks it, and splits it when only it is given', () => {
    expect(draftFromCard(card({ lpa: '' }), line).lpa).toBe('LPA:1$smdp.example.test$ABC123');
    const fromLpa = draftFromCard(card({ smdpAddress: '', activationCode: '' }), line);
    expect(fromLpa).toMatchObject({ smdpAddress: 'smdp.example.test', activationCode: 'ABC123' });
  });

  it('a started card is active and expires at its end date', () => {
    const draft = draftFromCard(
      card({ startDate: '2026-05-01 10:00:00', endDate: '2026-05-08 10:00:00' }),
      line,
    );
    expect(draft.status).toBe('active');
    expect(draft.activatedAt?.toISOString()).toBe('2026-05-01T02:00:00.000Z');
    expect(draft.expiresAt?.toISOString()).toBe('2026-05-08T02:00:00.000Z');
  });

  it('a DayPass keeps its days and reports no usage', () => {
    const draft = draftFromCard(card(), {
      ...line,
      data: '500MB',
      isDayPass: true,
      days: 5,
      countryCode: '99115',
    });
    expect(draft).toMatchObject({ customDays: 5, usedMb: null, remainingMb: null, countryCode: '' });
  });
});
