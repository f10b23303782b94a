import { z } from 'zod';
import type { SandboxContext } from '../context';

/**
 * A provider-specific part of the control API, registered by the provider's own module:
 * GET /__control/<name> answers get(), PUT /__control/<name> calls patch(body),
 * POST /__control/<name>/<action> calls actions[action](body), POST /__control/reset calls reset().
 */
export interface ControlSection {
  get(): unknown;
  patch(body: unknown): unknown;
  reset?(): unknown;
  actions?: Record<string, (body: unknown) => unknown>;
}

/** Thrown by a section for a bad request; the control API answers 400 naming the field. */
export class ControlInputError extends Error {
  constructor(
    readonly field: string,
    message: string,
  ) {
    super(`${field}: ${message}`);
    this.name = 'ControlInputError';
  }
}

const sections = new WeakMap<SandboxContext, Map<string, ControlSection>>();

const RESERVED = new Set(['faults', 'reset']);

export function registerControlSection(ctx: SandboxContext, name: string, section: ControlSection): void {
  if (RESERVED.has(name) || !/^[a-z][a-z0-9-]*$/.test(name)) {
    throw new Error(`control section name "${name}" is reserved or not lower-case`);
  }
  let map = sections.get(ctx);
  if (!map) {
    map = new Map();
    sections.set(ctx, map);
  }
  map.set(name, section);
}

export function getControlSection(ctx: SandboxContext, name: string): ControlSection | undefined {
  return sections.get(ctx)?.get(name);
}

export function controlSectionNames(ctx: SandboxContext): string[] {
  return [...(sections.get(ctx)?.keys() ?? [])].sort();
}

/** Parses a control body with zod; the first issue becomes a ControlInputError naming its field. */
export function parseControlBody<T extends z.ZodType>(schema: T, body: unknown): z.output<T> {
  const result = schema.safeParse(body ?? {});
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  const field =
    issue && issue.path.length > 0 ? issue.path.map(String).join('.') : issueKeys(issue) || 'body';
  throw new ControlInputError(field, issue?.message ?? 'invalid');
}

/** An unrecognized-key issue has an empty path and names the keys itself. */
const issueKeys = (issue: z.core.$ZodIssue | undefined): string =>
  issue && 'keys' in issue && Array.isArray(issue.keys) ? issue.keys.join(',') : '';
