import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnShape, type Shape } from '../shape';

/** One Stripe object as its documents describe it (see README.md in this folder). */
export interface StripeFixture {
  object: string;
  source: string;
  /** Paths the API reference types as nullable (`… | null`): null is a documented value there. */
  nullable: string[];
  /** Attributes the reference lists but the example leaves out: the sandbox may answer them. */
  tableOnly: string[];
  /** Paths whose value is another object (an event's data.object): any shape. */
  opaque?: string[];
  example?: Record<string, unknown>;
  examples?: Record<string, unknown>[];
}

const fixtures: Record<string, StripeFixture> = Object.fromEntries(
  readdirSync(__dirname)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const fixture = JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as StripeFixture;
      return [fixture.object, fixture];
    }),
);

export function stripeFixture(object: string): StripeFixture {
  const fixture = fixtures[object];
  if (!fixture) throw new Error(`no documented example for ${object}`);
  return fixture;
}

/** A copy of `value` with the value at a dotted path replaced (the path's parents must exist). */
function withValue(value: Record<string, unknown>, path: string, replacement: unknown) {
  const copy = structuredClone(value);
  const keys = path.split('.');
  let node: Record<string, unknown> | undefined = copy;
  for (const key of keys.slice(0, -1)) {
    const next: unknown = node?.[key];
    node =
      next && typeof next === 'object' && !Array.isArray(next)
        ? (next as Record<string, unknown>)
        : undefined;
  }
  const last = keys[keys.length - 1] as string;
  if (node && last in node) node[last] = replacement;
  return copy;
}

/**
 * The documented shape of an object: every attribute of the example is required (Stripe always
 * sends it), with the example's JSON type, and may be null only where the reference says so;
 * `metadata` is a map (its keys are ours).
 */
export function stripeShape(object: string): Shape {
  const fixture = stripeFixture(object);
  const opaque = (value: Record<string, unknown>) =>
    (fixture.opaque ?? []).reduce((acc, path) => withValue(acc, path, null), value);
  const examples = (fixture.examples ?? [fixture.example as Record<string, unknown>]).map(opaque);
  const nulled = examples.flatMap((example) =>
    fixture.nullable.map((path) => withValue(example, path, null)),
  );
  return learnShape([...examples, ...nulled], ['metadata']);
}

/** The top-level attributes of the documented example, sorted. */
export const stripeAttributes = (object: string): string[] =>
  Object.keys(stripeFixture(object).example ?? {}).sort();
