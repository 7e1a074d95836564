import { Component, type ReactNode } from 'react';
import { RemoteErrorFallback } from '../errors/remote-error-fallback';
import type { RemoteName } from '@kaamyaab/shared-api';
import { RemoteLoadError } from './remote-registry';

interface Props {
  remote: RemoteName;
  children: ReactNode;
}

interface State {
  error: unknown;
}

/**
 * Catches a remote that cannot be fetched and shows a friendly panel in its area only. Any other
 * error is a bug in a page: it is thrown on to the app's error screen.
 */
export class RemoteBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override render() {
    const { error } = this.state;
    if (error === null) return this.props.children;
    if (error instanceof RemoteLoadError) return <RemoteErrorFallback remote={this.props.remote} />;
    throw error;
  }
}
