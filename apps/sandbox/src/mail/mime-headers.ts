/** Header-level MIME decoding: unfolding, RFC 2047 encoded words, parameters with RFC 2231. */

export type Headers = Map<string, string[]>;

/** Splits a raw (latin1) header block into lower-cased names and unfolded raw values. */
export function parseHeaderBlock(block: string): Headers {
  const headers: Headers = new Map();
  const lines = block.split(/\r?\n/);
  const unfolded: string[] = [];
  for (const line of lines) {
    if (/^[ \t]/.test(line) && unfolded.length > 0) unfolded[unfolded.length - 1] += line;
    else if (line) unfolded.push(line);
  }
  for (const line of unfolded) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    headers.set(name, [...(headers.get(name) ?? []), line.slice(colon + 1).trim()]);
  }
  return headers;
}

export const decodeBytes = (bytes: Buffer, charset = 'utf-8'): string => {
  try {
    return new TextDecoder(charset.trim().toLowerCase() || 'utf-8').decode(bytes);
  } catch {
    return new TextDecoder('utf-8').decode(bytes);
  }
};

/** latin1 string -> bytes -> text in the charset (headers may carry raw UTF-8). */
const recode = (latin1: string, charset = 'utf-8'): string =>
  decodeBytes(Buffer.from(latin1, 'latin1'), charset);

function decodeQ(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const ch = text[i] as string;
    if (ch === '_') bytes.push(0x20);
    else if (ch === '=' && /^[0-9A-Fa-f]{2}$/.test(text.slice(i + 1, i + 3))) {
      bytes.push(parseInt(text.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(ch.charCodeAt(0) & 0xff);
  }
  return Buffer.from(bytes);
}

/** RFC 2047: =?charset?B|Q?text?= words (whitespace between adjacent words dropped). */
export function decodeWords(value: string): string {
  const joined = value.replace(/(=\?[^?]+\?[BbQq]\?[^?]*\?=)\s+(?==\?[^?]+\?[BbQq]\?[^?]*\?=)/g, '$1');
  let out = '';
  let last = 0;
  const word = /=\?([^?]+)\?([BbQq])\?([^?]*)\?=/g;
  for (let match = word.exec(joined); match; match = word.exec(joined)) {
    out += recode(joined.slice(last, match.index));
    const charset = (match[1] as string).split('*')[0];
    const bytes =
      (match[2] as string).toUpperCase() === 'B'
        ? Buffer.from(match[3] as string, 'base64')
        : decodeQ(match[3] as string);
    out += decodeBytes(bytes, charset);
    last = match.index + match[0].length;
  }
  return out + recode(joined.slice(last));
}

export const headerText = (headers: Headers, name: string): string =>
  decodeWords(headers.get(name)?.[0] ?? '');

/** Splits on ';' outside quotes. */
function splitParams(value: string): string[] {
  const parts: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const ch = value[i] as string;
    if (ch === '"' && value[i - 1] !== '\\') quoted = !quoted;
    if (ch === ';' && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  parts.push(current);
  return parts.map((part) => part.trim()).filter(Boolean);
}

const unquote = (text: string): string =>
  text.startsWith('"') && text.endsWith('"') ? text.slice(1, -1).replace(/\\(.)/g, '$1') : text;

/** "text/plain; charset=utf-8; name*=utf-8''%E2%82%AC.txt" -> value + decoded parameters. */
export function parseStructured(raw: string | undefined): { value: string; params: Record<string, string> } {
  const [first = '', ...rest] = splitParams(raw ?? '');
  const simple: Record<string, string> = {};
  const sections = new Map<string, { index: number; text: string; encoded: boolean }[]>();
  for (const part of rest) {
    const eq = part.indexOf('=');
    if (eq <= 0) continue;
    const key = part.slice(0, eq).trim().toLowerCase();
    const val = unquote(part.slice(eq + 1).trim());
    const rfc2231 = /^([^*]+)\*(?:(\d+)\*?)?$/.exec(key);
    if (rfc2231) {
      const name = rfc2231[1] as string;
      const list = sections.get(name) ?? [];
      list.push({ index: Number(rfc2231[2] ?? 0), text: val, encoded: key.endsWith('*') });
      sections.set(name, list);
    } else simple[key] = decodeWords(val);
  }
  for (const [name, list] of sections) {
    list.sort((a, b) => a.index - b.index);
    let charset = 'utf-8';
    let bytes = '';
    for (const [i, section] of list.entries()) {
      let text = section.text;
      if (i === 0 && section.encoded) {
        const match = /^([^']*)'[^']*'(.*)$/.exec(text);
        if (match) {
          charset = match[1] || charset;
          text = match[2] as string;
        }
      }
      bytes += section.encoded
        ? text.replace(/%([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)))
        : text;
    }
    simple[name] = decodeBytes(Buffer.from(bytes, 'latin1'), charset);
  }
  return { value: first.toLowerCase(), params: simple };
}
