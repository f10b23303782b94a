import type { FastifyInstance } from 'fastify';
import type { SandboxContext } from './context';
import { controlSectionNames } from './control/control-sections';
import { knobsAreDefault } from './control/fault-knobs.schema';
import { escapeHtml, page } from './mail/mail-pages';

const PROVIDERS = [
  {
    name: 'ABA PayWay',
    stands: 'bank checkout, KHQR, cards',
    paths: ['/api/payment-gateway/v1/payments/…', '/plugins/checkout2-0.js'],
    links: [['/payway/bank-app', 'Bank app (pay a pending KHQR)']],
  },
  {
    name: 'PayPal',
    stands: 'Orders v2, OAuth token, webhooks',
    paths: ['/v1/oauth2/token', '/v2/checkout/orders/…'],
    links: [],
  },
  {
    name: 'RoameSIM (RoamWiFi BPM)',
    stands: 'eSIM wholesale: catalogue, orders, usage, top-ups',
    paths: ['/api_order/login', '/api_esim/<method>'],
    links: [['/__control/roamesim', 'RoameSIM knobs and account']],
  },
  {
    name: 'Telegram Bot API',
    stands: 'the shop bot: messages, inline buttons, webhook updates',
    paths: ['/bot<token>/<method>'],
    links: [['/telegram', 'Telegram chats (play a user)']],
  },
  {
    name: 'SMTP catcher',
    stands: 'catches every e-mail the app sends',
    paths: [],
    links: [['/mail', 'Caught mail']],
  },
] as const;

/** GET /: a page that cannot be mistaken for a real provider. */
export async function registerIndex(app: FastifyInstance, ctx: SandboxContext): Promise<void> {
  app.get('/', async (_request, reply) => {
    const providers = PROVIDERS.map(
      (p) =>
        `<tr><td><b>${escapeHtml(p.name)}</b><br>${escapeHtml(p.stands)}</td>` +
        `<td>${p.paths.map((path) => `<code>${escapeHtml(path)}</code>`).join('<br>')}</td>` +
        `<td>${p.links.map(([href, label]) => `<a href="${href}">${escapeHtml(label)}</a>`).join('<br>')}</td></tr>`,
    ).join('');
    const faults = Object.entries(ctx.faults)
      .map(
        ([provider, knobs]) =>
          `<tr><td>${provider}</td><td>${knobsAreDefault(knobs) ? 'none' : `<b>${escapeHtml(JSON.stringify(knobs))}</b>`}</td></tr>`,
      )
      .join('');
    const sections = controlSectionNames(ctx)
      .map((name) => `<li><a href="/__control/${name}"><code>GET|PUT /__control/${name}</code></a></li>`)
      .join('');
    const body =
      '<h1 style="color:#b00020">THIS IS A SANDBOX</h1>' +
      '<p>Stand-ins for PayWay, PayPal and RoameSIM plus an SMTP catcher, for development and tests. ' +
      'No payment is real, no eSIM exists, no e-mail leaves this machine.</p>' +
      `<p>Base URL: <code>${escapeHtml(ctx.config.publicUrl)}</code> · SMTP catcher on port <code>${ctx.config.smtpPort || 'random'}</code> (configured) · seed <code>${escapeHtml(ctx.config.seed)}</code></p>` +
      `<h2>Providers</h2><table><thead><tr><th>Provider</th><th>Paths</th><th>Pages</th></tr></thead><tbody>${providers}</tbody></table>` +
      `<h2>Active faults</h2><table><tbody>${faults}</tbody></table>` +
      '<h2>Control API</h2><ul>' +
      '<li><a href="/__control"><code>GET /__control</code></a> (overview)</li>' +
      '<li><a href="/__control/faults"><code>GET /__control/faults</code></a>, <code>PUT /__control/faults/:provider</code> ' +
      '{latencyMs, errorRate, timeoutAfterCommitRate, failNext, timeoutNext}</li>' +
      '<li><code>POST /__control/reset</code> {seed?}</li>' +
      `${sections}</ul>`;
    return reply.type('text/html; charset=utf-8').send(page('Sandbox', body));
  });
}
