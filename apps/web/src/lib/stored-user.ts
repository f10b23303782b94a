import type { UserView } from '@app/contracts';

/** The spec's keys: the customer under derleng_user, the admin under adminUser. Display only. */
export const STORED_USER_KEY = 'derleng_user';
export const ADMIN_USER_KEY = 'adminUser';

export type StoredUser = Pick<UserView, 'id' | 'email' | 'fullName' | 'phone'> & { role?: UserView['role'] };

function read(key: string): StoredUser | null {
  const raw = localStorage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as StoredUser;
    if (parsed && typeof parsed.id === 'string') return parsed;
  } catch {
    /* fall through */
  }
  console.warn('Failed to parse stored user session');
  localStorage.removeItem(key);
  return null;
}

const write = (key: string, user: UserView | null) =>
  user
    ? localStorage.setItem(
        key,
        JSON.stringify({
          id: user.id,
          email: user.email,
          fullName: user.fullName,
          phone: user.phone,
          role: user.role,
        }),
      )
    : localStorage.removeItem(key);

/** The signed-in customer as last seen (for display; the server decides who is signed in). */
export const readStoredUser = () => read(STORED_USER_KEY);
export const storeUser = (user: UserView | null) => write(STORED_USER_KEY, user);
export const readStoredAdmin = () => read(ADMIN_USER_KEY);
export const storeAdmin = (user: UserView | null) => write(ADMIN_USER_KEY, user);
