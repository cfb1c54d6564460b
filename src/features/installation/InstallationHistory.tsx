import type { ReactNode } from 'react';
import type { Installation } from '../../../generated/app/model';
import { formatDate } from '../../components/format';
import { deadlineNote } from '../../components/deadline/DeadlineNote';
import { EnumLabel } from '../../components/EnumLabel';
import { appTexts, installationStatusLabels } from '../../messages/de';
import { enumLabel } from '../../messages/enumLabel';
import { historyTexts as t, inspectionKindLabels, installationTexts } from '../../messages/register';
import { historyPosition, historySpan, installationHistory, type DeadlineOutcome, type HistoryEvent, type HistoryEventType } from './history';

const TYPE_LABELS: Record<HistoryEventType, string> = {
  STATUS: t.status,
  PERMIT: t.permit,
  INSPECTION: t.inspection,
  BAT_PUBLISHED: t.batPublished,
  BAT_DEADLINE: t.batDeadline,
};

/** The time line's marker class of an event; a missed deadline has its own. */
function markerClass(event: HistoryEvent): string {
  const missed = event.type === 'BAT_DEADLINE' && event.outcome.kind === 'missed';
  return `history-marker history-marker--${event.type.toLowerCase()}${missed ? ' history-marker--missed' : ''}`;
}

function outcomeText(outcome: DeadlineOutcome): string {
  switch (outcome.kind) {
    case 'met':
      return t.deadlineMet(formatDate(outcome.permit.issuedOn));
    case 'late':
      return t.deadlineLate(formatDate(outcome.permit.issuedOn));
    case 'missed':
      return t.deadlineMissed;
    case 'running':
      return t.deadlineRunning(deadlineNote(outcome.state));
  }
}

function ExternalLink({ href, label, children }: { href: string; label: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" aria-label={`${label} ${installationTexts.opensNewWindow}`}>
      {children}
    </a>
  );
}

/** What an event says beside its type and day, with the link to its document where there is one. */
function EventText({ event, documentLink }: { event: HistoryEvent; documentLink: (documentId: string | undefined) => string | undefined }) {
  switch (event.type) {
    case 'STATUS': {
      const status = enumLabel(installationStatusLabels, event.status);
      return <>{event.previous ? t.statusChanged(status, enumLabel(installationStatusLabels, event.previous)) : t.statusEntered(status)}</>;
    }
    case 'PERMIT': {
      const href = documentLink(event.permit.documentId);
      return (
        <>
          {t.permitText(event.permit.title, event.permit.reference)}
          {event.adapts.length > 0 && <span className="history-note">{t.adapts(event.adapts.map((bat) => bat.code).join(', '))}</span>}
          {href && (
            <span className="history-note">
              <ExternalLink href={href} label={installationTexts.openDocument(event.permit.title)}>
                {installationTexts.openInEdm}
              </ExternalLink>
            </span>
          )}
        </>
      );
    }
    case 'INSPECTION': {
      const href = documentLink(event.inspection.reportDocumentId);
      return (
        <>
          <EnumLabel labels={inspectionKindLabels} value={event.inspection.kind} />
          <span className="history-note">
            {href ? (
              <ExternalLink href={href} label={installationTexts.openReport(formatDate(event.inspection.date))}>
                {installationTexts.openInEdm}
              </ExternalLink>
            ) : (
              t.reportPending
            )}
          </span>
        </>
      );
    }
    case 'BAT_PUBLISHED':
      return (
        <>
          {event.bat.code} – {event.bat.title}
          <span className="history-note">{event.bat.decision}</span>
        </>
      );
    case 'BAT_DEADLINE':
      return (
        <>
          {event.bat.code} – {event.bat.title}:{' '}
          <span className={event.outcome.kind === 'missed' ? 'deadline deadline--past' : event.outcome.kind === 'running' ? `deadline deadline--${event.outcome.state.kind}` : undefined}>
            {outcomeText(event.outcome)}
          </span>
        </>
      );
  }
}

/**
 * The compact time line: a marker per event on an axis from the first event's year to today's, with a
 * legend. A picture of the list below (the same events), hidden from assistive technology.
 */
function Timeline({ events, today }: { events: readonly HistoryEvent[]; today: Date }) {
  const span = historySpan(events, today);
  if (!span) return null;
  const todayIso = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`;
  const present = new Set(events.map((event) => event.type));
  return (
    <div className="history-timeline" aria-hidden="true" data-testid="history-timeline">
      <div className="history-axis">
        {[...events].reverse().map((event, i) => (
          <span key={i} className={markerClass(event)} style={{ left: `${(historyPosition(event.date, span) * 100).toFixed(2)}%` }} title={`${formatDate(event.date)}: ${TYPE_LABELS[event.type]}`} />
        ))}
        <span className="history-today" style={{ left: `${(historyPosition(todayIso, span) * 100).toFixed(2)}%` }} />
      </div>
      <div className="history-years">
        <span>{span.from}</span>
        <span>{t.today}</span>
      </div>
      <ul className="history-legend">
        {(Object.keys(TYPE_LABELS) as HistoryEventType[])
          .filter((type) => present.has(type))
          .map((type) => (
            <li key={type}>
              <span className={`history-marker history-marker--${type.toLowerCase()}`} /> {TYPE_LABELS[type]}
            </li>
          ))}
      </ul>
    </div>
  );
}

/** 'Verlauf': the installation's history, newest first, as a time line and as a list with the same events. */
export function InstallationHistory({ installation, today, documentLink }: { installation: Installation; today: Date; documentLink: (documentId: string | undefined) => string | undefined }) {
  const events = installationHistory(installation, today);
  return (
    <section aria-labelledby="details-history" className="history">
      <h2 id="details-history">{t.heading}</h2>
      <p className="installation-hint">{t.intro}</p>
      {events.length === 0 ? (
        <p>{appTexts.noEntries}</p>
      ) : (
        <>
          <Timeline events={events} today={today} />
          <ol className="history-list" aria-label={`${t.heading}: ${t.count(events.length)}`}>
            {events.map((event, i) => (
              <li key={i} className="history-item">
                <span className={markerClass(event)} aria-hidden="true" />
                <time dateTime={event.date} className="history-date">
                  {formatDate(event.date)}
                </time>
                <span className="history-body">
                  <strong className="history-type">{TYPE_LABELS[event.type]}</strong> <EventText event={event} documentLink={documentLink} />
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
    </section>
  );
}
