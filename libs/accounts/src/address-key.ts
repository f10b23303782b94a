import { isIPv4, isIPv6 } from 'node:net';

/** Expands an IPv6 address to its 8 groups ('2001:db8::1' → ['2001','db8','0',…,'1']). */
function ipv6Groups(address: string): string[] {
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = address.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  return [...left, ...Array<string>(Math.max(missing, 0)).fill('0'), ...right].map(
    (group) => group.replace(/^0+(?=.)/, '').toLowerCase() || '0',
  );
}

/**
 * The throttling unit of a client address: the IPv4 address itself, or the /64 network of an
 * IPv6 address (one subscriber usually holds a whole /64, so counting single v6 addresses would
 * let one client rotate through billions of them). IPv4-mapped v6 addresses count as IPv4.
 */
export function addressKey(ip: string | undefined | null): string {
  const raw = (ip ?? '').trim().replace(/%.*$/, '');
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(raw);
  if (mapped) return `ip:${mapped[1]}`;
  if (isIPv4(raw)) return `ip:${raw}`;
  if (isIPv6(raw)) return `ip6:${ipv6Groups(raw).slice(0, 4).join(':')}::/64`;
  return 'ip:unknown';
}
