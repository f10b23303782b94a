import { useCallback } from 'react';
import { useNavigate, type NavigateOptions, type To } from 'react-router';

/**
 * `useNavigate` for event handlers and effects: react-router's `navigate` may return a promise
 * (it never rejects for a route change), which the lint's promise rules would have every caller
 * mark. `go` starts the navigation and returns nothing.
 */
export function useGo(): (to: To | number, options?: NavigateOptions) => void {
  const navigate = useNavigate();
  return useCallback(
    (to: To | number, options?: NavigateOptions) => {
      void (typeof to === 'number' ? navigate(to) : navigate(to, options));
    },
    [navigate],
  );
}
