/** What an error boundary shows and logs after an unhandled exception in the UI. */
export interface ErrorReport {
  id: string;
  name: string;
  message: string;
  url: string;
  componentStack: string;
  context: string;
}

/** A short, readable id the user can quote to the helpdesk; also in the server log. */
export function newErrorId(now: number = Date.now()): string {
  const random = Math.floor(Math.random() * 36 ** 4)
    .toString(36)
    .padStart(4, '0');
  return `${now.toString(36)}-${random}`.toUpperCase();
}

export function toReport(error: unknown, componentStack: string | null | undefined, context: string, id: string = newErrorId()): ErrorReport {
  const asError = error instanceof Error ? error : new Error(String(error));
  return {
    id,
    name: asError.name,
    message: asError.message,
    url: typeof window === 'undefined' ? '' : window.location.href,
    componentStack: (componentStack ?? '').trim(),
    context,
  };
}

/** The log entry for POST /api/log: every detail the user can reveal under 'Mehr Informationen'. */
export function logMessage(report: ErrorReport): string {
  return [
    `Unhandled UI exception (context ${report.context}), Fehler-ID ${report.id}`,
    `${report.name}: ${report.message}`,
    `URL: ${report.url}`,
    `Component stack:\n${report.componentStack}`,
  ].join('\n');
}
