import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The catalogue version moves with every change to what `package` holds, whoever makes it: a
 * statement that inserts or deletes packages, or changes anything but their sighting times
 * (`last_seen_at`, `first_seen_at`) and `updated_at`, bumps `catalogue_version` once and sends
 * `NOTIFY catalogue_version` at commit, in its own transaction. The api prices orders from its read
 * model of a version and its order statement checks that version (libs/payments `writeNewOrder`), so
 * a change made by hand in SQL reaches prices, lists and orders like one made by the shop. The
 * shop's writers still bump in their transactions (`CatalogueVersion.bump`, whose number their
 * `catalogue.changed` event carries): a change then moves the version by two, which no reader minds.
 */
export class CatalogueVersionOnChange1795794690000 implements MigrationInterface {
  name = 'CatalogueVersionOnChange1795794690000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE FUNCTION package_changed() RETURNS trigger LANGUAGE plpgsql AS $$
      DECLARE
        bumped bigint;
      BEGIN
        IF TG_OP = 'UPDATE' THEN
          IF NOT EXISTS (
            SELECT 1 FROM new_rows n JOIN old_rows o ON o.id = n.id
            WHERE to_jsonb(n) - 'last_seen_at' - 'first_seen_at' - 'updated_at'
                  IS DISTINCT FROM to_jsonb(o) - 'last_seen_at' - 'first_seen_at' - 'updated_at') THEN
            RETURN NULL;
          END IF;
        ELSIF TG_OP = 'INSERT' THEN
          IF NOT EXISTS (SELECT 1 FROM new_rows) THEN
            RETURN NULL;
          END IF;
        ELSIF NOT EXISTS (SELECT 1 FROM old_rows) THEN
          RETURN NULL;
        END IF;
        UPDATE catalogue_version SET version = version + 1, changed_at = now() WHERE id = 1
          RETURNING version INTO bumped;
        IF bumped IS NOT NULL THEN
          PERFORM pg_notify('catalogue_version', bumped::text);
        END IF;
        RETURN NULL;
      END $$`);
    await db.query(`CREATE TRIGGER package_changed_update AFTER UPDATE ON package
      REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION package_changed()`);
    await db.query(`CREATE TRIGGER package_changed_insert AFTER INSERT ON package
      REFERENCING NEW TABLE AS new_rows
      FOR EACH STATEMENT EXECUTE FUNCTION package_changed()`);
    await db.query(`CREATE TRIGGER package_changed_delete AFTER DELETE ON package
      REFERENCING OLD TABLE AS old_rows
      FOR EACH STATEMENT EXECUTE FUNCTION package_changed()`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query('DROP TRIGGER package_changed_delete ON package');
    await db.query('DROP TRIGGER package_changed_insert ON package');
    await db.query('DROP TRIGGER package_changed_update ON package');
    await db.query('DROP FUNCTION package_changed()');
  }
}
