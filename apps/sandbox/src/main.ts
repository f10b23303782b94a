import { startSandbox } from './sandbox';
import { timeScaleFromEnv } from './time-scale';

/* The sandbox is a development and test stand-in: it refuses production unless forced. */
const production = process.env.NODE_ENV === 'production';
if (production && process.env.SANDBOX_FORCE !== '1') {
  console.error(
    'apps/sandbox is a SANDBOX of PayWay, PayPal and RoameSIM. Refusing to start with NODE_ENV=production (set SANDBOX_FORCE=1 to override).',
  );
  process.exit(1);
}

function readTimeScale(): number | undefined {
  try {
    return timeScaleFromEnv(process.env.SANDBOX_TIME_SCALE);
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
}

async function main(): Promise<void> {
  const port = Number(process.env.SANDBOX_PORT ?? 4010);
  const host = process.env.SANDBOX_HOST ?? '127.0.0.1';
  const sandbox = await startSandbox({
    port,
    host,
    smtpPort: Number(process.env.SANDBOX_SMTP_PORT ?? 2525),
    dataDir: process.env.SANDBOX_DATA_DIR || undefined,
    seed: process.env.SANDBOX_SEED ?? 'derleng-sandbox',
    publicUrl: process.env.SANDBOX_PUBLIC_URL ?? `http://${host}:${port}`,
    timeScale: readTimeScale(),
  });
  console.log(
    `*** SANDBOX (not a real provider) *** PayWay, PayPal and RoameSIM at ${sandbox.url}, SMTP catcher on ${host}:${sandbox.mail.port} (messages at ${sandbox.url}/mail)`,
  );
  const stop = async (): Promise<void> => {
    await sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

void main().catch((error: unknown) => {
  console.error('sandbox failed to start', error);
  process.exit(1);
});
