import { handshakeOriginAllowed } from './realtime-io.adapter';

describe('handshakeOriginAllowed', () => {
  it('lets non-browser clients (no Origin) and our own origins in', () => {
    expect(handshakeOriginAllowed(undefined, 'shop.example.com', 'shop.example.com')).toBe(true);
    expect(handshakeOriginAllowed('https://shop.example.com', 'internal:3000', 'shop.example.com')).toBe(
      true,
    );
    expect(handshakeOriginAllowed('http://127.0.0.1:5173', '127.0.0.1:5173', 'shop.example.com')).toBe(true);
  });

  it('refuses foreign, null and garbage origins instead of throwing', () => {
    expect(handshakeOriginAllowed('https://evil.example', 'shop.example.com', 'shop.example.com')).toBe(
      false,
    );
    expect(handshakeOriginAllowed('null', 'shop.example.com', 'shop.example.com')).toBe(false);
    expect(handshakeOriginAllowed('%%%', 'shop.example.com', 'shop.example.com')).toBe(false);
  });
});
