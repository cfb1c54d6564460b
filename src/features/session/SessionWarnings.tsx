import { lazy, Suspense, useEffect, useState } from 'react';
import { formatCountdown } from '../../state/session';
import { sessionTexts } from '../../messages/session';
import { isAnnouncementStep, useSessionWarning } from './useSessionWarning';
import './session.css';

const SessionDialogs = lazy(() => import('./SessionDialogs'));

/**
 * Session warnings, mounted once in the shell: the banner from 10 minutes before expiry
 * with an mm:ss countdown ticking every second, the 'Sitzungsablauf' dialog from 5 minutes, the expired
 * dialog at expiry (dialogs load on first use). Screen readers hear the countdown politely at each full
 * minute and at 30 and 10 seconds, not every second.
 */
export function SessionWarnings({ onExpired }: { onExpired?: () => void }) {
  const { user, phase, remainingMs, dialog, dismiss } = useSessionWarning(onExpired);
  const countdown = remainingMs === undefined ? '' : formatCountdown(remainingMs);
  const seconds = remainingMs === undefined ? undefined : Math.max(0, Math.ceil(remainingMs / 1000));
  const [announcement, setAnnouncement] = useState('');

  useEffect(() => {
    if (seconds === undefined) {
      setAnnouncement('');
      return;
    }
    if (seconds === 0) setAnnouncement(sessionTexts.expired);
    else setAnnouncement((previous) => (previous === '' || isAnnouncementStep(seconds) ? sessionTexts.announcement(formatCountdown(seconds * 1000)) : previous));
  }, [seconds]);

  const expired = phase === 'expired' || phase === 'expiredClosed';
  return (
    <>
      <div className="visually-hidden" aria-live="polite" aria-atomic="true" data-testid="session-announcement">
        {announcement}
      </div>
      {phase !== 'idle' && (
        <div className={`session-banner${expired ? ' session-banner--expired' : ''}`} data-testid="session-banner">
          {expired ? sessionTexts.expiredBanner : sessionTexts.banner(countdown)}
        </div>
      )}
      {dialog && (
        <Suspense fallback={null}>
          <SessionDialogs phase={phase} countdown={countdown} user={user} onClose={dismiss} />
        </Suspense>
      )}
    </>
  );
}
