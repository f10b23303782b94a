import { tranIdFor, TRAN_ID_PATTERN } from './tran-id';

describe('tranIdFor', () => {
  it('appends the method letter and attempt to the order number, within PayWay’s 20 characters', () => {
    expect(tranIdFor('DL261122K7Q2XM', 'checkout', 1)).toBe('DL261122K7Q2XMC1');
    expect(tranIdFor('DL261122K7Q2XM', 'khqr', 2)).toBe('DL261122K7Q2XMQ2');
    expect(tranIdFor('DL261122K7Q2XM', 'paypal', 1)).toBe('DL261122K7Q2XMP1');
    expect(TRAN_ID_PATTERN.test(tranIdFor('DL261122K7Q2XM', 'khqr', 99999))).toBe(true);
  });

  it('refuses an id PayWay would refuse', () => {
    expect(() => tranIdFor('DL261122K7Q2XM', 'khqr', 100000)).toThrow(/does not fit/);
    expect(() => tranIdFor('DL 261122', 'khqr', 1)).toThrow(/does not fit/);
  });
});
