import { crc32, deflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const tail = Buffer.alloc(4);
  tail.writeUInt32BE(crc32(data, crc32(head.subarray(4))) >>> 0, 0);
  return Buffer.concat([head, data, tail]);
}

/**
 * A QR code's modules (true = dark) as a black-on-white PNG `widthPx` wide with a quiet zone of
 * `margin` modules: the same pixels as the qrcode package's PNG renderer (its scale and rounding),
 * written as a 1-bit grayscale image. The package draws 32-bit colour pixels and compresses four
 * bytes for each; this is one bit, and rows of the same module row are built once.
 */
export function qrModulesPng(modules: boolean[][], widthPx: number, margin: number): Buffer {
  const size = modules.length;
  const scale = widthPx / (size + margin * 2);
  const side = Math.floor((size + margin * 2) * scale);
  const quiet = margin * scale;
  const rowBytes = 1 + Math.ceil(side / 8);
  const rowOf = new Map<number, Buffer>(); // module row (-1: the quiet zone) → its pixel row
  const pixelRow = (moduleRow: number): Buffer => {
    let row = rowOf.get(moduleRow);
    if (row) return row;
    row = Buffer.alloc(rowBytes, 0xff); // filter 0, then every pixel white
    row[0] = 0;
    if (moduleRow >= 0)
      for (let x = 0; x < side; x += 1) {
        if (x < quiet || x >= side - quiet) continue;
        if (modules[moduleRow][Math.floor((x - quiet) / scale)]) row[1 + (x >> 3)] &= ~(0x80 >> (x & 7));
      }
    rowOf.set(moduleRow, row);
    return row;
  };
  const rows: Buffer[] = [];
  for (let y = 0; y < side; y += 1) {
    const inside = y >= quiet && y < side - quiet;
    rows.push(pixelRow(inside ? Math.floor((y - quiet) / scale) : -1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // grayscale
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(Buffer.concat(rows))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
