import { inflateSync } from 'node:zlib';

/** One font of a PDF and the glyphs the pages draw with it. */
export interface PdfFontUse {
  resourceName: string;
  baseFont: string;
  embedded: boolean;
  /** Glyph ids drawn (Type0 fonts): 0 is .notdef, the empty box of a missing character. */
  glyphIds: number[];
}

export interface PdfInspection {
  /** The drawn text, one line per text block, decoded through each font's ToUnicode map. */
  text: string;
  fonts: PdfFontUse[];
}

interface PdfObject {
  id: string;
  dict: string;
  stream?: Buffer;
}

/**
 * Reads back what a pdfkit PDF draws: text (through the embedded fonts' ToUnicode maps) and the
 * glyph ids per font. Text comes in drawing order: shaped scripts show their visual glyph order
 * (a Khmer pre-base vowel or subscript before its base). Enough for pdfkit's own output (compressed or not); not a general parser.
 */
export function inspectPdf(pdf: Buffer): PdfInspection {
  const objects = readObjects(pdf);
  const byId = new Map(objects.map((object) => [object.id, object]));
  const fontRefs = new Map<string, string>();
  for (const object of objects) {
    for (const match of object.dict.matchAll(/\/(F\d+)\s+(\d+)\s+0\s+R/g)) fontRefs.set(match[1], match[2]);
  }
  const fonts = new Map<string, { use: PdfFontUse; toUnicode?: Map<number, string> }>();
  for (const [name, id] of fontRefs) {
    const dict = byId.get(id)?.dict ?? '';
    const baseFont = /\/BaseFont\s*\/([^\s/>]+)/.exec(dict)?.[1] ?? '?';
    const toUnicodeId = /\/ToUnicode\s+(\d+)\s+0\s+R/.exec(dict)?.[1];
    const cmap = toUnicodeId ? byId.get(toUnicodeId)?.stream : undefined;
    fonts.set(name, {
      use: { resourceName: name, baseFont, embedded: /\/Subtype\s*\/Type0/.test(dict), glyphIds: [] },
      toUnicode: cmap ? parseToUnicode(cmap.toString('latin1')) : undefined,
    });
  }
  const lines: string[] = [];
  for (const object of objects) {
    if (
      !object.stream ||
      /\/Type\s*\/(XObject|FontFile|Metadata)|\/Subtype\s*\/Image|\/Length1/.test(object.dict)
    )
      continue;
    const content = object.stream.toString('latin1');
    if (!/\bBT\b/.test(content)) continue;
    let current: { use: PdfFontUse; toUnicode?: Map<number, string> } | undefined;
    // One BT…ET block per line fragment; glyphs moved for marks get their own Tj inside it.
    for (const block of content.matchAll(/\bBT\b([\s\S]*?)\bET\b/g)) {
      let line = '';
      const tokens = /\/(F\d+)\s+[\d.]+\s+Tf|(\[(?:[^\]]*)\]\s*TJ|<[0-9a-fA-F]*>\s*Tj)/g;
      for (const match of block[1].matchAll(tokens)) {
        if (match[1]) {
          current = fonts.get(match[1]);
          continue;
        }
        if (!current) continue;
        const font = current;
        line += [...match[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((hex) => decode(hex[1], font)).join('');
      }
      lines.push(line);
    }
  }
  return { text: lines.join('\n'), fonts: [...fonts.values()].map((font) => font.use) };
}

function decode(hex: string, font: { use: PdfFontUse; toUnicode?: Map<number, string> }): string {
  if (!font.use.embedded) return Buffer.from(hex, 'hex').toString('latin1');
  let out = '';
  for (let index = 0; index + 4 <= hex.length; index += 4) {
    const gid = parseInt(hex.slice(index, index + 4), 16);
    font.use.glyphIds.push(gid);
    out += font.toUnicode?.get(gid) ?? '\uFFFD';
  }
  return out;
}

/** pdfkit's ToUnicode: `<start> <end> [<utf16> <utf16 utf16> …]` ranges. */
function parseToUnicode(cmap: string): Map<number, string> {
  const map = new Map<number, string>();
  for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
    const start = parseInt(range[1], 16);
    [...range[3].matchAll(/<([0-9a-fA-F ]*)>/g)].forEach((entry, offset) => {
      const units = entry[1]
        .trim()
        .split(/\s+/)
        .filter(Boolean)
        .map((unit) => parseInt(unit, 16));
      map.set(start + offset, String.fromCharCode(...units));
    });
  }
  return map;
}

function readObjects(pdf: Buffer): PdfObject[] {
  const source = pdf.toString('latin1');
  const objects: PdfObject[] = [];
  const header = /(\d+)\s+0\s+obj\b/g;
  for (let match = header.exec(source); match; match = header.exec(source)) {
    const start = match.index + match[0].length;
    const end = source.indexOf('endobj', start);
    const body = source.slice(start, end);
    const streamAt = body.indexOf('stream');
    const object: PdfObject = { id: match[1], dict: streamAt >= 0 ? body.slice(0, streamAt) : body };
    if (streamAt >= 0) {
      let dataStart = start + streamAt + 'stream'.length;
      if (source[dataStart] === '\r') dataStart += 1;
      if (source[dataStart] === '\n') dataStart += 1;
      const length = Number(/\/Length\s+(\d+)/.exec(object.dict)?.[1] ?? 0);
      const raw = pdf.subarray(dataStart, dataStart + length);
      object.stream = /\/FlateDecode/.test(object.dict) ? safeInflate(raw) : raw;
    }
    objects.push(object);
    header.lastIndex = end;
  }
  return objects;
}

function safeInflate(data: Buffer): Buffer {
  try {
    return inflateSync(data);
  } catch {
    return Buffer.alloc(0);
  }
}

/**
 * Whether a line of the drawn text (inspectPdf's `text`) is `expected` once shaped: the same letters,
 * whatever their order. A shaper draws a Khmer pre-base vowel or subscript before its base, and a
 * split vowel as a pre-base half (េ) and a mark the font shares with a simple vowel (ើ with ី, ោ
 * with ា), which the ToUnicode map names by whichever it met first: those halves are read as one.
 */
export function hasShapedLine(text: string, expected: string): boolean {
  const letters = (line: string) =>
    [
      ...line
        .replace(/\u17C1/g, '')
        .replace(/\u17BE/g, '\u17B8')
        .replace(/\u17C4/g, '\u17B6')
        .trim(),
    ]
      .sort()
      .join('');
  const wanted = letters(expected);
  return text.split('\n').some((line) => letters(line) === wanted);
}
