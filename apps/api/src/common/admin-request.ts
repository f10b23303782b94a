import { isAdminAddress } from '@app/contracts';

/** Whether a request (its raw url and host name, without the port) is addressed to the admin app. */
export function isAdminRequest(url: string, hostname: string): boolean {
  return isAdminAddress(hostname, url.split('?')[1] ?? '');
}
