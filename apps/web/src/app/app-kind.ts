import { isAdminAddress } from '@app/contracts';

/** The admin app is chosen by an `admin.` host or `?subdomain=admin` (libs/contracts); otherwise the storefront. */
export function isAdminApp(location: Pick<Location, 'hostname' | 'search'> = window.location): boolean {
  return isAdminAddress(location.hostname, location.search);
}
