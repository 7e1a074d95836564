import { Component, type ReactNode } from 'react';
import { useLocation } from '@kaamyaab/shared-api/router';
import { logger } from '@kaamyaab/shared-ui';
import { ErrorScreen } from './error-screen';

interface BoundaryProps {
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  hasError: boolean;
}

class ErrorBoundaryByLocation extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { hasError: false };

  static getDerivedStateFromError(): BoundaryState {
    return { hasError: true };
  }

  override componentDidCatch(error: unknown) {
    logger.error('Uncaught error in a page', error);
  }

  override componentDidUpdate(previous: BoundaryProps) {
    // The spec's error screen resets when the visitor moves to another route.
    if (this.state.hasError && previous.resetKey !== this.props.resetKey) {
      this.setState({ hasError: false });
    }
  }

  override render() {
    return this.state.hasError ? <ErrorScreen /> : this.props.children;
  }
}

export function AppErrorBoundary({ children }: { children: ReactNode }) {
  const location = useLocation();
  return <ErrorBoundaryByLocation resetKey={location.pathname}>{children}</ErrorBoundaryByLocation>;
}
