import { Client } from 'pg';

/** Every table of schema public (but the migrations') with its row count and a digest of its rows. */
export async function tableDigests(db: Client): Promise<Record<string, string>> {
  const tables = await db.query<{ name: string }>(
    `SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' AND tablename <> 'migrations' ORDER BY 1`,
  );
  const digests: Record<string, string> = {};
  for (const { name } of tables.rows) {
    const table = db.escapeIdentifier(name);
    const row = await db.query<{ n: number; digest: string | null }>(
      `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM public.${table} t`,
    );
    digests[name] = `${row.rows[0].n}:${row.rows[0].digest ?? ''}`;
  }
  return digests;
}
