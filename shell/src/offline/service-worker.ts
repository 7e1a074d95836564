// The service worker (/sw.js, built by scripts/webpack/service-worker-plugin.cjs). It makes a
// visited page start without a network and keeps every deploy's code reachable at the next
// visit; decision 036 says why each kind of file is kept as it is.
import { Router, Route } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { offlinePage } from './offline-page';

/**
 * What this file uses of the worker's global scope. The project compiles with the DOM's types
 * only: a `webworker` lib reference here would put the worker's globals into every app's code.
 */
interface WorkerScope {
  location: Location;
  skipWaiting(): Promise<void>;
  clients: { claim(): Promise<void> };
  addEventListener(type: 'install', listener: () => void): void;
  addEventListener(
    type: 'activate',
    listener: (event: { waitUntil(done: Promise<unknown>): void }) => void,
  ): void;
}
declare const self: WorkerScope;
/** The build this worker came with: a deploy installs its worker, which drops older caches. */
declare const BUILD: string;

const PAGES = `kaamyaab-pages-${BUILD}`;
const ENTRIES = `kaamyaab-entries-${BUILD}`;
// Hashed files never change under their name, so they outlive a deploy of the shell: a remote
// deployed alone keeps its files, and the expiry bounds what old builds leave behind.
const HASHED = 'kaamyaab-hashed';

// The server's own rules (server/src/plugins/static-hosting.ts): a content hash before the
// extension, and the client routes are extension-less paths outside /api and /remotes.
const HASHED_FILE = /\.[0-9a-f]{8,}\.\w+$/;
const isOurs = (url: URL) => url.origin === self.location.origin;
const isPage = (url: URL) =>
  !url.pathname.startsWith('/api/') &&
  !url.pathname.startsWith('/remotes/') &&
  !/\.\w+$/.test(url.pathname);

const router = new Router();
// Pages go to the network first, so a deploy's HTML (and the entries it names) is used as soon
// as there is a connection; the copy is for starting offline. They hold no one's data (the API's
// answers are never kept here), and signing out deletes them anyway.
router.registerRoute(
  new Route(
    ({ url, request }) => isOurs(url) && request.method === 'GET' && isPage(url),
    new NetworkFirst({ cacheName: PAGES }),
  ),
);
router.registerRoute(
  new Route(
    ({ url }) => isOurs(url) && HASHED_FILE.test(url.pathname),
    new CacheFirst({
      cacheName: HASHED,
      plugins: [new ExpirationPlugin({ maxEntries: 400, purgeOnQuotaError: true })],
    }),
  ),
);
// main.js, each remoteEntry.js, the manifests, icons: same name across deploys, so revalidated.
router.registerRoute(
  new Route(
    ({ url }) => isOurs(url) && !url.pathname.startsWith('/api/') && !isPage(url),
    new NetworkFirst({ cacheName: ENTRIES }),
  ),
);
// A page never visited, with no network: the app's own page when one was kept (it starts and
// says it is offline), else a page saying so in both languages.
router.setCatchHandler(async ({ url, request }) => {
  if (!(request.mode === 'navigate' || isPage(url))) return Response.error();
  const page = await caches.open(PAGES).then((cache) => cache.match('/'));
  return page ?? offlinePage();
});
router.addFetchListener();
// The page tells the worker what it loaded before the worker was there (CACHE_URLS).
router.addCacheListener();

self.addEventListener('install', () => {
  void self.skipWaiting();
});

self.addEventListener('activate', (event) => {
  const current = new Set([PAGES, ENTRIES, HASHED]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('kaamyaab-') && !current.has(name))
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  );
});
