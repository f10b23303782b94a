import { isKeptOffline } from './offline-store';

describe('isKeptOffline', () => {
  it('keeps who is signed in, the eSIMs and the orders My eSIMs and the order links show', () => {
    for (const key of [
      ['auth', 'user'],
      ['esims', 'list'],
      ['esims', 'detail', 'e1'],
      ['esims', 'usage', 'e1'],
      ['esims', 'topups', 'e1'],
      ['orders', 'mine'],
      ['orders', 'held', 'DL1,DL2'],
      ['orders', 'detail', 'DL1', 'token'],
    ])
      expect([key, isKeptOffline(key)]).toEqual([key, true]);
  });

  it('keeps nothing else: the catalogue, the cart, deleted eSIMs, renewal offers, admin data', () => {
    for (const key of [
      ['esims', 'deleted'],
      ['esims', 'renewal-packages', 'e1'],
      ['cart'],
      ['packages', 'popular'],
      ['admin', 'orders'],
      ['auth', 'sessions'],
    ])
      expect([key, isKeptOffline(key)]).toEqual([key, false]);
  });
});
