import {
  RoamesimClient,
  MemoryTokenStore,
  type RoamesimSettings,
  type TokenStore,
} from '../../../../libs/providers/src/roamesim';

/** The sandbox's dev credentials (apps/sandbox/src/roamesim/roamesim-auth.ts). */
export const CREDENTIALS = {
  phone: '85500000000',
  password: 'sandbox-password',
  signKey: '1234567890qwertyuiopasdfghjklzxc',
};

/** Every log line any test client wrote, to check that no secret was ever logged. */
export const logLines: string[] = [];

export interface TestClient {
  client: RoamesimClient;
  store: TokenStore;
  lines: string[];
}

export function newClient(baseUrl: string, overrides: Partial<RoamesimSettings> = {}): TestClient {
  const lines: string[] = [];
  const record =
    (level: string) =>
    (message: string, fields?: Record<string, unknown>): void => {
      const line = `${level} ${message} ${JSON.stringify(fields ?? {})}`;
      lines.push(line);
      logLines.push(line);
    };
  const store = overrides.tokenStore ?? new MemoryTokenStore();
  const client = new RoamesimClient({
    baseUrl,
    ...CREDENTIALS,
    timeoutMs: 5000,
    logger: { debug: record('debug'), info: record('info'), warn: record('warn') },
    ...overrides,
    tokenStore: store,
  });
  return { client, store, lines };
}
