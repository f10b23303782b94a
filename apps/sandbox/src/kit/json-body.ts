import type { FastifyInstance, FastifyRequest } from 'fastify';

/** A JSON body that does not parse (400); a provider module may answer it in its own error shape. */
export class MalformedJsonBody extends Error {
  readonly statusCode = 400;
  constructor(cause: Error) {
    super(`Body is not valid JSON: ${cause.message}`);
    this.name = 'MalformedJsonBody';
  }
}

/** How a provider answers a malformed JSON body on the paths it owns (undefined: not its path). */
export type MalformedJsonAnswer = (request: FastifyRequest) => { status: number; body: unknown } | undefined;

const answerers = new WeakMap<FastifyInstance, MalformedJsonAnswer[]>();

/** Lets a provider module answer malformed JSON on its own paths (PayPal: INVALID_REQUEST). */
export function answerMalformedJson(app: FastifyInstance, answer: MalformedJsonAnswer): void {
  answerers.get(app)?.push(answer);
}

/**
 * PayPal's own examples and official SDKs POST `Content-Type: application/json` with no body (capture),
 * and the providers take it: an empty JSON body is no body here, instead of Fastify's 400
 * FST_ERR_CTP_EMPTY_JSON_BODY. Malformed JSON is still a 400: in the error shape of the provider whose
 * path it is (`answerMalformedJson`), else Fastify's.
 */
export function acceptEmptyJsonBodies(app: FastifyInstance): void {
  const list: MalformedJsonAnswer[] = [];
  answerers.set(app, list);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    const text = String(body);
    if (text.trim() === '') return done(null, undefined);
    try {
      done(null, JSON.parse(text));
    } catch (error) {
      done(new MalformedJsonBody(error as Error), undefined);
    }
  });
  app.setErrorHandler((error, request, reply) => {
    if (error instanceof MalformedJsonBody)
      for (const answer of list) {
        const answered = answer(request);
        if (answered) return reply.code(answered.status).send(answered.body);
      }
    return reply.send(error);
  });
}
