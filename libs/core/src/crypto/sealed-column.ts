import type { ValueTransformer } from 'typeorm';
import { SecretBox } from './secret-box';

let processBox: SecretBox | null = null;

/**
 * The process's box for entity columns (column transformers are static, so the key is set once
 * at start-up by `CoreModule.forRoot`, or by a migration or a script that writes such columns).
 */
export function useSecretsKey(secretsKey: string): SecretBox {
  processBox = new SecretBox(secretsKey);
  return processBox;
}

function box(): SecretBox {
  if (!processBox) throw new Error('SECRETS_KEY not loaded: CoreModule.forRoot sets it');
  return processBox;
}

/**
 * A text column stored sealed (AES-256-GCM under SECRETS_KEY) and read back in clear by TypeORM:
 * `@Column({ type: 'text', transformer: sealedColumn })`. Raw SQL sees only the sealed form.
 */
export const sealedColumn: ValueTransformer = {
  to: (value: string | null | undefined) => (typeof value === 'string' ? box().seal(value) : value),
  from: (value: string | null) => (typeof value === 'string' ? box().open(value) : value),
};
