import { useState } from 'react';
import type { AuthUser } from '../../../generated/app/model';
import { signIn } from '../../api/auth';
import { extendSession } from '../../api/queries';
import { MessageDialog } from '../../components/dialog/MessageDialog';
import { sessionTexts } from '../../messages/session';
import type { SessionPhase } from '../../state/session';

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
      <MessageDialog
        open
        type="ERROR"
        title={sessionTexts.expiredTitle}
        onClose={onClose}
        buttons={[
          { key: 'close', type: 'button', buttonProps: { text: sessionTexts.close, onClick: onClose, id: 'session-expired-close' } },
          { key: 'sign-in', type: 'button', buttonProps: { text: sessionTexts.toSignIn, onClick: () => signIn(undefined, user), variant: 'primary', id: 'session-expired-sign-in' } },
        ]}
      >
        <p>{sessionTexts.expired}</p>
        <p>{sessionTexts.expiredHint}</p>
      </MessageDialog>
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
    <MessageDialog
      open
      type="WARNING"
      title={sessionTexts.warningTitle}
      onClose={onClose}
      buttons={[
        { key: 'close', type: 'button', buttonProps: { text: sessionTexts.close, onClick: onClose, id: 'session-warning-close' } },
        { key: 'extend', type: 'button', buttonProps: { text: sessionTexts.extend, onClick: extend, variant: 'primary', disabled: extending, id: 'session-extend' } },
      ]}
    >
      <p>{sessionTexts.warningText(countdown)}</p>
      {failed && (
        <p className="session-dialog__error" role="alert">
          {sessionTexts.extendFailed}
        </p>
      )}
    </MessageDialog>
  );
}
