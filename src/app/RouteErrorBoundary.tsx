import { Component, type ErrorInfo, type ReactNode } from 'react';

/**
 * Minimal stand-in for the route error boundary of issue 3 (src/app/errors/), which replaces it: every
 * route component is wrapped with context 'route' (spec §2.2); a route-level error shows a full page
 * titled 'Schwerer Fehler' (spec §8).
 */
export class RouteErrorBoundary extends Component<{ context: 'route'; children: ReactNode }, { error?: Error }> {
  override state: { error?: Error } = {};

  static getDerivedStateFromError(error: Error) {
    return { error };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error(`Error in ${this.props.context}:`, error, info.componentStack);
  }

  override render() {
    if (!this.state.error) return this.props.children;
    return (
      <section className="page" data-error-context={this.props.context}>
        <h1>Schwerer Fehler</h1>
        <div className="alert alert--danger" role="alert">
          Es ist ein unerwarteter Fehler aufgetreten. Bitte laden Sie die Seite mittels F5 oder der „Seite aktualisieren“-Schaltfläche neu und versuchen Sie es erneut.
        </div>
      </section>
    );
  }
}
