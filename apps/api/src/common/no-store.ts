import {
  applyDecorators,
  CallHandler,
  ExecutionContext,
  Injectable,
  NestInterceptor,
  UseInterceptors,
} from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import type { Observable } from 'rxjs';

/** Sets `Cache-Control: no-store` before the handler runs, so errors carry it too. */
@Injectable()
export class NoStoreInterceptor implements NestInterceptor {
  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    context.switchToHttp().getResponse<FastifyReply>().header('cache-control', 'no-store');
    return next.handle();
  }
}

/**
 * On a controller or route whose answers hold an order, an eSIM or what opens them (activation
 * codes, access tokens, payment forms): no browser or shared cache may keep a copy.
 */
export const NoStore = (): ClassDecorator & MethodDecorator =>
  applyDecorators(UseInterceptors(NoStoreInterceptor));
