import { Component, type ReactNode } from 'react';
import { ApiError } from '../lib/api';
import { refetchAfterRenderError } from '../lib/query/store';
import { messagesNow } from '../lib/i18n';
import { errorBoundaryMessages } from './error-boundary.messages';
import { FullScreenAlert } from './FullScreen';
import './ui/feedback.css';

type State = { error: Error | null };

/**
 * The spec's render-error screen, "Something went wrong", in words for people: the exception (often
 * minified, "t is undefined") waits behind Technical details with the request id, if any, to quote.
 * Try again forgets the cached data the screen was drawing, which may be what broke it, and fetches it
 * afresh.
 */
export class ErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  override componentDidCatch(error: Error): void {
    console.error('Render error:', error);
  }

  private tryAgain = () => {
    refetchAfterRenderError();
    this.setState({ error: null });
  };

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const requestId = error instanceof ApiError ? error.requestId : null;
    // A class component: the set as the page's language has it (it does not change while the page is open).
    const t = messagesNow(errorBoundaryMessages);
    return (
      <FullScreenAlert title={t.title} text={t.text}>
        <details className="error-details">
          <summary>{t.details}</summary>
          <pre>
            {`${error.name}: ${error.message || t.noMessage}`}
            {requestId ? `\n${t.requestId({ id: requestId })}` : ''}
          </pre>
        </details>
        <button type="button" className="button button-primary" onClick={this.tryAgain}>
          {t.tryAgain}
        </button>
      </FullScreenAlert>
    );
  }
}
