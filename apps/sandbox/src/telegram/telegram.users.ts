import type { TelegramSandbox } from './telegram.api';
import type { TelegramUserRecord } from './telegram.store';

/** A sandbox user (the person on the other side of a private chat); the first one is "Sophea". */
export function addUser(
  sandbox: TelegramSandbox,
  input: { firstName?: string; username?: string | null; languageCode?: string | null },
): TelegramUserRecord {
  const id = sandbox.store.newUserId();
  const user: TelegramUserRecord = {
    id,
    firstName: input.firstName?.trim() || `Traveller ${sandbox.store.users.size + 1}`,
    username: input.username?.trim() || null,
    languageCode: input.languageCode?.trim() || null,
  };
  sandbox.store.users.set(id, user);
  sandbox.store.messages(id);
  return user;
}
