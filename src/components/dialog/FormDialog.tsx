import type { ReactNode } from 'react';
import { uiTexts } from '../../messages/ui';
import { Modal } from './Modal';
import type { ProcessBarItem } from './ProcessBar';

/**
 * A dialog around a kit form: 'Abbrechen' closes it, the primary button submits the form `formId`, `more`
 * adds buttons after them. The form renders only while the dialog is open, so it starts afresh each time.
 */
export function FormDialog({ open, onClose, title, formId, submitText, more = [], children }: { open: boolean; onClose: () => void; title: string; formId: string; submitText: string; more?: readonly ProcessBarItem[]; children: ReactNode }) {
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={title}
      processBar={[
        { key: 'cancel', type: 'button', buttonProps: { text: uiTexts.cancel, onClick: onClose } },
        { key: 'submit', type: 'button', buttonProps: { text: submitText, onClick: () => undefined, variant: 'primary', submit: true, form: formId } },
        ...more,
      ]}
    >
      {open && children}
    </Modal>
  );
}
