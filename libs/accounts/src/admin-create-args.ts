import { isPasswordValid, isPlausiblePhone, normalisePhone } from '@app/domain';
import { parseArgs } from 'node:util';
import { PASSWORD_MAX_LENGTH } from './password-hasher';

export interface AdminCreateArgs {
  phone: string;
  email: string;
  /** Absent: a strong one is generated and printed once. */
  password?: string;
  fullName: string;
}

export const ADMIN_CREATE_USAGE =
  'usage: npm run admin:create -- --phone "+855 12 345 678" --email admin@example.com [--password "…"] [--name "Full Name"]';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Reads and checks the command line of `npm run admin:create`; throws a readable message. */
export function parseAdminCreateArgs(argv: string[]): AdminCreateArgs {
  const { values } = parseArgs({
    args: argv,
    options: {
      phone: { type: 'string' },
      email: { type: 'string' },
      password: { type: 'string' },
      name: { type: 'string' },
    },
    strict: true,
  });
  const problems: string[] = [];
  if (!values.phone || !isPlausiblePhone(values.phone))
    problems.push('--phone: an international number with the country code, e.g. "+855 12 345 678"');
  if (!values.email || !EMAIL.test(values.email.trim())) problems.push('--email: a valid email address');
  if (
    values.password !== undefined &&
    (!isPasswordValid(values.password) || Array.from(values.password).length > PASSWORD_MAX_LENGTH)
  )
    problems.push(
      '--password: 8 to 128 characters with an uppercase and a lowercase letter, a digit and a special character (or leave it out to generate one)',
    );
  if (problems.length) throw new Error([...problems, ADMIN_CREATE_USAGE].join('\n'));
  return {
    phone: normalisePhone(values.phone as string),
    email: (values.email as string).trim().toLowerCase(),
    password: values.password,
    fullName: values.name?.trim() || 'Administrator',
  };
}

export const ADMIN_RESET_MFA_USAGE =
  'usage: npm run admin:create -- --reset-mfa (--email admin@example.com | --phone "+855 12 345 678")';

/** `admin:create -- --reset-mfa --email …|--phone …`: whose two-step verification to turn off. */
export function parseResetMfaArgs(argv: string[]): { email?: string; phone?: string } | null {
  if (!argv.includes('--reset-mfa')) return null;
  const { values } = parseArgs({
    args: argv,
    options: { 'reset-mfa': { type: 'boolean' }, phone: { type: 'string' }, email: { type: 'string' } },
    strict: true,
  });
  if (values.email && EMAIL.test(values.email.trim())) return { email: values.email.trim().toLowerCase() };
  if (values.phone && isPlausiblePhone(values.phone)) return { phone: normalisePhone(values.phone) };
  throw new Error(`--email or --phone of an existing admin is needed\n${ADMIN_RESET_MFA_USAGE}`);
}
