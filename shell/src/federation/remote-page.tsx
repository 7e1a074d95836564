import { lazy, Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import { PageLoading } from '../layout/page-loading';
import { RemoteBoundary } from './remote-boundary';
import type { RemoteName } from '@kaamyaab/shared-api';
import { loadRemoteModule } from './remote-registry';
import { useShellT } from '../i18n/shell-strings';

/**
 * The areas whose pages speak Urdu (issue 16); none yet. The others keep English, marked and
 * set left to right inside the Urdu chrome, so no English sentence runs backwards.
 */
const speaksUrdu = new Set<RemoteName>();

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- each exposed page declares its own props
type AnyComponent = ComponentType<any>;
const pages = new Map<string, LazyExoticComponent<AnyComponent>>();

function lazyRemotePage(remote: RemoteName, module: string): LazyExoticComponent<AnyComponent> {
  const key = `${remote}/${module}`;
  let page = pages.get(key);
  if (!page) {
    page = lazy(() => loadRemoteModule<{ default: AnyComponent }>(remote, module));
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
  const { language } = useShellT();
  const page = (
    // Keyed by module: a route change to another page must not inherit this page's failure.
    <RemoteBoundary key={`${remote}/${module}`} remote={remote}>
      <Suspense fallback={<PageLoading />}>
        <Page {...props} />
      </Suspense>
    </RemoteBoundary>
  );
  if (language !== 'ur' || speaksUrdu.has(remote)) return page;
  return (
    <div lang="en" dir="ltr">
      {page}
    </div>
  );
}
