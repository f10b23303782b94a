import { auditValue, maskedCredential, maskSecret } from './masking';

describe('masking', () => {
  it('shows only the last 4 characters, and none of a value under 8', () => {
    expect(maskSecret('sk_live_abcdefgh1234')).toBe('••••1234');
    expect(maskSecret('short12')).toBe('••••');
  });

  it('shows a URL in full, anything else masked, and says when a field is not set', () => {
    expect(maskedCredential('baseUrl', 'https://checkout.payway.com.kh')).toEqual({
      set: true,
      masked: 'https://checkout.payway.com.kh',
    });
    expect(maskedCredential('merchantId', 'merchant-0042')).toEqual({ set: true, masked: '••••0042' });
    expect(maskedCredential('apiKey', undefined)).toEqual({ set: false, masked: '' });
    expect(auditValue('password', 'correct-horse-9')).toBe('••••se-9');
    expect(auditValue('password', '')).toBeNull();
  });
});
