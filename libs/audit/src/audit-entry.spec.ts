import { fieldDiff } from './audit-entry';

describe('fieldDiff', () => {
  it('keeps only the fields whose value changed, on both sides', () => {
    expect(
      fieldDiff(
        { priceCents: 1900, destination: 'Atlantis', days: 15 },
        { priceCents: 2500, destination: 'Atlantis', days: undefined },
      ),
    ).toEqual({ before: { priceCents: 1900 }, after: { priceCents: 2500 } });
  });

  it('compares structured values by content, and a field absent before as null', () => {
    expect(fieldDiff({ tags: ['a'] }, { tags: ['a'] })).toEqual({ before: {}, after: {} });
    expect(fieldDiff({}, { role: 'admin' })).toEqual({ before: { role: null }, after: { role: 'admin' } });
  });
});
