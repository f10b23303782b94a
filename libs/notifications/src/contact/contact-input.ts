import { resources, type Language } from '@app/i18n';
import { fill } from '../email/fill';

/** The form's fields, as they arrive (anything may be missing or padded with spaces). */
export interface ContactInput {
  customerName?: string | null;
  customerEmail?: string | null;
  customerPhone?: string | null;
  subject?: string | null;
  message?: string | null;
  language?: string | null;
}

export interface ValidContact {
  customerName: string;
  customerEmail: string;
  customerPhone: string | null;
  subject: string;
  message: string;
  language: Language;
}

export type ContactField = 'customerName' | 'customerEmail' | 'customerPhone' | 'subject' | 'message';

export const CONTACT_MAX_LENGTH: Record<ContactField, number> = {
  customerName: 100,
  customerEmail: 254,
  customerPhone: 30,
  subject: 200,
  message: 5000,
};

const REQUIRED: ContactField[] = ['customerName', 'customerEmail', 'subject', 'message'];
const LABEL: Record<ContactField, 'name' | 'email' | 'phone' | 'subject' | 'message'> = {
  customerName: 'name',
  customerEmail: 'email',
  customerPhone: 'phone',
  subject: 'subject',
  message: 'message',
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export type ContactValidation =
  | { ok: true; value: ValidContact }
  | {
      ok: false;
      code: 'REQUIRED_FIELDS' | 'INVALID_EMAIL' | 'TOO_LONG';
      message: string;
      fields: ContactField[];
    };

/**
 * The spec's rule: name, email, subject and message required after trimming, else "Please fill in
 * all required fields"; then the email's shape; the phone is optional. Messages in `language`.
 */
export function validateContact(input: ContactInput): ContactValidation {
  const language: Language = input.language === 'km' ? 'km' : 'en';
  const texts = resources[language].translation.contact;
  const trimmed = (field: ContactField): string => (input[field] ?? '').trim();
  const missing = REQUIRED.filter((field) => !trimmed(field));
  if (missing.length) return { ok: false, code: 'REQUIRED_FIELDS', message: texts.required, fields: missing };
  if (!EMAIL.test(trimmed('customerEmail')))
    return { ok: false, code: 'INVALID_EMAIL', message: texts.invalidEmail, fields: ['customerEmail'] };
  const tooLong = (Object.keys(CONTACT_MAX_LENGTH) as ContactField[]).filter(
    (field) => trimmed(field).length > CONTACT_MAX_LENGTH[field],
  );
  if (tooLong.length) {
    const field = tooLong[0];
    const label = texts[LABEL[field]].replace(/\s*\(.*\)$/, '');
    return {
      ok: false,
      code: 'TOO_LONG',
      message: fill(texts.tooLong, { field: label, max: CONTACT_MAX_LENGTH[field] }),
      fields: tooLong,
    };
  }
  return {
    ok: true,
    value: {
      customerName: trimmed('customerName'),
      customerEmail: trimmed('customerEmail'),
      customerPhone: trimmed('customerPhone') || null,
      subject: trimmed('subject'),
      message: trimmed('message'),
      language,
    },
  };
}
