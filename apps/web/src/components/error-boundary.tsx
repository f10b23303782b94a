import { Component, type ReactNode } from 'react';
import { Translation } from 'react-i18next';

/** The root error screen: 'Something went wrong' with Try Again and Refresh Page. */
export class ErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Translation>
        {(t) => (
          <div className="center-card" role="alert">
            <h1>{t('app.somethingWrong')}</h1>
            <div className="row">
              <button onClick={() => this.setState({ failed: false })}>{t('app.tryAgain')}</button>
              <button className="secondary" onClick={() => window.location.reload()}>
                {t('app.refreshPage')}
              </button>
            </div>
          </div>
        )}
      </Translation>
    );
  }
}
