import { normalisePhone } from '@app/domain';

/**
 * The old client sends `x-user-phone`, `x-user-id` and `?phone=`. They identify nobody here: the
 * session does. They are tolerated when they name the session's own account and refused (403)
 * when they name anyone else, so a client cannot even ask about another customer.
 */
export function identityHintsMatch(
  user: { id: string; phone: string },
  headers: Record<string, string | string[] | undefined>,
  query: unknown,
): boolean {
  const values = (value: unknown): string[] =>
    value === undefined || value === null ? [] : Array.isArray(value) ? value.map(String) : [String(value)];
  const phones = [
    ...values(headers['x-user-phone']),
    ...values(query && typeof query === 'object' ? (query as Record<string, unknown>).phone : undefined),
  ];
  const ids = values(headers['x-user-id']);
  return (
    phones.every((phone) => normalisePhone(phone) === user.phone) && ids.every((id) => id.trim() === user.id)
  );
}
