import { CataloguePackage } from '@app/catalogue';
import { preparedQuery, selectRows } from '@app/core';
import { DataSource, QueryFailedError, type EntityManager } from 'typeorm';
import { freshDatabase } from '../../support/harness';

/**
 * The hot path's statements run as named prepared statements: parsed and planned once per
 * connection, one name per distinct text, and read as TypeORM reads them.
 */
describe('prepared statements', () => {
  let dataSource: DataSource;

  beforeAll(async () => {
    dataSource = new DataSource({
      type: 'postgres',
      url: await freshDatabase(),
      entities: [CataloguePackage],
    });
    await dataSource.initialize();
  });
  afterAll(async () => {
    await dataSource?.destroy();
  });

  /** The statements prepared on the connection of `manager` (a transaction's). */
  const prepared = async (manager: EntityManager): Promise<{ name: string; statement: string }[]> =>
    manager.query('SELECT name, statement FROM pg_prepared_statements ORDER BY name');

  it('prepares a text once on its connection and gives a text of another shape a name of its own', async () => {
    const one = 'SELECT $1::int + 1 AS next';
    const two = 'SELECT $1::int + 2 AS next';
    await dataSource.transaction(async (manager) => {
      expect(await preparedQuery(manager, one, [1])).toEqual([{ next: 2 }]);
      expect(await preparedQuery(manager, one, [41])).toEqual([{ next: 42 }]);
      expect(await preparedQuery(manager, two, [40])).toEqual([{ next: 42 }]);
      const statements = await prepared(manager);
      expect(statements.filter((row) => row.statement === one)).toHaveLength(1);
      expect(statements.filter((row) => row.statement === two)).toHaveLength(1);
      const names = statements.filter((row) => [one, two].includes(row.statement)).map((row) => row.name);
      expect(new Set(names).size).toBe(2);
    });
  });

  it('runs outside a transaction on a pooled connection and reports a failure as TypeORM does', async () => {
    expect(await preparedQuery(dataSource.manager, 'SELECT $1::text AS word', ['hello'])).toEqual([
      { word: 'hello' },
    ]);
    const failure = await preparedQuery(dataSource.manager, 'SELECT 1 / $1::int AS quotient', [0]).catch(
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(QueryFailedError);
    expect((failure as QueryFailedError).driverError).toMatchObject({ code: '22012' });
  });

  it('reads entity rows as TypeORM reads them', async () => {
    const repository = dataSource.getRepository(CataloguePackage);
    const saved = await repository.save(
      repository.create({
        priceId: 9001,
        apiCode: 'TH-1GB-7D',
        skuId: 77,
        destination: 'Thailand',
        countryCode: 'TH',
        name: 'Thailand 1GB 7 Days',
        data: '1GB',
        unit: 'GB',
        dataMb: 1024,
        days: 7,
        isDayPass: false,
        minDays: null,
        maxDays: null,
        wholesaleCents: 300,
        retailCents: 500,
        renewable: true,
        countries: [{ code: 'TH', name: 'Thailand' }],
      }),
    );
    const rows = await selectRows(dataSource.manager, CataloguePackage, 'id = ANY($1::int[])', [
      [saved.id, -1],
    ]);
    expect(rows).toEqual([await repository.findOneByOrFail({ id: saved.id })]);
    expect(rows[0]).toBeInstanceOf(CataloguePackage);
  });
});
