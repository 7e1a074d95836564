import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { languageReady } from '@kaamyaab/shared-ui';
import type { RemoteName } from '@kaamyaab/shared-api';
import { PageLoading } from '../layout/page-loading';
import { RemoteBoundary } from './remote-boundary';
import { loadRemoteModule } from './remote-registry';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each exposed page declares its own props
type AnyComponent = ComponentType<any>;
const pages = new Map<string, LazyExoticComponent<AnyComponent>>();

/**
 * A remote's page, shown once its module and, for a reader of Urdu, its words in Urdu have
 * arrived (the module adds its namespace as it loads; issue 16), so no English flashes by.
 */
function lazyRemotePage(remote: RemoteName, module: string): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(async () => {
      const loaded = await loadRemoteModule<{ default: AnyComponent }>(remote, module);
      await languageReady();
      return loaded;
    });
    pages.set(key, page);
  }
  return page;
}

interface RemotePageProps {
  remote: RemoteName;
  module: string;
  props?: Record<string, unknown>;
}

/** Renders one exposed module of a remote, loading it on first use. */
export function RemotePage({ remote, module, props }: RemotePageProps) {
  const Page = lazyRemotePage(remote, module);
  return (
    // Keyed by module: a route change to another page must not inherit this page's failure.
    <RemoteBoundary key={`${remote}/${module}`} remote={remote}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
