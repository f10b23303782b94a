import { FirstAdmin, PasswordHasher } from '@app/accounts';
import { createDatabase } from '@app/db';
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { promisify } from 'node:util';
import request from 'supertest';
import { DataSource } from 'typeorm';
import { ensureServerBuilt } from '../../support/built-server';
import { Harness, startHarness } from '../../support/harness';

const run = promisify(execFile);
const root = join(__dirname, '../../..');

describe('the first admin', () => {
  describe('from ADMIN_PHONE / ADMIN_EMAIL / ADMIN_PASSWORD at the first start', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startHarness({
        worker: false,
        env: {
          ADMIN_PHONE: '+855 11 222 333',
          ADMIN_EMAIL: 'Boss@Example.com',
          ADMIN_PASSWORD: 'First#Admin1',
        },
      });
    });
    afterAll(() => harness?.close());

    it('exists and signs in, once, without printing anything', async () => {
      const response = await request(harness.url)
        .post('/api/auth/admin-signin')
        .send({ identifier: 'boss@example.com', password: 'First#Admin1' })
        .expect(200);
      expect(response.body.user).toMatchObject({ phone: '+85511222333', role: 'admin', isVerified: true });
      const printed: string[] = [];
      expect(await harness.api!.get(FirstAdmin).ensure((text) => printed.push(text))).toBeNull();
      expect(printed).toEqual([]);
      const admins = await harness.api!.get(DataSource).query("SELECT id FROM app_user WHERE role = 'admin'");
      expect(admins).toHaveLength(1);
    });
  });

  describe('generated in the embedded development default', () => {
    let harness: Harness;
    beforeAll(async () => {
      harness = await startHarness({ worker: false, env: { NODE_ENV: 'development' } });
    });
    afterAll(() => harness?.close());

    it('printed its credentials once, and they work', async () => {
      // The boot already created one (its banner went to stdout); remove it and ask again to read it.
      const db = harness.api!.get(DataSource);
      await db.query("DELETE FROM app_user WHERE role = 'admin'");
      const printed: string[] = [];
      const created = await harness.api!.get(FirstAdmin).ensure((text) => printed.push(text));
      expect(created).not.toBeNull();
      expect(printed).toHaveLength(1);
      const email = /email\s+(\S+)/.exec(printed[0])![1];
      const password = /password\s+(\S+)/.exec(printed[0])![1];
      expect(printed[0]).toContain('/signin?subdomain=admin');
      await request(harness.url)
        .post('/api/auth/admin-signin')
        .send({ identifier: email, password })
        .expect(200);
      expect(await harness.api!.get(FirstAdmin).ensure((text) => printed.push(text))).toBeNull();
      expect(printed).toHaveLength(1);
    });
  });

  describe('npm run admin:create', () => {
    let databaseUrl: string;
    beforeAll(async () => {
      databaseUrl = await createDatabase(
        process.env.TEST_DATABASE_URL as string,
        `t_${randomBytes(6).toString('hex')}`,
      );
      await ensureServerBuilt(['dist/libs/accounts/src/main-admin-create.js']);
    });

    const adminCreate = (args: string[]) =>
      run(process.execPath, ['scripts/admin-create.mjs', ...args], {
        cwd: root,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });

    it('creates an admin with a generated password shown once, and refuses bad input', async () => {
      const { stdout } = await adminCreate(['--phone', '+855 77 888 999', '--email', 'ops@example.com']);
      expect(stdout).toContain('admin created');
      const password = /generated password \(shown this once\): (\S+)/.exec(stdout)![1];
      const db = new DataSource({ type: 'postgres', url: databaseUrl });
      await db.initialize();
      try {
        const [row] = await db.query(
          'SELECT role, phone, is_verified, password_hash FROM app_user WHERE email = $1',
          ['ops@example.com'],
        );
        expect(row).toMatchObject({ role: 'admin', phone: '+85577888999', is_verified: true });
        expect(await new PasswordHasher().verify(row.password_hash, password)).toBe(true);
      } finally {
        await db.destroy();
      }
      await expect(adminCreate(['--phone', '123', '--email', 'x'])).rejects.toMatchObject({
        stderr: expect.stringContaining('--phone'),
      });
      await expect(
        adminCreate(['--phone', '+855 77 888 999', '--email', 'other@example.com']),
      ).rejects.toMatchObject({
        stderr: expect.stringContaining('phone number already exists'),
      });
    });
  });
});
