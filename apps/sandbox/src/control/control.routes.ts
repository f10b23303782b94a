import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import type { SandboxContext } from '../context';
import { releaseHungRequests } from '../faults';
import {
  ControlInputError,
  controlSectionNames,
  getControlSection,
  parseControlBody,
  type ControlSection,
} from './control-sections';
import { applyFaultsFromEnv, patchFaults } from './fault-knobs.schema';

export { registerControlSection, ControlInputError, parseControlBody } from './control-sections';
export type { ControlSection } from './control-sections';

export interface ControlOptions {
  /** Where SANDBOX_FAULTS is read from (tests pass their own). */
  env?: NodeJS.ProcessEnv;
}

const resetSchema = z.object({ seed: z.string().min(1).max(200).optional() }).strict();

/**
 * The sandbox control API. Fault knobs per provider (GET /__control/faults, PUT
 * /__control/faults/:provider), POST /__control/reset {seed?}, and the provider sections that
 * modules register with registerControlSection (GET|PUT /__control/:section, POST
 * /__control/:section/:action). SANDBOX_FAULTS is applied now and again after each reset.
 */
export async function registerControl(
  app: FastifyInstance,
  ctx: SandboxContext,
  options: ControlOptions = {},
): Promise<void> {
  const env = options.env ?? process.env;
  let seed = ctx.config.seed;
  applyFaultsFromEnv(ctx, env.SANDBOX_FAULTS);

  // Requests left hanging by a timeout-after-commit fault must not keep the server from closing.
  app.addHook('preClose', async () => releaseHungRequests(app));

  app.get('/__control', async () => ({
    sandbox: true,
    seed,
    faults: ctx.faults,
    sections: controlSectionNames(ctx),
  }));

  app.get('/__control/faults', async () => ctx.faults);

  app.put<{ Params: { provider: string } }>('/__control/faults/:provider', async (request, reply) =>
    guard(reply, () => patchFaults(ctx, request.params.provider, request.body)),
  );

  app.post('/__control/reset', async (request, reply) =>
    guard(reply, async () => {
      const body = parseControlBody(resetSchema, request.body);
      seed = body.seed ?? ctx.config.seed;
      ctx.resetFaults(seed);
      applyFaultsFromEnv(ctx, env.SANDBOX_FAULTS);
      for (const name of controlSectionNames(ctx)) await getControlSection(ctx, name)?.reset?.();
      return { seed, faults: ctx.faults };
    }),
  );

  app.get<{ Params: { section: string } }>('/__control/:section', async (request, reply) =>
    withSection(ctx, reply, request.params.section, (section) => section.get()),
  );

  app.put<{ Params: { section: string } }>('/__control/:section', async (request, reply) =>
    withSection(ctx, reply, request.params.section, (section) => section.patch(request.body)),
  );

  app.post<{ Params: { section: string; action: string } }>(
    '/__control/:section/:action',
    async (request, reply) =>
      withSection(ctx, reply, request.params.section, (section) => {
        const action = section.actions?.[request.params.action];
        if (!action)
          throw new NotFound(`no action "${request.params.action}" in section "${request.params.section}"`);
        return action(request.body);
      }),
  );
}

class NotFound extends Error {}

async function withSection(
  ctx: SandboxContext,
  reply: FastifyReply,
  name: string,
  run: (section: ControlSection) => unknown,
): Promise<unknown> {
  const section = getControlSection(ctx, name);
  if (!section) {
    return reply.code(404).send({
      statusCode: 404,
      error: 'Not Found',
      message: `no control section "${name}" (registered: ${controlSectionNames(ctx).join(', ') || 'none'})`,
    });
  }
  return guard(reply, () => run(section));
}

/** Runs a control operation; input errors become 400 naming the field. */
async function guard(reply: FastifyReply, run: () => unknown): Promise<unknown> {
  try {
    const result = await run();
    return result === undefined ? { ok: true } : result;
  } catch (error) {
    if (error instanceof ControlInputError) {
      return reply
        .code(400)
        .send({ statusCode: 400, error: 'Bad Request', field: error.field, message: error.message });
    }
    if (error instanceof NotFound) {
      return reply.code(404).send({ statusCode: 404, error: 'Not Found', message: error.message });
    }
    throw error;
  }
}
