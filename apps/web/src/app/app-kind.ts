/** The admin app is chosen by an `admin.` host or `?subdomain=admin`; otherwise the storefront. */
export function isAdminApp(location: Pick<Location, 'hostname' | 'search'> = window.location): boolean {
  return (
    location.hostname.startsWith('admin.') ||
    new URLSearchParams(location.search).get('subdomain') === 'admin'
  );
}
