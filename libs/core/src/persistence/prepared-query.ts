import { createHash } from 'node:crypto';
import { QueryFailedError, type EntityManager } from 'typeorm';

/** The node-postgres call a prepared statement needs (a pooled client and the pool both have it). */
interface PgQueryable {
  query(config: { name?: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
}

/** How many different texts get a name; past it a text runs unnamed (planned each time, as before). */
const MAX_NAMED = 500;
const names = new Map<string, string>();

/**
 * The prepared statement's name of `text`: a hash of the text, so a name never stands for two texts
 * on a connection (whichever code, in this process, prepared it first).
 */
function nameOf(text: string): string | undefined {
  let name = names.get(text);
  if (name === undefined && names.size < MAX_NAMED) {
    name = `prepared_${createHash('sha1').update(text).digest('hex')}`;
    names.set(text, name);
  }
  return name;
}

/**
 * Runs `text` as a named prepared statement on the connection it goes to: Postgres parses and plans
 * it once per connection and then only executes it (after its first few runs, with the plan it
 * keeps). For the hot path's own statements, whose texts are few and fixed; the name is derived from
 * the text, so a statement whose text depends on its input (a number of rows) gets one name per
 * shape. Inside a transaction it runs on the transaction's connection, else on any pooled one.
 * Returns the rows as `manager.query` does; a database error is a TypeORM `QueryFailedError` as well.
 */
export async function preparedQuery<T = Record<string, unknown>>(
  manager: EntityManager,
  text: string,
  values: unknown[],
): Promise<T[]> {
  const runner = manager.queryRunner;
  const client: PgQueryable = runner
    ? await runner.connect()
    : (manager.connection.driver as unknown as { master: PgQueryable }).master;
  try {
    const result = await client.query({ name: nameOf(text), text, values });
    return result.rows as T[];
  } catch (error) {
    throw new QueryFailedError(text, values, error as Error);
  }
}
