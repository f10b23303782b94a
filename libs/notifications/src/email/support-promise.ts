import { resources, type Language } from '@app/i18n';
import type { SupportContacts } from '../notification-kinds';
import { fill } from './fill';

/** 'We answer 24/7, on average within 2 hours.' from the setting; '' when no promise is configured. */
export function supportPromiseText(support: SupportContacts, language: Language): string {
  if (!support.promise) return '';
  return fill(resources[language].translation.notifications.common.supportPromise, {
    availability: support.promise.availability,
    hours: support.promise.responseHours,
  });
}
