import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SandboxConfig, SandboxContext } from '../context';
import { loadPaypalCerts } from '../paypal/paypal.certs';
import { loadRsaKeys } from '../payway/payway.rsa';

const context = (config: Partial<SandboxConfig>) =>
  new SandboxContext({
    port: 0,
    host: '127.0.0.1',
    smtpPort: 0,
    seed: 's',
    publicUrl: 'http://x',
    ...config,
  });

describe('keysDir: sandboxes sharing keys, each with its own state', () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), 'sandbox-keys-'));
  });
  afterEach(() => rmSync(dir, { recursive: true, force: true }));

  it('makes the PayWay pair and the PayPal chain once and hands the same to the next sandbox', () => {
    const first = context({ keysDir: dir });
    const second = context({ keysDir: dir });
    expect(loadRsaKeys(second).publicKeyPem).toBe(loadRsaKeys(first).publicKeyPem);
    expect(loadPaypalCerts(second).leafPem).toBe(loadPaypalCerts(first).leafPem);
    expect(readdirSync(dir).sort()).toEqual(['paypal-webhook-certs.json', 'payway-rsa-private.pem']);
  });

  it('keeps apart the keys of sandboxes with neither folder', () => {
    expect(loadRsaKeys(context({})).publicKeyPem).not.toBe(loadRsaKeys(context({})).publicKeyPem);
  });

  it('prefers keysDir to dataDir for the keys', () => {
    const data = join(dir, 'data');
    const keys = join(dir, 'keys');
    loadRsaKeys(context({ dataDir: data, keysDir: keys }));
    expect(readdirSync(keys)).toEqual(['payway-rsa-private.pem']);
    expect(readdirSync(dir).sort()).toEqual(['keys']);
  });
});
