import type { ButtonHTMLAttributes } from 'react';
import '../kit.css';
import './button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'tertiary' | 'danger';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  size?: 'sm' | 'md';
  /**
   * Unavailable for now (a task it started still runs), yet focusable: aria-disabled, and a click does
   * nothing. Unlike `disabled`, keyboard focus stays on the button instead of falling to the page.
   */
  unavailable?: boolean;
}

/** The kit's button. Type 'button' unless told otherwise, so it never submits a form by accident. */
export function Button({ variant = 'primary', size = 'md', className, type = 'button', unavailable = false, onClick, ...props }: ButtonProps) {
  const classes = ['kit-button', `kit-button--${variant}`, `kit-button--${size}`, className].filter(Boolean).join(' ');
  return <button type={type} className={classes} aria-disabled={unavailable || undefined} onClick={unavailable ? undefined : onClick} {...props} />;
}
