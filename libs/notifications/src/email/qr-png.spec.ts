import QRCode from 'qrcode';
import { inflateSync } from 'node:zlib';
import { QR_LEVEL, QR_MARGIN, QR_SIZE_PX, qrModules, qrPng } from './esim-links';
import { qrModulesPng } from './qr-png';

// the qrcode package's own pixels (its PNG renderer before compression): RGBA, row by row
// eslint-disable-next-line @typescript-eslint/no-require-imports
const packageRenderer = require('qrcode/lib/renderer/png') as {
  render(qr: unknown, options: object): { width: number; height: number; data: Buffer };
};

/** The PNG's width, height, bit depth, colour type and its pixels (true = dark). */
function readPng(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const chunks = new Map<string, Buffer[]>();
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    chunks.set(type, [...(chunks.get(type) ?? []), png.subarray(at + 8, at + 8 + length)]);
    at += 12 + length;
  }
  const header = chunks.get('IHDR')![0];
  const width = header.readUInt32BE(0);
  const height = header.readUInt32BE(4);
  const raw = inflateSync(Buffer.concat(chunks.get('IDAT')!));
  const rowBytes = 1 + Math.ceil(width / 8);
  const filters = new Set(Array.from({ length: height }, (_, y) => raw[y * rowBytes]));
  const dark = (x: number, y: number) => (raw[y * rowBytes + 1 + (x >> 3)] & (0x80 >> (x & 7))) === 0;
  return { width, height, depth: header[8], colour: header[9], filters: [...filters], dark };
}

describe('the QR code as a PNG', () => {
  const lpa = 'LPA:1$smdp.example.com$K2-1XH8NP-1ABCDE2';

  it('draws the same pixels as the qrcode package at 512 px with a margin of 2', () => {
    const png = readPng(qrModulesPng(qrModules(lpa), QR_SIZE_PX, QR_MARGIN));
    const theirs = packageRenderer.render(QRCode.create(lpa, { errorCorrectionLevel: QR_LEVEL }), {
      width: QR_SIZE_PX,
      margin: QR_MARGIN,
    });
    expect([png.width, png.height, png.depth, png.colour]).toEqual([theirs.width, theirs.height, 1, 0]);
    expect(png.filters).toEqual([0]);
    let differing = 0;
    let darkPixels = 0;
    for (let y = 0; y < png.height; y += 1)
      for (let x = 0; x < png.width; x += 1) {
        const theirsDark = theirs.data[(y * theirs.width + x) * 4] === 0;
        if (png.dark(x, y) !== theirsDark) differing += 1;
        if (theirsDark) darkPixels += 1;
      }
    expect(darkPixels).toBeGreaterThan(10_000);
    expect(differing).toBe(0);
  });

  it('renders an activation string once and gives the same image again', async () => {
    const first = await qrPng(lpa);
    expect(await qrPng(lpa)).toBe(first);
    expect(qrModules(lpa)).toBe(qrModules(lpa));
    expect(await qrPng(`${lpa}9`)).not.toEqual(first);
  });
});
