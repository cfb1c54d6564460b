import type { ButtonHTMLAttributes, ReactNode } from 'react';
import '../kit.css';
import './button.css';

/**
 * A 40 px icon button whose accessible name is its label, given as its tooltip (title): named once, not read
 * again as its description. The icon is decorative.
 */
export function IconButton({ label, icon, className, ...props }: Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children' | 'type'> & { label: string; icon: ReactNode }) {
  return (
    <button type="button" className={['kit-icon-button', className].filter(Boolean).join(' ')} title={label} {...props}>
      <span aria-hidden="true">{icon}</span>
    </button>
  );
}
