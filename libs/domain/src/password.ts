import { PASSWORD_MIN_LENGTH, PASSWORD_SPECIAL_CHARACTERS } from './constants';

/**
 * Password rules (purchase-flow §5, customer-area §5). The texts ('Password must contain:' and the
 * bullet per item) live in i18n; this module only says which requirements are missing, by stable key,
 * always in this order.
 */
export const PASSWORD_REQUIREMENTS = Object.freeze([
  'minLength',
  'uppercase',
  'lowercase',
  'digit',
  'special',
] as const);
export type PasswordRequirement = (typeof PASSWORD_REQUIREMENTS)[number];

const SPECIALS = new Set(PASSWORD_SPECIAL_CHARACTERS);

const checks: Readonly<Record<PasswordRequirement, (password: string) => boolean>> = {
  // Counted in characters (code points), so an emoji counts once, not as two UTF-16 units.
  minLength: (password) => Array.from(password).length >= PASSWORD_MIN_LENGTH,
  // ASCII letters, as the old product's /[A-Z]/ and /[a-z]/ checks: 'É' does not satisfy "uppercase".
  uppercase: (password) => /[A-Z]/.test(password),
  lowercase: (password) => /[a-z]/.test(password),
  digit: (password) => /[0-9]/.test(password),
  // Only the listed set counts: '-', '_' or a space are allowed in a password but are not "special".
  special: (password) => Array.from(password).some((char) => SPECIALS.has(char)),
};

/** The requirements the password does not meet, in PASSWORD_REQUIREMENTS order; [] when it is valid. */
export function missingPasswordRequirements(password: string): PasswordRequirement[] {
  const text = typeof password === 'string' ? password : '';
  return PASSWORD_REQUIREMENTS.filter((requirement) => !checks[requirement](text));
}

export const isPasswordValid = (password: string): boolean =>
  missingPasswordRequirements(password).length === 0;
