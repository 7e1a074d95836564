import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { languageReady } from '@kaamyaab/shared-ui';
import type { RemoteName } from '@kaamyaab/shared-api';
import routePages from '../app/route-pages.json';
import { PageLoading } from '../layout/page-loading';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule } from './remote-registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each exposed page declares its own props
type AnyComponent = ComponentType<any>;
interface PageModule {
  default: AnyComponent;
}

const loads = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, AnyComponent>();
const pages = new Map<string, AnyComponent | LazyExoticComponent<AnyComponent>>();

/**
 * A remote's page module, ready once it and, for a reader of Urdu, its words in Urdu have arrived
 * (the module adds its namespace as it loads; issue 16), so no English flashes by. Loaded once.
 */
function loadPage(remote: RemoteName, module: string): Promise<PageModule> {
  const key = `${remote}/${module}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteModule<PageModule>(remote, module).then(async (page) => {
      await languageReady();
      loaded.set(key, page.default);
      return page;
    });
    loads.set(key, load);
  }
  return load;
}

/**
 * What renders a page, chosen at its first render and kept, so it never remounts: the module
 * itself when it is already here, else a lazy component that suspends until it is.
 */
function pageComponent(remote: RemoteName, module: string) {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = loaded.get(key) ?? lazy(() => loadPage(remote, module));
    pages.set(key, page);
  }
  return page;
}

/**
 * Loads the remote pages the first render of `pathname` shows (route-pages.json, the list the
 * server preloads their files by), settling when all are here or one failed. Rendered after it,
 * the page shows whole at once: each page that suspended would commit 'Loading...' first, and
 * React holds a reveal until 300 ms after the last fallback it showed (measured: the jobs page's
 * cards waited 253 ms on that timer). A page that failed shows its boundary's panel as before.
 */
export function preloadPagesOf(pathname: string): Promise<void> {
  // Its remote names are the router's own (route-pages.test.tsx holds the two equal).
  const modules = (routePages as Record<string, string[][]>)[pathname] ?? [];
  return Promise.all(
    modules.map(([remote, module]) => loadPage(remote as RemoteName, String(module))),
  ).then(
    () => undefined,
    () => undefined,
  );
}

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
}

/** Renders one exposed module of a remote, loading it on first use. */
export function RemotePage({ remote, module, props }: RemotePageProps) {
  const Page = pageComponent(remote, module);
  return (
    // Keyed by module: a route change to another page must not inherit this page's failure.
    <RemoteBoundary key={`${remote}/${module}`} remote={remote}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
