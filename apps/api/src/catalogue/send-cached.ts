import type { CachedResponse } from '@app/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether If-None-Match names this ETag (weak comparison, as RFC 9110 asks for GET). */
export function etagMatches(ifNoneMatch: string | string[] | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = opaque(etag);
  return [ifNoneMatch]
    .flat()
    .flatMap((value) => value.split(','))
    .some((tag) => tag.trim() === '*' || opaque(tag) === wanted);
}

/** Whether the client takes gzip (Accept-Encoding names it without q=0). */
export function acceptsGzip(acceptEncoding: string | string[] | undefined): boolean {
  return [acceptEncoding ?? '']
    .flat()
    .flatMap((value) => value.split(','))
    .some((coding) => {
      const [name, ...params] = coding.trim().toLowerCase().split(';');
      const q = params.map((param) => param.trim()).find((param) => param.startsWith('q='));
      return (name === 'gzip' || name === '*') && (!q || Number(q.slice(2)) > 0);
    });
}

/**
 * Sends a catalogue response serialized once per catalogue version: 304 when the browser already
 * holds it, else the JSON with its weak ETag. `no-cache` makes browsers revalidate every time, so
 * a catalogue change is seen at once, at the cost of a 304 when nothing changed. Large bodies go
 * gzipped (compressed once per version) to clients that accept it.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Promise<CachedResponse>,
): Promise<void> {
  const cached = await response;
  reply.header('etag', cached.etag).header('cache-control', 'no-cache').header('vary', 'accept-encoding');
  if (etagMatches(request.headers['if-none-match'], cached.etag)) {
    await reply.code(304).send();
    return;
  }
  reply.code(200).header('content-type', 'application/json; charset=utf-8');
  const gzipped = acceptsGzip(request.headers['accept-encoding']) ? cached.gzipped() : null;
  if (gzipped) {
    await reply.header('content-encoding', 'gzip').send(gzipped);
    return;
  }
  await reply.send(cached.bytes);
}
