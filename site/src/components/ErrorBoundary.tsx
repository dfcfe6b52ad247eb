import { Component, type ReactNode } from 'react';

type State = { error: Error | null };

/** The spec's render-error screen: the error's message (or the fallback sentence) and Try again. */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Render error:', error);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className="fullscreen" role="alert">
        <div className="card">
          <h1>Something went wrong</h1>
          <p className="muted">
            {this.state.error.message || 'An unexpected error occurred. Please try refreshing the page.'}
          </p>
          <button type="button" className="button button-primary" onClick={() => this.setState({ error: null })}>
            Try again
          </button>
        </div>
      </div>
    );
  }
}
