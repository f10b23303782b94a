import { compareVersions, esimReadiness } from './esim-readiness';

const SUPPORTED = ['iOS 12.1', 'iPadOS 12.1', 'Android 9'];
const IPHONE_17 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const IPHONE_11 =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 11_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/11.0 Mobile/15E148 Safari/604.1';
const PIXEL =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Mobile Safari/537.36';
const OLD_ANDROID =
  'Mozilla/5.0 (Linux; Android 8.1.0; SM-J530F) AppleWebKit/537.36 Chrome/99.0 Mobile Safari/537.36';
const IPAD_AS_MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.2 Safari/605.1.15';
const WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';

describe('esimReadiness', () => {
  it('reads a phone whose system installs eSIMs as likely ready', () => {
    expect(esimReadiness({ userAgent: IPHONE_17 }, SUPPORTED)).toEqual({
      verdict: 'likely',
      system: 'iOS',
      version: '17.4',
      minimum: '12.1',
    });
    expect(esimReadiness({ userAgent: PIXEL }, SUPPORTED)).toMatchObject({
      verdict: 'likely',
      version: '14',
    });
    expect(esimReadiness({ userAgent: IPAD_AS_MAC, maxTouchPoints: 5 }, SUPPORTED)).toMatchObject({
      verdict: 'likely',
      system: 'iPadOS',
      version: '17.2',
    });
  });

  it('says an older system cannot install one, and which version it needs', () => {
    expect(esimReadiness({ userAgent: IPHONE_11 }, SUPPORTED)).toEqual({
      verdict: 'too-old',
      system: 'iOS',
      version: '11.4',
      minimum: '12.1',
    });
    expect(esimReadiness({ userAgent: OLD_ANDROID }, SUPPORTED)).toMatchObject({
      verdict: 'too-old',
      minimum: '9',
    });
  });

  it('answers a computer apart, and is not sure when the system or its minimum is unknown', () => {
    expect(esimReadiness({ userAgent: WINDOWS }, SUPPORTED)).toEqual({ verdict: 'computer' });
    expect(esimReadiness({ userAgent: IPAD_AS_MAC }, SUPPORTED)).toEqual({ verdict: 'computer' });
    expect(esimReadiness({ userAgent: 'Mozilla/5.0 (Linux; Android; K)' }, SUPPORTED)).toEqual({
      verdict: 'not-sure',
    });
    expect(esimReadiness({ userAgent: PIXEL }, ['iOS 12.1'])).toEqual({ verdict: 'not-sure' });
  });
});

describe('compareVersions', () => {
  it('compares part by part', () => {
    expect(compareVersions('12.1', '12.1.0')).toBe(0);
    expect(compareVersions('12.0.9', '12.1')).toBe(-1);
    expect(compareVersions('10', '9')).toBe(1);
  });
});
