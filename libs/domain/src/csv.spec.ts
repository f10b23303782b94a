import fc from 'fast-check';
import { csvCell, csvDocument } from './csv';

/** Reads one RFC 4180 line back into its fields (the test's own small parser). */
function parseLine(line: string): string[] {
  const fields: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < line.length; i += 1) {
    const char = line[i];
    if (quoted && char === '"' && line[i + 1] === '"') {
      field += '"';
      i += 1;
    } else if (quoted && char === '"') {
      quoted = false;
    } else if (quoted) {
      field += char;
    } else if (char === '"') {
      quoted = true;
    } else if (char === ',') {
      fields.push(field);
      field = '';
    } else {
      field += char;
    }
  }
  fields.push(field);
  return fields;
}

describe('csv', () => {
  it('neutralises text that a spreadsheet would run as a formula', () => {
    for (const text of ['=HYPERLINK("http://x")', '+1+2', '-2+3', '@SUM(A1)', '\tx', '\rx'])
      expect(csvCell(text).replace(/^"/, '').startsWith("'")).toBe(true);
    expect(csvCell('=1+1')).toBe("'=1+1");
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('Phnom Penh')).toBe('Phnom Penh');
  });

  it('quotes only what needs it and writes null, dates and objects', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell(null)).toBe('');
    expect(csvCell(new Date('2026-01-02T03:04:05.000Z'))).toBe('2026-01-02T03:04:05.000Z');
    expect(csvCell({ a: 1 })).toBe('"{""a"":1}"');
    expect(csvDocument(['x', 'y'], [[1, 'b']])).toBe('x,y\r\n1,b\r\n');
  });

  it('reads back every text as written, apart from the formula guard', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.string().filter((text) => !/[\r\n]/.test(text)),
          { minLength: 1 },
        ),
        (texts) => {
          const line = texts.map(csvCell).join(',');
          const back = parseLine(line);
          expect(back).toEqual(texts.map((text) => (/^[=+\-@\t]/.test(text) ? `'${text}` : text)));
        },
      ),
    );
  });
});
