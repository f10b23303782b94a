import { addressKey } from './address-key';

describe('addressKey', () => {
  it('keeps IPv4 addresses whole, also when mapped into IPv6', () => {
    expect(addressKey('203.0.113.9')).toBe('ip:203.0.113.9');
    expect(addressKey('::ffff:203.0.113.9')).toBe('ip:203.0.113.9');
  });

  it('groups IPv6 addresses by their /64', () => {
    expect(addressKey('2001:db8:1:2:aaaa::1')).toBe('ip6:2001:db8:1:2::/64');
    expect(addressKey('2001:0db8:0001:0002:bbbb:cccc:dddd:eeee')).toBe('ip6:2001:db8:1:2::/64');
    expect(addressKey('2001:db8::1')).toBe('ip6:2001:db8:0:0::/64');
    expect(addressKey('::1')).toBe('ip6:0:0:0:0::/64');
  });

  it('puts unreadable addresses in one bucket', () => {
    expect(addressKey(undefined)).toBe('ip:unknown');
    expect(addressKey('not an ip')).toBe('ip:unknown');
  });
});
