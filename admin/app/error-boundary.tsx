/**
 * A screen that threw while drawing (a chunk a new deploy removed, a bug) shows a way out instead of a
 * blank page: reloading loads the current build's files.
 */
import { Component, type ReactNode } from 'react';
import { FormattedMessage } from 'react-intl';

export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <section className="notice" role="alert">
        <h1>
          <FormattedMessage id="errors.crashed" />
        </h1>
        <button type="button" className="button" onClick={() => window.location.reload()}>
          <FormattedMessage id="common.reload" />
        </button>
      </section>
    );
  }
}
