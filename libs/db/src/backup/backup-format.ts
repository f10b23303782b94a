/**
 * A backup file: gzip of JSON lines. The first line is the header (what wrote it, when, and the
 * migrations the database had run), then per table its columns and its rows in batches (each row
 * is PostgreSQL's own text form of the table's row type, so every column type round-trips
 * exactly), then the sequences, then the end line with the row counts (a file without it was cut
 * short and is refused).
 */
export const BACKUP_FORMAT = 'derleng-backup';
export const BACKUP_FORMAT_VERSION = 1;

/** The tables a backup leaves out: TypeORM's record of migrations (the restore runs them). */
export const MIGRATIONS_TABLE = 'migrations';

export interface BackupHeader {
  kind: 'header';
  format: typeof BACKUP_FORMAT;
  formatVersion: number;
  createdAt: string;
  serverVersion: string;
  /** Names of the migrations the database had run, in order: its schema's version. */
  migrations: string[];
}

export interface TableLine {
  kind: 'table';
  name: string;
  columns: string[];
}

export interface RowsLine {
  kind: 'rows';
  table: string;
  rows: string[];
}

export interface SequenceLine {
  kind: 'sequence';
  name: string;
  lastValue: string;
  isCalled: boolean;
}

export interface EndLine {
  kind: 'end';
  rows: Record<string, number>;
}

export type BackupLine = BackupHeader | TableLine | RowsLine | SequenceLine | EndLine;

/** The migration a list of migration names ends at, for messages. */
export const versionOf = (migrations: string[]): string =>
  migrations.length ? `${migrations.at(-1)} (${migrations.length} migrations)` : 'no migrations';
