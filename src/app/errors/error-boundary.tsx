import { Component, type ErrorInfo, type ReactNode } from 'react';
import { ErrorPage } from './error-page';

interface Props {
  children: ReactNode;
  /** What to show instead of the error page, for parts a screen can do without (e.g. the cart drawer). */
  fallback?: ReactNode;
}

interface State {
  error: unknown;
}

/** Fatal or unhandled errors of a page show the error page (spec section 8). Keyed by location, so navigating resets it. */
export class ErrorBoundary extends Component<Props, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error(error, info.componentStack);
  }

  render() {
    if (!this.state.error) return this.props.children;
    return this.props.fallback !== undefined ? (
      this.props.fallback
    ) : (
      <ErrorPage error={this.state.error} />
    );
  }
}
