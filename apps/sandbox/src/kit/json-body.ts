import type { FastifyInstance } from 'fastify';

/**
 * PayPal's own examples and official SDKs POST `Content-Type: application/json` with no body (capture),
 * and the providers take it: an empty JSON body is no body here, instead of Fastify's 400
 * FST_ERR_CTP_EMPTY_JSON_BODY. Malformed JSON is still a 400.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      (error as Error & { statusCode?: number }).statusCode = 400;
      done(error as Error, undefined);
    }
  });
}
