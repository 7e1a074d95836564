/**
 * Registers the service worker once the page has loaded (its first load is not slowed, and the
 * worker file is never part of it), then hands it what this page loaded before the worker was
 * there: the page itself, the home page the worker falls back on, and the page's files, so the
 * next start works without a network. The worker keeps only what its routes keep (never /api).
 */
export function registerWorkerAfterLoad() {
  if (!('serviceWorker' in navigator)) return;
  window.addEventListener('load', () => {
    void navigator.serviceWorker
      .register('/sw.js')
      .then(() => navigator.serviceWorker.ready)
      .then(({ active }) => {
        const files = performance
          .getEntriesByType('resource')
          .map((entry) => entry.name)
          .filter((name) => new URL(name).origin === location.origin);
        active?.postMessage({
          type: 'CACHE_URLS',
          payload: { urlsToCache: [location.href, '/', ...files] },
        });
      })
      // Without a worker the site works as it always did, online.
      .catch(() => undefined);
  });
}
