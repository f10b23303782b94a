import { routerSyncTarget } from './router-sync';

describe('router sync', () => {
  it('moves the router to /my-esims (with the return’s query) when the browser is there', () => {
    expect(
      routerSyncTarget(
        { pathname: '/my-esims', search: '?payment=success&tran_id=X' },
        { pathname: '/checkout', search: '' },
      ),
    ).toBe('/my-esims?payment=success&tran_id=X');
  });
  it('follows any other browser path, and leaves agreeing paths alone', () => {
    expect(routerSyncTarget({ pathname: '/faq', search: '' }, { pathname: '/', search: '' })).toBe('/faq');
    expect(routerSyncTarget({ pathname: '/faq', search: '' }, { pathname: '/faq', search: '' })).toBeNull();
  });
});
