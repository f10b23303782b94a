import { SWITCH_FIELDS, URL_FIELDS, type ProviderCredentialView } from '@app/contracts';

const shownInFull = (field: string): boolean =>
  URL_FIELDS.includes(field) || Object.values(SWITCH_FIELDS).some((fields) => fields?.includes(field));

/** '••••' + the last 4 characters (a value under 8 characters shows none of them). */
export function maskSecret(value: string): string {
  return value.length >= 8 ? `••••${value.slice(-4)}` : '••••';
}

/** A credential as every answer shows it: a URL in full, anything else masked; '' when not set. */
export function maskedCredential(field: string, value: string | undefined): ProviderCredentialView {
  if (!value) return { set: false, masked: '' };
  return { set: true, masked: shownInFull(field) ? value : maskSecret(value) };
}

/** The masked form of one credential for the audit log (a URL in full). */
export const auditValue = (field: string, value: string | undefined): string | null =>
  value ? maskedCredential(field, value).masked : null;
