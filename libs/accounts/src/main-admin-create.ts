import { runMigrations } from '@app/db';
import { DataSource } from 'typeorm';
import { AdminMfa } from './admin-mfa';
import { ADMIN_CREATE_USAGE, parseAdminCreateArgs, parseResetMfaArgs } from './admin-create-args';
import { AuthThrottleCounter } from './auth-throttle-counter.entity';
import { generatePassword } from './first-admin';
import { PasswordHasher } from './password-hasher';
import { SessionRevocations } from './session-revocations';
import { User } from './user.entity';
import { UserSession } from './user-session.entity';
import { UsersService } from './users.service';

/** The embedded default's database (scripts/stack.mjs), used when DATABASE_URL is not set. */
const EMBEDDED_DATABASE_URL = 'postgres://postgres:postgres@127.0.0.1:54329/derleng';

/**
 * `npm run admin:create -- --phone … --email … [--password …] [--name …]`: creates an admin
 * account in DATABASE_URL (migrating it first). Without --password a strong one is generated and
 * printed here, once. The password is never stored or shown anywhere else.
 */
async function main(): Promise<void> {
  const resetMfa = parseResetMfaArgs(process.argv.slice(2));
  const args = resetMfa ? null : parseAdminCreateArgs(process.argv.slice(2));
  const url = process.env.DATABASE_URL ?? EMBEDDED_DATABASE_URL;
  if (!process.env.DATABASE_URL) console.log(`DATABASE_URL is not set: using the embedded default (${url})`);
  await runMigrations(url);
  const dataSource = new DataSource({
    type: 'postgres',
    url,
    entities: [User, UserSession, AuthThrottleCounter],
    logging: false,
  });
  await dataSource.initialize();
  try {
    if (resetMfa) {
      const column = resetMfa.email ? 'email' : 'phone';
      const rows: { id: string; email: string }[] = await dataSource.query(
        `SELECT id, email FROM app_user WHERE ${column} = $1 AND role = 'admin'`,
        [resetMfa.email ?? resetMfa.phone],
      );
      if (!rows[0]) throw new Error(`no admin with that ${column}`);
      await dataSource.transaction((manager) => AdminMfa.reset(manager, rows[0].id));
      console.log(`two-step verification reset for ${rows[0].email}: the next sign-in sets it up again`);
      return;
    }
    if (!args) return;
    const users = new UsersService(
      dataSource.getRepository(User),
      dataSource,
      new PasswordHasher(),
      new SessionRevocations(),
    );
    const password = args.password ?? generatePassword();
    const admin = await users.create({ ...args, password, role: 'admin', isVerified: true });
    console.log(`admin created: ${admin.fullName} <${admin.email}> ${admin.phone} (id ${admin.id})`);
    if (!args.password) console.log(`generated password (shown this once): ${password}`);
  } finally {
    await dataSource.destroy();
  }
}

void main().catch((error: unknown) => {
  const message =
    (error as { response?: { message?: string } }).response?.message ?? (error as Error).message;
  console.error(`admin:create failed: ${message}`);
  if (/usage:/.test(message) === false && /--/.test(message)) console.error(ADMIN_CREATE_USAGE);
  process.exit(1);
});
