import { useId, type ReactNode } from 'react';
import { alertIconLabels, dialogTypeLabels, uiTexts } from '../../messages/ui';
import { Modal, type DialogType } from './Modal';
import { DangerIcon } from '../alert/DangerIcon';
import type { ProcessBarItem } from './ProcessBar';

const iconOf: Record<DialogType, { icon: ReactNode; label: string }> = {
  ERROR: { icon: <DangerIcon />, label: alertIconLabels.Danger },
  WARNING: { icon: '⚠', label: alertIconLabels.Warning },
  INFO: { icon: 'ℹ', label: alertIconLabels.Info },
};

/**
 * A dialog of type ERROR, INFO or WARNING with a message; ERROR and WARNING are alertdialogs
 * described by their message. Without buttons of its own it offers 'Schließen'.
 */
export function MessageDialog(props: {
  open: boolean;
  onClose: () => void;
  type: DialogType;
  title?: string;
  children: ReactNode;
  buttons?: readonly ProcessBarItem[];
  closeOnEscape?: boolean;
}) {
  const messageId = `message${useId().replace(/:/g, '')}`;
  const { icon, label } = iconOf[props.type];
  const buttons = props.buttons ?? [{ key: 'close', type: 'button' as const, buttonProps: { text: uiTexts.close, onClick: props.onClose, variant: 'primary' as const } }];
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      type={props.type}
      title={props.title ?? dialogTypeLabels[props.type]}
      describedBy={messageId}
      processBar={buttons}
      closeOnEscape={props.closeOnEscape}
    >
      <div className={`kit-message kit-message--${props.type.toLowerCase()}`}>
        <span className="kit-message__icon" role="img" title={label}>
          <span aria-hidden="true">{icon}</span>
        </span>
        <div id={messageId} className="kit-message__text">
          {props.children}
        </div>
      </div>
    </Modal>
  );
}
