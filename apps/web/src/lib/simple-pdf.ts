/**
 * A small PDF writer for the browser fallback guide: A4 pages of wrapped text in the standard
 * Helvetica faces (no font files, so Latin-1 text only; other characters print as '?').
 */
export interface PdfLine {
  text: string;
  size?: number;
  bold?: boolean;
  /** Extra space before the line, in points. */
  gapBefore?: number;
}

const PAGE = { width: 595, height: 842, margin: 50 };
/** Helvetica's average advance is a little over half the size; wrap on that, with room to spare. */
const CHAR_WIDTH = 0.52;

const latin1 = (text: string): string =>
  text.replace(/[^\x20-\x7e\xa0-\xff]/g, (char) =>
    char === '\u2013' || char === '\u2014'
      ? '-'
      : char === '\u201c' || char === '\u201d'
        ? '"'
        : char === '\u2019'
          ? "'"
          : '?',
  );
const escape = (text: string): string => text.replace(/([\\()])/g, '\\$1');

function wrap(text: string, size: number): string[] {
  const max = Math.floor((PAGE.width - PAGE.margin * 2) / (size * CHAR_WIDTH));
  const lines: string[] = [];
  let current = '';
  for (const word of text.split(/\s+/)) {
    const next = current ? `${current} ${word}` : word;
    if (next.length <= max) current = next;
    else {
      if (current) lines.push(current);
      let rest = word;
      while (rest.length > max) {
        lines.push(rest.slice(0, max));
        rest = rest.slice(max);
      }
      current = rest;
    }
  }
  if (current) lines.push(current);
  return lines.length ? lines : [''];
}

/** Lays the lines out on as many pages as needed and returns the PDF's bytes. */
export function simplePdf(lines: PdfLine[], title: string): Uint8Array {
  const pages: string[] = [];
  let ops: string[] = [];
  let y = PAGE.height - PAGE.margin;
  for (const line of lines) {
    const size = line.size ?? 11;
    y -= line.gapBefore ?? 0;
    for (const part of wrap(latin1(line.text), size)) {
      if (y - size * 1.35 < PAGE.margin) {
        pages.push(ops.join('\n'));
        ops = [];
        y = PAGE.height - PAGE.margin;
      }
      y -= size * 1.35;
      ops.push(
        `BT /${line.bold ? 'F2' : 'F1'} ${size} Tf ${PAGE.margin} ${y.toFixed(1)} Td (${escape(part)}) Tj ET`,
      );
    }
  }
  pages.push(ops.join('\n'));

  const objects: string[] = [];
  const add = (body: string): number => objects.push(body);
  add('<< /Type /Catalog /Pages 2 0 R >>');
  add(''); // pages, filled in below
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
  add(`<< /Title (${escape(latin1(title))}) /Producer (Derleng eSIM web) >>`);
  const kids: number[] = [];
  for (const content of pages) {
    const contentId = add(`<< /Length ${content.length} >>\nstream\n${content}\nendstream`);
    kids.push(
      add(
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${PAGE.width} ${PAGE.height}] /Resources << /Font << /F1 3 0 R /F2 4 0 R >> >> /Contents ${contentId} 0 R >>`,
      ),
    );
  }
  objects[1] = `<< /Type /Pages /Kids [${kids.map((id) => `${id} 0 R`).join(' ')}] /Count ${kids.length} >>`;

  let out = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((body, index) => {
    offsets.push(out.length);
    out += `${index + 1} 0 obj\n${body}\nendobj\n`;
  });
  const xref = out.length;
  out += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  for (const offset of offsets) out += `${String(offset).padStart(10, '0')} 00000 n \n`;
  out += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info 5 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Uint8Array.from(out, (char) => char.charCodeAt(0));
}
