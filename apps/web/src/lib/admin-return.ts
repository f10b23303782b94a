/**
 * Where an admin goes back to after signing in again: the page they were on when the session
 * ended (`next`, a path on this site only), else the overview. Always on the admin app.
 */
export function adminSignInPath(path: string): string {
  return `/signin?subdomain=admin&next=${encodeURIComponent(path)}`;
}

export function adminReturnPath(search: string): string {
  const next = new URLSearchParams(search).get('next');
  if (
    !next ||
    !next.startsWith('/') ||
    next.startsWith('//') ||
    next.startsWith('/\\') ||
    next.startsWith('/signin')
  )
    return '/overview?subdomain=admin';
  const url = new URL(next, 'http://admin.invalid');
  url.searchParams.set('subdomain', 'admin');
  return `${url.pathname}${url.search}${url.hash}`;
}
