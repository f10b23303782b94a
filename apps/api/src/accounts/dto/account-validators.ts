import { ACCOUNT_TEXTS, PASSWORD_MAX_LENGTH } from '@app/accounts';
import { isPlausiblePhone, missingPasswordRequirements, normalisePhone } from '@app/domain';
import { Transform } from 'class-transformer';
import { ValidationOptions, registerDecorator } from 'class-validator';

const texts = ACCOUNT_TEXTS;

const filled = (value: unknown): value is string => typeof value === 'string' && value.trim().length > 0;

function rule(name: string, test: (value: unknown) => boolean, message: (value: unknown) => string) {
  return (options?: ValidationOptions): PropertyDecorator =>
    (target, propertyName) =>
      registerDecorator({
        name,
        target: target.constructor,
        propertyName: String(propertyName),
        options,
        validator: {
          validate: (value: unknown) => test(value),
          defaultMessage: (args) => message(args?.value),
        },
      });
}

/** A non-blank string, with the spec's one message for the whole form (deduplicated in the reply). */
export const Required = (message: string) => rule('required', filled, () => message)();

/** Blank values pass (Required reports them); others must be a plausible international number. */
export const PlausiblePhone = rule(
  'plausiblePhone',
  (value) => !filled(value) || isPlausiblePhone(value),
  () => texts.errors.invalidPhone,
);

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const EmailAddress = rule(
  'emailAddress',
  (value) => !filled(value) || (value.length <= 254 && EMAIL.test(value.trim())),
  () => texts.errors.invalidEmail,
);

/** The spec's password rules (libs/domain), with 'Password must contain:' and the missing items. */
export const StrongPassword = rule(
  'strongPassword',
  (value) =>
    !filled(value) ||
    (Array.from(value).length <= PASSWORD_MAX_LENGTH && missingPasswordRequirements(value).length === 0),
  (value) => {
    const password = typeof value === 'string' ? value : '';
    if (Array.from(password).length > PASSWORD_MAX_LENGTH) return texts.errors.passwordTooLong;
    const items = missingPasswordRequirements(password).map((key) => `• ${texts.passwordRules[key]}`);
    return [texts.passwordRules.mustContain, ...items].join('\n');
  },
);

/** A cap from the column the value is stored in, naming the field; non-strings are Required's to report. */
export const AtMostChars = (field: string, max: number) =>
  rule(
    'atMostChars',
    (value) => typeof value !== 'string' || value.length <= max,
    () => `${field} must be at most ${max} characters`,
  )();

/** Equal to the sibling property `other` (a new password and its confirmation). */
export function Matches(other: string, message: string): PropertyDecorator {
  return (target, propertyName) =>
    registerDecorator({
      name: 'matches',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args) => value === (args?.object as Record<string, unknown>)[other],
        defaultMessage: () => message,
      },
    });
}

/** A cap on any password typed in (sign-in too), before it reaches argon2. */
export const BoundedPassword = rule(
  'boundedPassword',
  (value) => typeof value !== 'string' || Array.from(value).length <= PASSWORD_MAX_LENGTH,
  () => texts.errors.passwordTooLong,
);

export const Trim = () => Transform(({ value }) => (typeof value === 'string' ? value.trim() : value));
export const NormalisePhone = () =>
  Transform(({ value }) => (typeof value === 'string' ? normalisePhone(value) || value : value));
