const RELOADED_AT = 'warroom.chunk-reload-at';
/** One reload per minute at most: a chunk still missing after it is a real outage, left to the error page. */
const RELOAD_GUARD_MS = 60_000;

function lastReload(): number {
  try {
    return Number(window.sessionStorage.getItem(RELOADED_AT)) || 0;
  } catch {
    return Date.now(); // no storage, no loop guard: then never reload
  }
}

/**
 * A route's code that fails to load (a deploy replaced the build the tab started from, or a
 * request dropped) reloads the page once, as Vite advises for `vite:preloadError`, instead of
 * leaving the route's error screen; a second failure within a minute is shown as it is.
 */
export function reloadOnStaleChunk(): void {
  window.addEventListener('vite:preloadError', (event) => {
    if (Date.now() - lastReload() < RELOAD_GUARD_MS) return;
    try {
      window.sessionStorage.setItem(RELOADED_AT, String(Date.now()));
    } catch {
      return;
    }
    event.preventDefault();
    window.location.reload();
  });
}
