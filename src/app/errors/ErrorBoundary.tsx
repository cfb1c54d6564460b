import { Component, useId, useState, type ErrorInfo, type ReactNode } from 'react';
import { postLog } from '../../api/log';
import { errorTexts } from '../../messages/errors';
import { logMessage, toReport, type ErrorReport } from './errorReport';
import './errors.css';

/** 'route' is a full page 'Schwerer Fehler', 'global' a centered screen, anything else inline. */
type ErrorContext = 'route' | 'global' | 'inline' | (string & {});

export interface ErrorBoundaryProps {
  context: ErrorContext;
  children: ReactNode;
  /** Tests: the log writer (default POST /api/log). */
  log?: (message: string) => Promise<boolean>;
}

type LogState = 'pending' | 'saved' | 'failed';

interface State {
  error?: unknown;
  report?: ErrorReport;
  logState?: LogState;
}

const defaultLog = (message: string) => postLog('ERROR', message);

/**
 * The error boundary: normal, then an error state after an unhandled exception, in which it
 * sends the details to the log once and shows whether that failed. Keyed by its parent (e.g. by route path)
 * to start afresh.
 */
export class ErrorBoundary extends Component<ErrorBoundaryProps, State> {
  override state: State = {};
  private logged = false;

  static getDerivedStateFromError(error: unknown): State {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    if (this.logged) return;
    this.logged = true;
    const report = toReport(error, info.componentStack, this.props.context);
    this.setState({ report, logState: 'pending' });
    void (this.props.log ?? defaultLog)(logMessage(report)).then(
      (saved) => this.setState({ logState: saved ? 'saved' : 'failed' }),
      () => this.setState({ logState: 'failed' }),
    );
  }

  override render(): ReactNode {
    if (this.state.error === undefined) return this.props.children;
    const report = this.state.report ?? toReport(this.state.error, '', this.props.context, '…');
    return <ErrorView context={this.props.context} report={report} logFailed={this.state.logState === 'failed'} />;
  }
}

function ErrorView({ context, report, logFailed }: { context: ErrorContext; report: ErrorReport; logFailed: boolean }) {
  const body = <ErrorMessage report={report} logFailed={logFailed} />;
  if (context === 'route') {
    return (
      <section className="page error-page" data-error-context="route">
        <h1>{errorTexts.fatalTitle}</h1>
        {body}
      </section>
    );
  }
  if (context === 'global') {
    return (
      <main className="error-screen" data-error-context="global">
        <div className="error-screen__box">
          <h1>{errorTexts.fatalTitle}</h1>
          {body}
        </div>
      </main>
    );
  }
  return (
    <div className="error-inline" data-error-context={context}>
      {body}
    </div>
  );
}

function ErrorMessage({ report, logFailed }: { report: ErrorReport; logFailed: boolean }) {
  const [open, setOpen] = useState(false);
  const detailsId = `error-details${useId().replace(/:/g, '')}`;
  return (
    <div className="alert alert--danger error-message" role="alert">
      <p>{errorTexts.unexpected(report.id)}</p>
      {logFailed && <p data-testid="error-log-failed">{errorTexts.logFailed}</p>}
      <button type="button" className="error-message__more" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen((value) => !value)}>
        {errorTexts.moreInformation}
      </button>
      <div id={detailsId} hidden={!open}>
        <p className="error-message__details-title">{errorTexts.details}</p>
        <dl className="error-message__details">
          <dt>{report.name}</dt>
          <dd>{report.message}</dd>
          <dt>{errorTexts.detailId}</dt>
          <dd>{report.id}</dd>
          <dt>{errorTexts.detailUrl}</dt>
          <dd>{report.url}</dd>
          <dt>{errorTexts.detailStack}</dt>
          <dd>
            <pre>{report.componentStack}</pre>
          </dd>
        </dl>
      </div>
    </div>
  );
}

/** Every route component is wrapped in an error boundary with context 'route'. */
export function RouteErrorBoundary({ children }: { context?: 'route'; children: ReactNode }) {
  return <ErrorBoundary context="route">{children}</ErrorBoundary>;
}
