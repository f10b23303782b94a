import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { parseControlBody, registerControlSection } from '../control/control-sections';
import type { CaughtMessage, MailCatcher } from './mail-catcher';
import { readFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { KHMER_FONT_PATH, mailListPage, mailMessagePage, page } from './mail-pages';

const smtpPatchSchema = z.object({ down: z.boolean() }).partial().strict();

/** The list view: everything but the bodies and attachment contents. */
const summary = (m: CaughtMessage) => ({
  id: m.id,
  receivedAt: m.receivedAt,
  envelope: m.envelope,
  subject: m.subject,
  from: m.from,
  to: m.to,
  cc: m.cc,
  date: m.date,
  messageId: m.messageId,
  size: m.size,
  attachments: m.attachments.map(({ contentBase64: _content, ...meta }) => meta),
});

/**
 * The caught mail over HTTP: GET /mail (HTML list), GET /mail/:id (one message),
 * GET /mail/api/messages (JSON, newest first), GET /mail/api/messages/:id (with bodies and
 * base64 attachments), GET …/:id/attachments/:index (download), DELETE /mail/api/messages.
 * Control: GET|PUT /__control/smtp {down: boolean}.
 */
export async function registerMail(
  app: FastifyInstance,
  ctx: SandboxContext,
  mail: MailCatcher,
): Promise<void> {
  const state = () => ({ down: mail.isDown(), port: mail.port, messages: mail.messages().length });
  registerControlSection(ctx, 'smtp', {
    get: state,
    async patch(body) {
      const { down } = parseControlBody(smtpPatchSchema, body);
      if (down !== undefined) await mail.setDown(down);
      return state();
    },
    reset: () => mail.setDown(false),
  });

  // Noto Sans Khmer (SIL OFL 1.1, the PDF guide's font) for the pages' Khmer text.
  app.get(KHMER_FONT_PATH, async (_request, reply) => {
    const dir = dirname(require.resolve('@expo-google-fonts/noto-sans-khmer/package.json'));
    const font = await readFile(join(dir, '400Regular/NotoSansKhmer_400Regular.ttf'));
    return reply.type('font/ttf').header('cache-control', 'public, max-age=86400').send(font);
  });
  app.get('/mail', async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(mailListPage(mail.messages(), mail.isDown())),
  );

  app.get<{ Params: { id: string } }>('/mail/:id', async (request, reply) => {
    const message = mail.message(request.params.id);
    if (!message)
      return reply
        .code(404)
        .type('text/html; charset=utf-8')
        .send(page('Not found', '<p>No such message. <a href="/mail">All messages</a></p>'));
    return reply.type('text/html; charset=utf-8').send(mailMessagePage(message));
  });

  app.get('/mail/api/messages', async () => mail.messages().map(summary));

  app.get<{ Params: { id: string } }>('/mail/api/messages/:id', async (request, reply) => {
    const message = mail.message(request.params.id);
    return (
      message ?? reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such message' })
    );
  });

  app.get<{ Params: { id: string; index: string } }>(
    '/mail/api/messages/:id/attachments/:index',
    async (request, reply) => {
      const attachment = mail.message(request.params.id)?.attachments[Number(request.params.index)];
      if (!attachment)
        return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: 'no such attachment' });
      return reply
        .type(attachment.contentType)
        .header(
          'content-disposition',
          `attachment; filename*=UTF-8''${encodeURIComponent(attachment.filename)}`,
        )
        .send(Buffer.from(attachment.contentBase64, 'base64'));
    },
  );

  app.delete('/mail/api/messages', async () => {
    const cleared = mail.messages().length;
    mail.clear();
    return { cleared };
  });
}
