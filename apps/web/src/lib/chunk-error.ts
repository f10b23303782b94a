/**
 * A page's code that could not be fetched: offline before the service worker had the files, or a
 * tab opened before a release asking for a chunk the new build no longer has. Browsers word it
 * differently (Chromium "Failed to fetch dynamically imported module", Firefox "error loading
 * dynamically imported module", Safari "Importing a module script failed"), and Vite's preload
 * "Unable to preload CSS".
 */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return /dynamically imported module|Importing a module script failed|Unable to preload CSS/i.test(message);
}

const RELOADED_KEY = 'derleng_chunk_reload';

/**
 * Online, a missing chunk means the page runs an older build than the server's: the page is loaded
 * again, once per address (a second failure shows the error screen rather than reload forever).
 * Returns whether it reloads.
 */
export function reloadForNewBuild(): boolean {
  const address = location.pathname + location.search;
  if (!navigator.onLine || sessionStorage.getItem(RELOADED_KEY) === address) return false;
  sessionStorage.setItem(RELOADED_KEY, address);
  location.reload();
  return true;
}
