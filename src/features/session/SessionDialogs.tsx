import { useState, type ReactNode } from 'react';
import type { AuthUser } from '../../../generated/app/model';
import { signIn } from '../../api/auth';
import { extendSession } from '../../api/queries';
import { MessageDialog } from '../../components/dialog/MessageDialog';
import { sessionTexts } from '../../messages/session';
import type { SessionPhase } from '../../state/session';

/** A session dialog: 'Schließen' and one primary action. */
function SessionDialog({ type, title, onClose, closeId, action, children }: { type: 'ERROR' | 'WARNING'; title: string; onClose: () => void; closeId: string; action: { key: string; text: string; onClick: () => void; disabled?: boolean; id: string }; children: ReactNode }) {
  const { key, ...buttonProps } = action;
  return (
    <MessageDialog
      open
      type={type}
      title={title}
      onClose={onClose}
      buttons={[
        { key: 'close', type: 'button', buttonProps: { text: sessionTexts.close, onClick: onClose, id: closeId } },
        { key, type: 'button', buttonProps: { ...buttonProps, variant: 'primary' } },
      ]}
    >
      {children}
    </MessageDialog>
  );
}

/**
 * The 'Sitzungsablauf' dialog (5 minutes before expiry: 'Schließen', 'Sitzung verlängern' through
 * GET /api/env) and the expired dialog ('Schließen' to save unsaved work by hand, 'Zur Anmeldemaske').
 * The kit's modal moves focus into the dialog and back to where it was. The user comes as a prop: a query
 * observer here could refetch a stale user, and that request would silently extend the session.
 */
export default function SessionDialogs(props: { phase: SessionPhase; countdown: string; user: AuthUser | undefined; onClose: () => void }) {
  const { phase, countdown, user, onClose } = props;
  const [extending, setExtending] = useState(false);
  const [failed, setFailed] = useState(false);

  if (phase === 'expired') {
    return (
      <SessionDialog type="ERROR" title={sessionTexts.expiredTitle} onClose={onClose} closeId="session-expired-close" action={{ key: 'sign-in', text: sessionTexts.toSignIn, onClick: () => signIn(undefined, user), id: 'session-expired-sign-in' }}>
        <p>{sessionTexts.expired}</p>
        <p>{sessionTexts.expiredHint}</p>
      </SessionDialog>
    );
  }

  const extend = () => {
    setExtending(true);
    setFailed(false);
    // A successful response moves the last-response time; the warning then ends by itself in every tab.
    extendSession().then(
      () => setExtending(false),
      () => {
        setExtending(false);
        setFailed(true);
      },
    );
  };

  return (
    <SessionDialog type="WARNING" title={sessionTexts.warningTitle} onClose={onClose} closeId="session-warning-close" action={{ key: 'extend', text: sessionTexts.extend, onClick: extend, disabled: extending, id: 'session-extend' }}>
      <p>{sessionTexts.warningText(countdown)}</p>
      {failed && (
        <p className="session-dialog__error" role="alert">
          {sessionTexts.extendFailed}
        </p>
      )}
    </SessionDialog>
  );
}
