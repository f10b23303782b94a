/** What routerReady needs of a data router (react-router's createBrowserRouter). */
export interface InitialisingRouter {
  state: { initialized: boolean };
  subscribe(listener: (state: { initialized: boolean }) => void): () => void;
}

/**
 * Resolves once the router has loaded what the address opens (a lazy page's code, or its error), so
 * the first render shows that page: rendered earlier, the router would draw nothing in its place
 * (and warn that no HydrateFallback was given) and render again a moment later.
 */
export function routerReady(router: InitialisingRouter): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return;
      stop();
      resolve();
    });
  });
}
