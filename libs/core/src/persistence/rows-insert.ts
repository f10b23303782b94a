import type { EntityManager, EntityTarget, ObjectLiteral } from 'typeorm';
import type { ColumnMetadata } from 'typeorm/metadata/ColumnMetadata';

/**
 * Statement parameters shared by the parts of one statement: `add` returns the placeholder of a
 * value, cast to the column's own type (a parameter in an `INSERT … SELECT` list has no type of its
 * own to take).
 */
export class StatementParams {
  readonly values: unknown[] = [];

  add(value: unknown, type?: string): string {
    this.values.push(value);
    return type ? `$${this.values.length}::${type}` : `$${this.values.length}`;
  }
}

/** One `INSERT` of entity rows, to be a part (a CTE) of a larger statement; see `readInserted`. */
export interface RowsInsert<T extends ObjectLiteral> {
  /** `INSERT INTO "table" (…) SELECT … FROM <from> [UNION ALL …] RETURNING …` */
  sql: string;
  rows: T[];
  /** The columns the database fills (defaults, creation times), returned and read back into the rows. */
  returning: ColumnMetadata[];
  primary: ColumnMetadata;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * An `INSERT` of entity rows as part of one statement (TypeORM's `insert` is one round trip per
 * table): the columns that have a value are written, converted as TypeORM writes them; the others
 * take the table's defaults and are returned. Each row is written once per row of `from` (a CTE of
 * exactly one row, or none to write nothing). Every row needs its primary key set.
 */
export function rowsInsert<T extends ObjectLiteral>(
  manager: EntityManager,
  target: EntityTarget<T>,
  rows: T[],
  params: StatementParams,
  from?: string,
): RowsInsert<T> {
  const metadata = manager.connection.getMetadata(target);
  const driver = manager.connection.driver;
  const [primary] = metadata.primaryColumns;
  const columns = metadata.columns.filter(
    (column) => column.isInsert && rows.some((row) => column.getEntityValue(row) !== undefined),
  );
  const given = new Set(columns);
  const selects = rows.map((row) => {
    if (primary.getEntityValue(row) === undefined)
      throw new Error(`${metadata.tableName}: a row without its key`);
    const values = columns.map((column) => {
      const value = column.getEntityValue(row);
      if (value === undefined) throw new Error(`${metadata.tableName}: every row must give the same columns`);
      return params.add(driver.preparePersistentValue(value, column), driver.normalizeType(column));
    });
    return `SELECT ${values.join(', ')}${from ? ` FROM ${from}` : ''}`;
  });
  const returning = metadata.columns.filter((column) => !given.has(column) && column.isSelect);
  const sql =
    `INSERT INTO ${quote(metadata.tablePath)} (${columns.map((column) => quote(column.databaseName)).join(', ')}) ` +
    `${selects.join(' UNION ALL ')} RETURNING ${[primary, ...returning].map((column) => quote(column.databaseName)).join(', ')}`;
  return { sql, rows, returning, primary };
}

/**
 * Reads back what the database filled into the rows of a `rowsInsert`, from the JSON of the rows it
 * returned (`to_jsonb(cte)`), matched by primary key. Returns how many rows were written.
 */
export function readInserted<T extends ObjectLiteral>(
  manager: EntityManager,
  insert: RowsInsert<T>,
  returned: Record<string, unknown>[],
): number {
  const driver = manager.connection.driver;
  const byKey = new Map(insert.rows.map((row) => [String(insert.primary.getEntityValue(row)), row]));
  for (const record of returned) {
    const row = byKey.get(String(record[insert.primary.databaseName]));
    if (!row) throw new Error('an inserted row that was not asked for');
    for (const column of insert.returning) {
      column.setEntityValue(row, driver.prepareHydratedValue(record[column.databaseName], column));
    }
  }
  return returned.length;
}
