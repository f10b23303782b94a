import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { useGo } from './navigation';

/** The browser's path (and query) against the router's; what the router should move to, or null. */
export function routerSyncTarget(
  browser: { pathname: string; search: string },
  router: { pathname: string; search: string },
): string | null {
  if (browser.pathname === router.pathname && browser.search === router.search) return null;
  // a gateway return lands on /my-esims while the router is elsewhere: go there (admin 2.13)
  if (browser.pathname === '/my-esims') return `/my-esims${browser.search}`;
  return `${browser.pathname}${browser.search}`;
}

/**
 * Router sync (spec 3-admin.md 2.13): when the address bar and the router disagree (a gateway
 * frame or popup changed the top window's history, a return page replaced the URL), the router
 * follows the browser. Checked on history moves, when the page is shown again and when the tab
 * gets focus back.
 */
export function useRouterSync(): void {
  const location = useLocation();
  const navigate = useGo();
  useEffect(() => {
    const check = () => {
      const target = routerSyncTarget(window.location, location);
      if (target) navigate(target, { replace: true });
    };
    check();
    window.addEventListener('popstate', check);
    window.addEventListener('pageshow', check);
    window.addEventListener('focus', check);
    return () => {
      window.removeEventListener('popstate', check);
      window.removeEventListener('pageshow', check);
      window.removeEventListener('focus', check);
    };
  }, [location, navigate]);
}
