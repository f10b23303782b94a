import { decodeBytes, headerText, parseHeaderBlock, parseStructured, type Headers } from './mime-headers';

export interface ParsedAttachment {
  filename: string;
  contentType: string;
  contentId?: string;
  disposition: 'attachment' | 'inline';
  content: Buffer;
}

export interface ParsedMail {
  headers: Headers;
  subject: string;
  from: string;
  to: string;
  cc: string;
  date: string;
  messageId: string;
  text?: string;
  html?: string;
  attachments: ParsedAttachment[];
}

/**
 * A small MIME reader, enough for what nodemailer writes: nested multipart/*, base64 and
 * quoted-printable bodies, charsets, encoded-word headers and RFC 2231 file names.
 */
export function parseMail(raw: Buffer): ParsedMail {
  const mail: ParsedMail = {
    headers: new Map(),
    subject: '',
    from: '',
    to: '',
    cc: '',
    date: '',
    messageId: '',
    attachments: [],
  };
  // the CRLF ending the last line is not part of a single-part body
  const root = splitEntity(raw.toString('latin1').replace(/\r?\n$/, ''));
  mail.headers = root.headers;
  mail.subject = headerText(root.headers, 'subject');
  mail.from = headerText(root.headers, 'from');
  mail.to = headerText(root.headers, 'to');
  mail.cc = headerText(root.headers, 'cc');
  mail.date = headerText(root.headers, 'date');
  mail.messageId = headerText(root.headers, 'message-id');
  walk(root, mail, 0);
  return mail;
}

interface Entity {
  headers: Headers;
  /** Body as a latin1 string (one char per byte). */
  body: string;
}

function splitEntity(text: string): Entity {
  const match = /\r?\n\r?\n/.exec(text);
  if (!match) return { headers: parseHeaderBlock(text), body: '' };
  return {
    headers: parseHeaderBlock(text.slice(0, match.index)),
    body: text.slice(match.index + match[0].length),
  };
}

function splitMultipart(body: string, boundary: string): string[] {
  const escaped = boundary.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const delimiter = new RegExp(`(?:^|\\r?\\n)--${escaped}(--)?[ \\t]*(?=\\r?\\n|$)`, 'g');
  const parts: string[] = [];
  let start = -1;
  for (let match = delimiter.exec(body); match; match = delimiter.exec(body)) {
    if (start >= 0) parts.push(body.slice(start, match.index));
    if (match[1]) return parts;
    start = match.index + match[0].length;
    start += body.startsWith('\r\n', start) ? 2 : body.startsWith('\n', start) ? 1 : 0;
  }
  return parts;
}

function decodeBody(entity: Entity): Buffer {
  const encoding = (entity.headers.get('content-transfer-encoding')?.[0] ?? '7bit').trim().toLowerCase();
  if (encoding === 'base64') return Buffer.from(entity.body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
  if (encoding === 'quoted-printable') {
    const text = entity.body.replace(/=\r?\n/g, '');
    return Buffer.from(
      text.replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))),
      'latin1',
    );
  }
  return Buffer.from(entity.body, 'latin1');
}

function walk(entity: Entity, mail: ParsedMail, depth: number): void {
  const type = parseStructured(entity.headers.get('content-type')?.[0] ?? 'text/plain; charset=us-ascii');
  const boundary = type.params.boundary;
  if (type.value.startsWith('multipart/') && boundary && depth < 10) {
    for (const part of splitMultipart(entity.body, boundary)) walk(splitEntity(part), mail, depth + 1);
    return;
  }
  const disposition = parseStructured(entity.headers.get('content-disposition')?.[0]);
  const filename = disposition.params.filename ?? type.params.name;
  const content = decodeBody(entity);
  const isAttachment = disposition.value === 'attachment' || filename !== undefined;
  if (!isAttachment && type.value === 'text/plain' && mail.text === undefined) {
    mail.text = decodeBytes(content, type.params.charset).replace(/\r\n/g, '\n');
  } else if (!isAttachment && type.value === 'text/html' && mail.html === undefined) {
    mail.html = decodeBytes(content, type.params.charset).replace(/\r\n/g, '\n');
  } else {
    const contentId = entity.headers.get('content-id')?.[0]?.replace(/^<|>$/g, '');
    mail.attachments.push({
      filename: filename ?? `part-${mail.attachments.length + 1}`,
      contentType: type.value || 'application/octet-stream',
      ...(contentId ? { contentId } : {}),
      disposition: disposition.value === 'inline' ? 'inline' : 'attachment',
      content,
    });
  }
}
