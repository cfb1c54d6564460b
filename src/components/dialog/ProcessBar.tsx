import { useId, useState } from 'react';
import { uiTexts } from '../../messages/ui';
import { Button, type ButtonVariant } from '../button/Button';
import '../kit.css';
import './dialog.css';

/** A process bar item: key, type button, button props (text, onClick, id). */
export interface ProcessBarItem {
  key: string;
  type: 'button';
  buttonProps: { text: string; onClick: () => void; id?: string; variant?: ButtonVariant; disabled?: boolean; form?: string; submit?: boolean };
}

/**
 * The bottom process bar: the first `visibleCount` buttons are always shown; the others sit in
 * an overflow area (max width 500 px, gap 3 px) opened by 'Mehr' and closed by 'Weniger' (a disclosure).
 */
export function ProcessBar({ items, visibleCount = 2 }: { items: readonly ProcessBarItem[]; visibleCount?: number }) {
  const [expanded, setExpanded] = useState(false);
  const overflowId = `overflow${useId().replace(/:/g, '')}`;
  const visible = items.slice(0, visibleCount);
  const extra = items.slice(visibleCount);
  const render = (item: ProcessBarItem) => (
    <Button
      key={item.key}
      id={item.buttonProps.id}
      variant={item.buttonProps.variant ?? 'secondary'}
      disabled={item.buttonProps.disabled}
      onClick={item.buttonProps.onClick}
      type={item.buttonProps.submit ? 'submit' : 'button'}
      form={item.buttonProps.form}
    >
      {item.buttonProps.text}
    </Button>
  );
  return (
    <div className="kit-process-bar">
      {extra.length > 0 && (
        <div id={overflowId} className="kit-process-bar__overflow" hidden={!expanded}>
          {extra.map(render)}
        </div>
      )}
      <div className="kit-process-bar__main">
        {extra.length > 0 && (
          <Button variant="tertiary" aria-expanded={expanded} aria-controls={overflowId} onClick={() => setExpanded(!expanded)}>
            {expanded ? uiTexts.less : uiTexts.more}
          </Button>
        )}
        {visible.map(render)}
      </div>
    </div>
  );
}
