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

/**
 * Sends a catalogue response serialized once per catalogue version: 304 when the browser already
 * holds it, else the JSON with its weak ETag. `no-cache` makes browsers revalidate every time, so
 * a catalogue change is seen at once, at the cost of a 304 when nothing changed.
 */
export async function sendCached(
  request: FastifyRequest,
  reply: FastifyReply,
  response: Promise<CachedResponse>,
): Promise<void> {
  const { body, etag } = await response;
  reply.header('etag', etag).header('cache-control', 'no-cache');
  if (etagMatches(request.headers['if-none-match'], etag)) {
    await reply.code(304).send();
    return;
  }
  await reply.code(200).header('content-type', 'application/json; charset=utf-8').send(body);
}
