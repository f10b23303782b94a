import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { learnShape, type Shape } from '../shape';

/** PayPal's documented error answers (errors.json: the Orders v2 error object and its examples). */
interface PaypalErrorFixture {
  source: string;
  tableOnly: string[];
  examples: Record<string, unknown>[];
}

const errors = JSON.parse(readFileSync(join(__dirname, 'errors.json'), 'utf8')) as PaypalErrorFixture;

/** The documented example whose first detail has this issue (a deep copy). */
export function paypalErrorExample(issue: string): Record<string, unknown> {
  const example = errors.examples.find(
    (candidate) => (candidate.details as { issue: string }[] | undefined)?.[0]?.issue === issue,
  );
  if (!example) throw new Error(`no documented error example for ${issue}`);
  return structuredClone(example);
}

export const paypalErrorShape = (): Shape => learnShape(errors.examples);
export const paypalErrorTableOnly = (): string[] => errors.tableOnly;
