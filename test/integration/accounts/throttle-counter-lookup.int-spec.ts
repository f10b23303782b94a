import { COUNT_HITS_SQL } from '@app/core';
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

/**
 * Counting a hit costs the same whatever the number of counters: its statement is prepared once per
 * connection, so its plan is made while the table is small and kept while it grows (until an
 * ANALYZE). Checked on that kept plan, made on an empty table and run on 50,000 counters.
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
    await client.query(`PREPARE count_hits(text[], int[], double precision) AS ${COUNT_HITS_SQL}`);
    const hit = `EXECUTE count_hits(ARRAY['create-order:ip:192.0.2.1', 'create-order:ip:192.0.2.1',
      'create-order:session:s1'], ARRAY[60, 3600, 60], ${Date.now() / 1000})`;
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
});
