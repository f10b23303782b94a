import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus } from '@nestjs/common';
import { AppLogger } from '@app/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DATABASE_RETRY_AFTER_SECONDS, isDatabaseUnavailable } from './database-unavailable';
import { SpaFallback } from './spa-fallback';

const CODES: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE',
  429: 'TOO_MANY_REQUESTS',
  503: 'SERVICE_UNAVAILABLE',
};

/**
 * One error shape for every route: {statusCode, code, message, correlationId}. Unknown errors are
 * logged and become a plain 500; browser navigations to unknown paths get the SPA instead.
 */
@Catch()
export class GlobalExceptionFilter implements ExceptionFilter {
  constructor(
    private readonly logger: AppLogger,
    private readonly spa: SpaFallback,
  ) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    if (host.getType() !== 'http') return;
    const http = host.switchToHttp();
    const request = http.getRequest<FastifyRequest>();
    const reply = http.getResponse<FastifyReply>();
    const status =
      exception instanceof HttpException ? exception.getStatus() : HttpStatus.INTERNAL_SERVER_ERROR;
    if (status === 404 && this.spa.handles(request)) {
      void this.spa.send(reply);
      return;
    }
    // A route may have set its own type (a CSV download) before it failed: errors are JSON.
    reply.removeHeader('content-disposition');
    void reply.header('content-type', 'application/json; charset=utf-8');
    if (!(exception instanceof HttpException) && isDatabaseUnavailable(exception)) {
      this.logger.warn({ err: exception, reqId: request.id }, 'database unavailable');
      void reply
        .status(HttpStatus.SERVICE_UNAVAILABLE)
        .header('retry-after', String(DATABASE_RETRY_AFTER_SECONDS))
        .send({
          statusCode: HttpStatus.SERVICE_UNAVAILABLE,
          code: 'DATABASE_UNAVAILABLE',
          message: 'The service is briefly unavailable; please try again in a few seconds',
          correlationId: request.id,
        });
      return;
    }
    let message = 'Internal server error';
    let code = CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'ERROR');
    let details: unknown;
    if (exception instanceof HttpException) {
      const body = exception.getResponse();
      if (typeof body === 'string') message = body;
      else if (body && typeof body === 'object') {
        const record = body as { message?: unknown; code?: unknown; details?: unknown };
        // Several fields can fail with the same text (the spec's one message for a form): once.
        message = Array.isArray(record.message)
          ? [...new Set(record.message.map(String))].join('; ')
          : String(record.message ?? exception.message);
        if (typeof record.code === 'string') code = record.code;
        details = record.details;
      }
    } else {
      this.logger.error({ err: exception, reqId: request.id, url: request.url }, 'unhandled error');
    }
    const retryAfter = (details as { retryAfterSeconds?: unknown } | undefined)?.retryAfterSeconds;
    if (status === 429 && typeof retryAfter === 'number')
      void reply.header('retry-after', String(retryAfter));
    void reply.status(status).send({
      statusCode: status,
      code,
      message,
      ...(details ? { details } : {}),
      correlationId: request.id,
    });
  }
}
