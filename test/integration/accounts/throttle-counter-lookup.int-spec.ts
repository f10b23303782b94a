import { countHitsSql } from '@app/core';
import { Client } from 'pg';
import { freshDatabase } from '../../support/harness';

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Shared Hit Blocks'?: number;
  'Shared Read Blocks'?: number;
  Plans?: PlanNode[];
}

const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];

const PARAMETERS = 'text, int, text, int, text, int, double precision';
const hitArgs = () =>
  `'create-order:ip:192.0.2.1', 60, 'create-order:ip:192.0.2.1', 3600, 'create-order:session:s1', 60, ${Date.now() / 1000}`;

/**
 * Counting a hit costs the same whatever the number of counters: its statement is prepared once per
 * connection, so its plan is made while the table is small and kept while it grows (until an
 * ANALYZE). Checked on that kept plan, made on an empty table and run on 50,000 counters. And the
 * plan is kept at all: Postgres does not plan each hit anew.
 */
describe('counting a hit on a grown counter table', () => {
  let client: Client;

  beforeAll(async () => {
    client = new Client({ connectionString: await freshDatabase() });
    await client.connect();
  });
  afterAll(async () => {
    await client?.end();
  });

  it('reads the previous windows by key, never the whole table', async () => {
    await client.query('SET plan_cache_mode = force_generic_plan');
    await client.query(`PREPARE count_hits(${PARAMETERS}) AS ${countHitsSql(3)}`);
    const hit = `EXECUTE count_hits(${hitArgs()})`;
    await client.query(hit); // the plan is made and kept now, on an empty table
    await client.query(
      `INSERT INTO auth_throttle_counter (key, window_start, window_seconds, count)
       SELECT 'create-order:ip:10.0.' || g, date_trunc('minute', now()) - make_interval(mins => g % 2), 60, 1
       FROM generate_series(1, 50000) g`,
    );
    const explained = await client.query(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${hit}`);
    const plan = nodes((explained.rows[0] as { 'QUERY PLAN': { Plan: PlanNode }[] })['QUERY PLAN'][0].Plan);
    expect(plan.filter((node) => node['Node Type'] === 'Seq Scan')).toEqual([]);
    // 50,000 counters fill hundreds of pages; a hit touches a few dozen
    const blocks = (node: PlanNode) => (node['Shared Hit Blocks'] ?? 0) + (node['Shared Read Blocks'] ?? 0);
    expect(blocks(plan[0])).toBeLessThan(60);
    // and it counts: the first hit, the explained one and this one are three in each window
    const again = await client.query(hit);
    expect(again.rows.map((row: { count: number }) => row.count)).toEqual([3, 3, 3]);
  });

  it('keeps one plan for every hit after the first few (the default plan cache mode)', async () => {
    await client.query('RESET plan_cache_mode');
    await client.query(`PREPARE count_hits_auto(${PARAMETERS}) AS ${countHitsSql(3)}`);
    for (let run = 0; run < 12; run += 1) await client.query(`EXECUTE count_hits_auto(${hitArgs()})`);
    const { rows } = await client.query<{ generic_plans: string; custom_plans: string }>(
      `SELECT generic_plans, custom_plans FROM pg_prepared_statements WHERE name = 'count_hits_auto'`,
    );
    // Postgres tries five custom plans, then keeps the generic one if it costs no more
    expect(Number(rows[0].custom_plans)).toBeLessThanOrEqual(5);
    expect(Number(rows[0].generic_plans)).toBeGreaterThanOrEqual(7);
  });
});
