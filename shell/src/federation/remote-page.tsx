import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { languageReady } from '@kaamyaab/shared-ui';
import {
  firstLoadModules,
  type ExposedName,
  type ExposedProps,
  type RemoteName,
} from '@kaamyaab/shared-api';
import { PageLoading } from '../layout/page-loading';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule } from './remote-registry';

/**
 * An exposed module's component as the maps below keep it, keyed by (remote, module): RemotePage
 * is typed by the table of pages, so only the props of that module's row reach it.
 */
type StoredPage = ComponentType<object>;
interface PageModule {
  default: StoredPage;
}

const loads = new Map<string, Promise<PageModule>>();
const loaded = new Map<string, StoredPage>();
const pages = new Map<string, StoredPage | LazyExoticComponent<StoredPage>>();

/**
 * A remote's page module, ready once it and, for a reader of Urdu, its words in Urdu have arrived
 * (the module adds its namespace as it loads), so no English flashes by. Loaded once.
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
 * Loads the remote pages the first render of `pathname` shows (the table of pages' first loads,
 * the list the server preloads their files by), settling when all are here or one failed.
 * Rendered after it, the page shows whole at once: each page that suspended would commit
 * 'Loading...' first, and React holds a reveal for a while after the last fallback it showed. A
 * page that failed shows its boundary's panel as before.
 */
export function preloadPagesOf(pathname: string): Promise<void> {
  const modules = firstLoadModules[pathname] ?? [];
  return Promise.all(modules.map(({ remote, module }) => loadPage(remote, module))).then(
    () => undefined,
    () => undefined,
  );
}

type RemotePageProps<Remote extends RemoteName, Module extends string> = {
  remote: Remote;
  module: Module;
} & (keyof ExposedProps<Remote, Module> extends never
  ? { props?: undefined }
  : { props: ExposedProps<Remote, Module> });

/** Renders one exposed module of a remote, with the props its row says, loading it on first use. */
export function RemotePage<Remote extends RemoteName, Module extends ExposedName<Remote>>({
  remote,
  module,
  props,
}: RemotePageProps<Remote, Module>) {
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
