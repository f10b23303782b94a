import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import { preparedQuery } from './prepared-query';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The entity rows of `target` matching `where` (SQL on the table's own column names, `$n`
 * placeholders), read as one prepared statement (`preparedQuery`) and converted as TypeORM reads
 * them. Plain columns only: relations are not loaded. For the hot path's reads.
 */
export async function selectRows<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  where: string,
  values: unknown[],
): Promise<T[]> {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const columns = metadata.columns.filter((column) => column.isSelect);
  const rows = await preparedQuery(
    manager,
    `SELECT ${columns.map((column) => quote(column.databaseName)).join(', ')} FROM ${quote(metadata.tablePath)} WHERE ${where}`,
    values,
  );
  return rows.map((row) => {
    const entity = metadata.create() as T;
    for (const column of columns) {
      column.setEntityValue(entity, driver.prepareHydratedValue(row[column.databaseName], column));
    }
    return entity;
  });
}
