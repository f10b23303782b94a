import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnShape, type Shape } from '../shape';

/** One method's documented answers (see README.md in this folder). */
export interface RoamesimFixture {
  method: string;
  section: string;
  note?: string;
  maps?: string[];
  tableOnly?: string[];
  examples: Record<string, unknown>[];
  errors: { code: number; message: string; data: unknown }[];
}

const fixtures: Record<string, RoamesimFixture> = Object.fromEntries(
  readdirSync(__dirname)
    .filter((file) => file.endsWith('.json'))
    .map((file) => {
      const fixture = JSON.parse(readFileSync(join(__dirname, file), 'utf8')) as RoamesimFixture;
      return [fixture.method, fixture];
    }),
);

export const roamesimFixtureNames = (): string[] => Object.keys(fixtures).sort();

export function roamesimFixture(method: string): RoamesimFixture {
  const fixture = fixtures[method];
  if (!fixture) throw new Error(`no documented example for ${method}`);
  return fixture;
}

/** The documented example answer number `index` of a method (a deep copy: tests may change it). */
export const roamesimExample = (method: string, index = 0): Record<string, unknown> =>
  structuredClone(roamesimFixture(method).examples[index] as Record<string, unknown>);

/** The shape of the chosen examples of a method (all by default). */
export function roamesimShape(method: string, indexes?: number[]): Shape {
  const fixture = roamesimFixture(method);
  const examples = indexes ? indexes.map((i) => fixture.examples[i]) : fixture.examples;
  return learnShape(examples, fixture.maps ?? []);
}

/** The shape every documented error answer of every method shares. */
export const roamesimErrorShape = (): Shape =>
  learnShape(Object.values(fixtures).flatMap((fixture) => fixture.errors));
