import { INestApplicationContext } from '@nestjs/common';
import { SessionService } from '@app/accounts';
import { AdminAudit } from '@app/audit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { DataSource } from 'typeorm';
import { SessionCookie } from '../common/session-cookie';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * The queue dashboard's actions (retry, promote, clean, pause, remove…: any request that is not a
 * read and succeeded) go to the audit log. The change itself is in the queue store (Redis or the
 * queue's Postgres schema), not in our database, so the entry follows it rather than sharing its
 * transaction; it is written before the reply is sent. Target: the dashboard path after its base (`queue:<name>/…`).
 */
export function queueAuditHook(app: INestApplicationContext, basePath: string) {
  const sessions = app.get(SessionService);
  const cookie = app.get(SessionCookie);
  const audit = app.get(AdminAudit);
  const dataSource = app.get(DataSource);
  return async (request: FastifyRequest, reply: FastifyReply, payload: unknown): Promise<unknown> => {
    if (READS.has(request.method) || reply.statusCode >= 400) return payload;
    const resolved = await sessions.resolve(cookie.read(request));
    if (!resolved) return payload;
    const path = request.url.split('?')[0].slice(basePath.length).replace(/^\/+/, '');
    const agent = request.headers['user-agent'];
    await audit.record(dataSource.manager, {
      actor: {
        id: resolved.user.id,
        email: resolved.user.email ?? null,
        role: resolved.user.role,
        ip: request.ip ?? null,
        userAgent: typeof agent === 'string' ? agent : null,
      },
      action: 'queue.action',
      targetType: 'queue',
      targetId: path.slice(0, 128) || null,
      after: { method: request.method, path },
    });
    return payload;
  };
}
