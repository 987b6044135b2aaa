import { Component, Suspense, lazy, type ErrorInfo, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

// The error page's code loads when a page fails, not with every page. It is in the precached shell
// (scripts/shell-precache.ts), so it comes offline too once the worker is in; its text stays in the
// core messages, so it never waits for a part that may not come.
const ErrorPage = lazy(() =>
  import('./error-page')
    .then((m) => ({ default: m.ErrorPage }))
    // Without it (offline before the worker had it) the page still says something and offers a retry.
    .catch(() => ({ default: BareErrorPage })),
);

function BareErrorPage() {
  return (
    <section className="error-page">
      <button type="button" className="button" onClick={() => location.reload()}>
        <FormattedMessage id="common.retry" />
      </button>
    </section>
  );
}

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
    if (this.props.fallback !== undefined) return this.props.fallback;
    return (
      <Suspense fallback={null}>
        <ErrorPage error={this.state.error} />
      </Suspense>
    );
  }
}
