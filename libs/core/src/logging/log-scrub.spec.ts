import { Writable } from 'node:stream';
import { scrubLogLine } from './log-scrub';
import { createLogger } from './logger';

const TOKEN = 'q1w2e3r4t5y6u7i8o9p0a1s2d3f4g5h6j7k8l9z0x1c';
const CART = 'cart0session0id0123';
const CODE = 'K7F3-9QWE-XY12';

function capture(): { lines: string[]; stream: Writable } {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  return { lines, stream };
}

describe('scrubLogLine', () => {
  it('strips tokens, cart ids and codes from URLs', () => {
    const line = scrubLogLine(
      `{"url":"/api/orders/DL1?token=${TOKEN}&x=1","u2":"/api/cart?sessionId=${CART}","u3":"/api/cart/${CART}/12"}`,
    );
    expect(line).not.toContain(TOKEN);
    expect(line).not.toContain(CART);
    expect(line).toContain('/api/orders/DL1?token=[redacted]&x=1');
    expect(line).toContain('/api/cart/[redacted]/12');
  });

  it("strips every token-bearing query key, the rescue link's t included, and not keys that merely end like one", () => {
    const line = scrubLogLine(
      JSON.stringify({
        url: `/api/rescue/e1?t=${TOKEN}&lang=km`,
        page: `/esim/e1/rescue?T=${TOKEN}`,
        other: `/x?access_token=${TOKEN}&refresh_token=${TOKEN}#top`,
        next: `/signin?next=%2Fesim%2Fe1%2Frescue%3Ft%3D${TOKEN}%26lang%3Dkm`,
        fine: '/api/packages?at=1&sort=price',
      }),
    );
    expect(line).not.toContain(TOKEN);
    expect(line).toContain('/api/rescue/e1?t=[redacted]&lang=km');
    expect(line).toContain('%3Ft%3D[redacted]%26lang%3Dkm');
    expect(line).toContain('/api/packages?at=1&sort=price');
  });

  it('strips credential fields and activation strings from bodies', () => {
    const line = scrubLogLine(
      JSON.stringify({
        body: { accessToken: TOKEN, sessionId: CART, activationCode: CODE, code: '123456', name: 'Dara' },
        msg: `qr LPA:1$smdp.example.com$${CODE} ready`,
      }),
    );
    for (const secret of [TOKEN, CART, CODE, '123456']) expect(line).not.toContain(secret);
    expect(line).toContain('"name":"Dara"');
  });
});

describe('createLogger', () => {
  it('writes no secret that a logged request or error carries', () => {
    const { lines, stream } = capture();
    const logger = createLogger({ level: 'info', name: 'test', destination: stream });
    logger
      .child({ component: 'http' })
      .info({ req: { method: 'GET', url: `/api/orders/x?token=${TOKEN}` } }, 'incoming request');
    logger.error({ err: new Error(`bad card LPA:1$smdp$${CODE}`), body: { sessionId: CART } }, 'failed');
    const all = lines.join('');
    expect(lines).toHaveLength(2);
    for (const secret of [TOKEN, CART, CODE]) expect(all).not.toContain(secret);
  });
});
