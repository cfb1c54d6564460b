import type { MouseEvent, ReactNode } from 'react';
import { DangerIcon } from './DangerIcon';
import { alertIconLabels, uiTexts } from '../../messages/ui';
import { combinedType, sortAlerts, type AlertItem, type AlertType } from './alerts';
import '../kit.css';
import './alert.css';

const icons: Record<AlertType, ReactNode> = { Info: 'ℹ', Success: '✓', Warning: '⚠', Danger: <DangerIcon /> };

export interface AlertProps {
  type: AlertType;
  title?: string;
  children: ReactNode;
  /** Announce when shown: role alert for Danger/Warning, role status for Info/Success. Off for alerts present on load. */
  announce?: boolean;
  onClose?: () => void;
  id?: string;
}

function AlertIcon({ type }: { type: AlertType }) {
  const label = alertIconLabels[type];
  return (
    <span className="kit-alert__icon" role="img" title={label}>
      <span aria-hidden="true">{icons[type]}</span>
    </span>
  );
}

/** An alert of type Info, Success, Warning or Danger; its icon's tooltip names the type. */
export function Alert({ type, title, children, announce = false, onClose, id }: AlertProps) {
  const role = announce ? (type === 'Danger' || type === 'Warning' ? 'alert' : 'status') : undefined;
  return (
    <div id={id} className={`kit-alert kit-alert--${type.toLowerCase()}`} role={role}>
      <AlertIcon type={type} />
      <div className="kit-alert__body">
        {title && <p className="kit-alert__title">{title}</p>}
        <div className="kit-alert__content">{children}</div>
      </div>
      {onClose && (
        <button type="button" className="kit-alert__close" aria-label={uiTexts.close} title={uiTexts.close} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}

function focusTarget(event: MouseEvent<HTMLAnchorElement>, id: string) {
  event.preventDefault();
  const target = document.getElementById(id);
  target?.focus();
  if (target && typeof target.scrollIntoView === 'function') target.scrollIntoView({ block: 'center' });
}

/** Several alert items as one alert of the most severe type, listed Danger, Warning, Info, Success. */
export function CombinedAlert({ items, title, announce, onClose }: { items: readonly AlertItem[]; title?: string; announce?: boolean; onClose?: () => void }) {
  if (items.length === 0) return null;
  const sorted = sortAlerts(items);
  return (
    <Alert type={combinedType(items)} title={title} announce={announce} onClose={onClose}>
      <ul className="kit-alert__list">
        {sorted.map((item, index) => (
          <li key={`${item.type}-${index}`} data-type={item.type}>
            <span className="visually-hidden">{alertIconLabels[item.type]}: </span>
            {item.title && <strong>{item.title}: </strong>}
            {item.targetId ? (
              <a href={`#${item.targetId}`} onClick={(event) => focusTarget(event, item.targetId ?? '')}>
                {item.content}
              </a>
            ) : (
              item.content
            )}
          </li>
        ))}
      </ul>
    </Alert>
  );
}
