import { useMemo } from 'react';
import { MessageDialog } from '../../components/dialog/MessageDialog';
import { Modal } from '../../components/dialog/Modal';
import { sanitizeCmsToDom, serializeCms } from '../../components/sanitize';
import { errorTexts } from '../../messages/errors';
import type { GlobalError } from './globalErrors';

/** 'Firewall Ablehnung' shows the firewall's HTML (sanitized); 'Zeitüberschreitung' its text. */
export default function GlobalErrorDialog({ error, onClose }: { error: GlobalError; onClose: () => void }) {
  if (error.kind === 'timeout') {
    return (
      <MessageDialog open type="ERROR" title={errorTexts.timeoutTitle} onClose={onClose}>
        <p>{errorTexts.timeout}</p>
      </MessageDialog>
    );
  }
  return <FirewallDialog html={error.html} onClose={onClose} />;
}

function FirewallDialog({ html, onClose }: { html: string; onClose: () => void }) {
  const safe = useMemo(() => serializeCms(sanitizeCmsToDom(html)), [html]);
  return (
    <Modal
      open
      type="ERROR"
      title={errorTexts.firewallTitle}
      onClose={onClose}
      processBar={[{ key: 'close', type: 'button', buttonProps: { text: errorTexts.close, onClick: onClose, variant: 'primary' } }]}
    >
      <div className="firewall-html" data-testid="firewall-html" dangerouslySetInnerHTML={{ __html: safe as string }} />
    </Modal>
  );
}
